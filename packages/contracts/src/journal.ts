import { z } from 'zod';
import {
  isoDateSchema,
  isStorableText,
  partialUpdateSchema,
  requiredTextSchema,
  unstorableTextMessage,
} from './common';
import { noteTagsSchema } from './notes';
import { JOURNAL_PROMPTS } from './home-catalog/journal';

export { JOURNAL_PROMPTS, promptOfDay } from './home-catalog/journal';
export { MOOD_SCALE } from './home-catalog/mood';

// --- Journal (docs/decisions/2004-journal.md) ----------------------------------------------------------------------

export const JOURNAL_PAGE_SIZE = 30;
export const MAX_JOURNAL_CONTENT = 20_000;
export const MAX_JOURNAL_GRATITUDE = 500;
export const MAX_JOURNAL_SEARCH = 200;
export const JOURNAL_CONTENT_REQUIRED = 'Write something in your entry';
const INVALID_CURSOR = 'This page link is not valid. Reload the list.';

export const journalEntrySchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  /** This entry's own mood (an override), or null: the entry shows its day's mood. */
  mood: z.number().int().nullable(),
  /** The day's mood (one a day, shared with home and wellness; docs/decisions/2701-one-mood-a-day.md). */
  dayMood: z.number().int().nullable(),
  gratitude: z.string(),
  content: z.string(),
  prompt: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;
export const journalPageSchema = z.object({ entries: z.array(journalEntrySchema), nextCursor: z.string().nullable() });
export type JournalPage = z.infer<typeof journalPageSchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/journal?from&to&q&tag&cursor → JournalPage: newest day first (30 a page). With q, entries whose gratitude
 * line matches come first, then those that match in their text only (the notes' search rules, decision 1101).
 */
export const listJournalQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    to: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    q: z.preprocess(
      blankToUndefined,
      z
        .string({ message: 'Search text must be text' })
        .trim()
        .max(MAX_JOURNAL_SEARCH, `Search text is at most ${MAX_JOURNAL_SEARCH} characters`)
        .refine(isStorableText, unstorableTextMessage('Search text'))
        .optional(),
    ),
    tag: z.preprocess(
      blankToUndefined,
      z
        .string({ message: 'tag must be text' })
        .trim()
        .toLowerCase()
        .max(32, 'A tag is at most 32 characters')
        .optional(),
    ),
    cursor: z.preprocess(
      blankToUndefined,
      z.string({ message: 'cursor must be text' }).max(500, INVALID_CURSOR).optional(),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must be on or before to', path: ['to'] });
export type ListJournalQuery = z.output<typeof listJournalQuerySchema>;

/** GET /api/journal/days?from&to → the days in the range with at least one entry (the calendar). */
export const journalDaysQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 366, {
    message: 'Ask for at most 366 days at a time',
    path: ['to'],
  });
export const journalDayListSchema = z.array(z.object({ date: isoDateSchema, entries: z.number().int() }));
export type JournalDayCount = z.infer<typeof journalDayListSchema>[number];

const journalFields = {
  date: isoDateSchema,
  mood: z
    .number({ message: 'Mood must be a number from 1 to 5' })
    .int('Mood must be a whole number from 1 to 5')
    .min(1, 'Mood must be from 1 to 5')
    .max(5, 'Mood must be from 1 to 5')
    .nullable(),
  gratitude: z
    .string({ message: 'The gratitude line must be text' })
    .trim()
    .max(MAX_JOURNAL_GRATITUDE, `The gratitude line is at most ${MAX_JOURNAL_GRATITUDE} characters`)
    .refine(isStorableText, unstorableTextMessage('The gratitude line')),
  content: requiredTextSchema(JOURNAL_CONTENT_REQUIRED, 'The entry', MAX_JOURNAL_CONTENT),
  prompt: z
    .string({ message: 'prompt must be text' })
    .refine((p) => (JOURNAL_PROMPTS as readonly string[]).includes(p), 'prompt must be one of the daily prompts')
    .nullable(),
  tags: noteTagsSchema,
};

/**
 * `dayMood`, when sent, sets the mood of the entry's day (the same value home and wellness show) in the same write;
 * `mood` is the entry's own override (null: the entry follows its day).
 */
const dayMoodField = { dayMood: journalFields.mood.optional() };

/** POST /api/journal → 201 JournalEntry. The day may not be after today in the user's zone. */
export const createJournalEntrySchema = z
  .object({
    ...journalFields,
    mood: journalFields.mood.default(null),
    gratitude: journalFields.gratitude.default(''),
    prompt: journalFields.prompt.default(null),
    tags: journalFields.tags.default([]),
    ...dayMoodField,
  })
  .strict();
export type CreateJournalEntryRequest = z.input<typeof createJournalEntrySchema>;
export type CreateJournalEntry = z.output<typeof createJournalEntrySchema>;

/** PUT /api/journal/{id}: the fields sent change. DELETE /api/journal/{id} → 204. */
export const updateJournalEntrySchema = partialUpdateSchema({ ...journalFields, ...dayMoodField });
export type UpdateJournalEntryRequest = z.input<typeof updateJournalEntrySchema>;
export type UpdateJournalEntry = z.output<typeof updateJournalEntrySchema>;
