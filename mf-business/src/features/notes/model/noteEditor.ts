import type { Note } from '@fj/contracts';

/** The side form: closed, creating, or editing one note (editing closes the create form — one form at a time). */
export type NoteEditor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; note: Note };

export const CLOSED: NoteEditor = { mode: 'closed' };

/** After a delete: the editor closes if it held the deleted note. */
export const afterDelete = (editor: NoteEditor, id: string): NoteEditor =>
  editor.mode === 'edit' && editor.note.id === id ? CLOSED : editor;

/** A stable key for the form, so switching notes (or to create) starts a fresh form. */
export const editorKey = (editor: NoteEditor) => (editor.mode === 'edit' ? `edit-${editor.note.id}` : editor.mode);
