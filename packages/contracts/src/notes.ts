import { z } from 'zod';
import {
  displayText,
  isStorableText,
  partialUpdateSchema,
  requiredDisplayTextSchema,
  requiredTextSchema,
  unstorableTextMessage,
} from './common';
import {
  MAX_NOTE_CONTENT,
  MAX_NOTE_TAG_LENGTH,
  MAX_NOTE_TAGS,
  MAX_NOTE_TITLE,
  NOTE_CONTENT_REQUIRED,
  NOTE_TAG_LENGTH_MESSAGE,
  NOTE_TAGS_LIMIT_MESSAGE,
  NOTE_TITLE_REQUIRED,
  normalizeNoteTag,
} from './messages';

/** docs/product.md#notes. The screen's filter reads All, Meetings, Ideas, To-dos, Projects, then the rest. */
export const NOTE_CATEGORIES = ['general', 'meeting', 'idea', 'reminder', 'todo', 'project'] as const;
export const noteCategorySchema = z.enum(NOTE_CATEGORIES, {
  message: `Category must be one of: ${NOTE_CATEGORIES.join(', ')}`,
});
export type NoteCategory = z.infer<typeof noteCategorySchema>;

/** A list page holds this many notes. */
export const NOTE_PAGE_SIZE = 50;
export const MAX_NOTE_SEARCH = 200;

/** One tag: trimmed, inner whitespace as one space, lower-case (normalizeNoteTag), then 1–32 characters. */
export const noteTagSchema = z
  .string({ message: 'Tags must be text' })
  .transform(normalizeNoteTag)
  .pipe(
    displayText(
      z
        .string()
        .min(1, NOTE_TAG_LENGTH_MESSAGE)
        .max(MAX_NOTE_TAG_LENGTH, NOTE_TAG_LENGTH_MESSAGE)
        .refine(isStorableText, unstorableTextMessage('A tag')),
      'A tag',
      { blank: NOTE_TAG_LENGTH_MESSAGE },
    ),
  )
  .meta({ displayText: true });

/** Up to 20 tags; the same tag twice (after normalising) is kept once, in first-seen order. */
export const noteTagsSchema = z
  .array(noteTagSchema, { message: 'Tags must be a list of words' })
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(MAX_NOTE_TAGS, NOTE_TAGS_LIMIT_MESSAGE));

export const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: noteCategorySchema,
  tags: z.array(z.string()),
  isPinned: z.boolean(),
  createdAt: z.string(),
  /** when the title, content, category or tags last changed (pinning does not count) */
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/notes?category=&q=&tag=&cursor= → NotePage.
 * Without q: pinned first, then most recently updated. With q (server-side search, decision 1101): notes whose title
 * matches first, then those that match in their content only; pinned first and most recent first within each.
 * Each filter given narrows the list (category AND tag AND q). 50 a page; `cursor` is the previous page's nextCursor.
 */
export const listNotesQuerySchema = z.object({
  category: z.preprocess(blankToUndefined, noteCategorySchema.optional()),
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ message: 'Search text must be text' })
      .trim()
      .max(MAX_NOTE_SEARCH, `Search text is at most ${MAX_NOTE_SEARCH} characters`)
      .refine(isStorableText, unstorableTextMessage('Search text'))
      .optional(),
  ),
  tag: z.preprocess(blankToUndefined, noteTagSchema.optional()),
  cursor: z.preprocess(
    blankToUndefined,
    z.string({ message: 'cursor must be text' }).max(500, 'This page link is not valid. Reload the list.').optional(),
  ),
});
export type ListNotesQuery = z.output<typeof listNotesQuerySchema>;

/**
 * A search's `#tag` words (docs/product.md#notes): '#suppliers pricing' filters by the tag 'suppliers' and searches
 * for 'pricing'. Tags come out as stored (lower case, at most 32 characters); `text` is the rest, or undefined.
 */
export function splitTagSearch(q: string | undefined): { tags: string[]; text: string | undefined } {
  if (q === undefined) return { tags: [], text: undefined };
  const tags: string[] = [];
  const text = q
    .replace(/(^|\s)#([^\s#]+)/gu, (_, space: string, tag: string) => {
      tags.push(tag.toLowerCase().slice(0, 32));
      return space;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { tags: [...new Set(tags)], text: text === '' ? undefined : text };
}

export const notePageSchema = z.object({
  notes: z.array(noteSchema),
  /** pass as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});
export type NotePage = z.infer<typeof notePageSchema>;

/**
 * GET /api/notes/tags → the filter chips: the tags of the caller's 500 most recently updated notes (pinned first, as
 * listed), most used among them first, at most 30. `count` counts those notes only.
 */
export const noteTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export const noteTagListSchema = z.array(noteTagCountSchema);
export type NoteTagCount = z.infer<typeof noteTagCountSchema>;
export const MAX_LISTED_NOTE_TAGS = 30;

const noteFields = {
  title: requiredDisplayTextSchema(NOTE_TITLE_REQUIRED, 'Title', MAX_NOTE_TITLE),
  content: requiredTextSchema(NOTE_CONTENT_REQUIRED, 'Content', MAX_NOTE_CONTENT),
  category: noteCategorySchema,
  tags: noteTagsSchema,
  isPinned: z.boolean({ message: 'isPinned must be true or false' }),
};

/**
 * POST /api/notes → 201 Note. Title (1–200) and content (1–100,000) are required and trimmed; defaults: category
 * general, no tags, not pinned.
 */
export const createNoteSchema = z
  .object({
    ...noteFields,
    category: noteFields.category.default('general'),
    tags: noteFields.tags.default([]),
    isPinned: noteFields.isPinned.default(false),
  })
  .strict();
export type CreateNoteRequest = z.input<typeof createNoteSchema>;
export type CreateNote = z.output<typeof createNoteSchema>;

/**
 * PUT /api/notes/{id} → 200 Note: the fields sent replace the stored ones (title and content may not be blank), the
 * rest stay, so the edit form and the pin toggle share the call. Changing title, content, category or tags moves
 * updatedAt; pinning alone does not. DELETE /api/notes/{id} → 204.
 */
export const updateNoteSchema = partialUpdateSchema(noteFields);
export type UpdateNoteRequest = z.input<typeof updateNoteSchema>;
export type UpdateNote = z.output<typeof updateNoteSchema>;
