import { z } from 'zod';
import { isoDateTimeSchema, optionalTextSchema, recordIdSchema, requiredDisplayTextSchema } from './common';
import { DEFAULT_MEETING_DURATION, DURATION_NEGATIVE, MEETING_TITLE_REQUIRED } from './messages';

/** Business meeting types (docs/product.md#business-meetings). */
export const BUSINESS_MEETING_TYPES = ['client', 'team', 'sales', 'strategy', 'video', 'phone'] as const;
/** Personal meeting types (docs/product.md#personal-meetings). */
export const PERSONAL_MEETING_TYPES = ['team', 'client', 'vendor', 'investor', 'strategy'] as const;
/** One table holds both: the server accepts the union. */
export const MEETING_TYPES = ['client', 'team', 'sales', 'strategy', 'video', 'phone', 'vendor', 'investor'] as const;
export const meetingTypeSchema = z.enum(MEETING_TYPES, {
  message: `Meeting type must be one of: ${MEETING_TYPES.join(', ')}`,
});
export type MeetingType = z.infer<typeof meetingTypeSchema>;

/** Business outcomes: negative is shown as 'Challenging', follow-up as 'Needs Follow-up'. */
export const BUSINESS_MEETING_OUTCOMES = ['positive', 'neutral', 'negative', 'follow-up'] as const;
export const PERSONAL_MEETING_OUTCOMES = ['positive', 'neutral', 'negative', 'needs_follow_up'] as const;
export const MEETING_OUTCOMES = ['positive', 'neutral', 'negative', 'follow-up', 'needs_follow_up'] as const;
export const meetingOutcomeSchema = z.enum(MEETING_OUTCOMES, {
  message: `Outcome must be one of: ${MEETING_OUTCOMES.join(', ')}`,
});
export type MeetingOutcome = z.infer<typeof meetingOutcomeSchema>;

export const MAX_MEETING_DURATION = 24 * 60;

/**
 * An action item written in a meeting (docs/decisions/2704-meeting-action-items-are-tasks.md): a business meeting's
 * is one of the business's action items (status todo | in-progress | completed), a personal meeting's one of the
 * person's (pending | in_progress | completed | cancelled | blocked). `completed` says whether it is done.
 */
export const meetingActionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  completed: z.boolean(),
});
export type MeetingActionItem = z.infer<typeof meetingActionItemSchema>;

export const MAX_MEETING_ACTION_ITEMS = 50;
export const MAX_MEETING_ACTION_ITEM_TITLE = 200;

/**
 * The lines of a meeting's action-items text, as item titles: one per non-blank line, list markers ('- ', '* ', '• ',
 * '1. ', '[ ]', '[x]') removed, whitespace trimmed. The server and the meeting forms read the text the same way.
 */
export function meetingActionItemLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•]+|\d+[.)]|\[[ xX]?\])?\s*(?:\[[ xX]?\]\s*)?/, '')
        .trim()
        .replace(/\s+/g, ' '),
    )
    .filter((line) => line !== '');
}

const actionItemsTextSchema = optionalTextSchema('Action items', 10_000).superRefine((text, ctx) => {
  const lines = meetingActionItemLines(text);
  if (lines.length > MAX_MEETING_ACTION_ITEMS)
    ctx.addIssue({ code: 'custom', message: `A meeting has at most ${MAX_MEETING_ACTION_ITEMS} action items` });
  const long = lines.find((line) => line.length > MAX_MEETING_ACTION_ITEM_TITLE);
  if (long !== undefined)
    ctx.addIssue({
      code: 'custom',
      message: `An action item is at most ${MAX_MEETING_ACTION_ITEM_TITLE} characters (one per line)`,
    });
});

/** A meeting note (business: businessId set; personal: businessId null). Dates are ISO date-times. */
export const meetingNoteSchema = z.object({
  id: z.string(),
  businessId: z.string().nullable(),
  title: z.string(),
  meetingDate: z.string(),
  /** minutes */
  duration: z.number().int().nullable(),
  /** free text, comma-separated names */
  attendees: z.string().nullable(),
  meetingType: meetingTypeSchema,
  outcome: meetingOutcomeSchema,
  location: z.string().nullable(),
  notes: z.string().nullable(),
  /** The action items written in the meeting: real action items, linked to it (its business's, or personal ones). */
  actionItems: z.array(meetingActionItemSchema),
  followUpDate: z.string().nullable(),
  createdAt: z.string(),
  /** the version an edit starts from: sent back as If-Match (docs/decisions/2603-edit-conflicts.md) */
  updatedAt: z.string(),
});
export type MeetingNote = z.infer<typeof meetingNoteSchema>;

/**
 * GET /api/meeting-notes?businessId= → MeetingNote[] newest meetingDate first.
 * With businessId: that business's meetings (404 if it is not the caller's). Without: all the caller's meetings.
 */
export const listMeetingNotesQuerySchema = z.object({
  businessId: z.preprocess((v) => (v === '' ? undefined : v), recordIdSchema('business').optional()),
});
export const meetingNoteListSchema = z.array(meetingNoteSchema);

/**
 * POST /api/meeting-notes → 201 MeetingNote.
 * title (trimmed) and meetingDate (ISO) are required; duration is whole minutes, null for none, and 60 when left out
 * (docs/product.md#personal-meetings); type defaults to client, outcome to positive; blank texts are stored as null;
 * followUpDate is ISO or null; businessId is one of the caller's businesses (404 otherwise) or null for a personal
 * meeting. One contract for both screens (decision 1102): types and outcomes are the union of the business and personal
 * sets; each screen offers its own set and its own form defaults (business: client/positive, personal:
 * team/neutral/60).
 */
export const createMeetingNoteSchema = z
  .object({
    title: requiredDisplayTextSchema(MEETING_TITLE_REQUIRED, 'Title', 200),
    meetingDate: isoDateTimeSchema,
    duration: z
      .number({ message: 'Duration must be a number of minutes' })
      .int('Duration must be a whole number of minutes')
      .min(0, DURATION_NEGATIVE)
      .max(MAX_MEETING_DURATION, 'Duration is at most 24 hours')
      .nullable()
      .default(DEFAULT_MEETING_DURATION),
    attendees: optionalTextSchema('Attendees', 1000),
    meetingType: meetingTypeSchema.default('client'),
    outcome: meetingOutcomeSchema.default('positive'),
    location: optionalTextSchema('Location', 300),
    notes: optionalTextSchema('Notes', 20_000),
    /**
     * One action item per line. Each line becomes an action item linked to the meeting; on an update, lines that name
     * an item the meeting already has (same words, any case) keep it, with its status; items whose line is gone are
     * deleted.
     */
    actionItems: actionItemsTextSchema,
    followUpDate: isoDateTimeSchema.nullish().transform((v) => v ?? null),
    businessId: recordIdSchema('business')
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type CreateMeetingNoteRequest = z.input<typeof createMeetingNoteSchema>;
export type CreateMeetingNote = z.output<typeof createMeetingNoteSchema>;

/**
 * PUT /api/meeting-notes/{id} → 200 MeetingNote: a full update of the meeting's fields (the same rules as create; fields
 * left out take their defaults or null). The meeting stays with its business. DELETE /api/meeting-notes/{id} → 204.
 */
export const updateMeetingNoteSchema = createMeetingNoteSchema.omit({ businessId: true });
export type UpdateMeetingNoteRequest = z.input<typeof updateMeetingNoteSchema>;
export type UpdateMeetingNote = z.output<typeof updateMeetingNoteSchema>;
