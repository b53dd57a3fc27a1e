import type { CreateNoteRequest, Note, NoteCategory, UpdateNoteRequest } from '@fj/contracts';
import {
  MAX_NOTE_TAG_LENGTH,
  MAX_NOTE_TAGS,
  NOTE_CONTENT_REQUIRED,
  NOTE_TAG_LENGTH_MESSAGE,
  NOTE_TAGS_LIMIT_MESSAGE,
  NOTE_TITLE_REQUIRED,
  normalizeNoteTag,
} from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';

export interface NoteFormValues {
  title: string;
  content: string;
  category: NoteCategory;
  tags: string[];
  /** a tag being typed, added on Enter or comma (and on save) */
  tagDraft: string;
  isPinned: boolean;
}

/** Category general, no tags, not pinned. */
export const EMPTY_NOTE_FORM: NoteFormValues = {
  title: '',
  content: '',
  category: 'general',
  tags: [],
  tagDraft: '',
  isPinned: false,
};

export const noteToFormValues = (note: Note): NoteFormValues => ({
  title: note.title,
  content: note.content,
  category: note.category,
  tags: note.tags,
  tagDraft: '',
  isPinned: note.isPinned,
});

/** Adds the tags typed in `draft` (comma-separated), spelled as the server stores them, each once. */
export function addTags(tags: readonly string[], draft: string): string[] {
  const added = draft.split(',').map(normalizeNoteTag).filter(Boolean);
  return [...new Set([...tags, ...added])];
}

/** Title and content are required on create and update; tags within the server's limits. */
export function validateNoteForm(values: NoteFormValues): FieldErrors<'title' | 'content' | 'tags'> {
  const tags = addTags(values.tags, values.tagDraft);
  return {
    title: isBlank(values.title) ? NOTE_TITLE_REQUIRED : undefined,
    content: isBlank(values.content) ? NOTE_CONTENT_REQUIRED : undefined,
    tags:
      tags.length > MAX_NOTE_TAGS
        ? NOTE_TAGS_LIMIT_MESSAGE
        : tags.some((t) => t.length > MAX_NOTE_TAG_LENGTH)
          ? NOTE_TAG_LENGTH_MESSAGE
          : undefined,
  };
}

/** The POST /api/notes body (the PUT sends the same fields). */
export function toNoteRequest(values: NoteFormValues): CreateNoteRequest & UpdateNoteRequest {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    category: values.category,
    tags: addTags(values.tags, values.tagDraft),
    isPinned: values.isPinned,
  };
}
