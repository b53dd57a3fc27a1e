import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useBackCloses } from '@fj/ui';
import { useCreateNote, useUpdateNote } from '../api/notesApi';
import { editorKey, type NoteEditor } from '../model/noteEditor';
import { noteToFormValues, toNoteRequest } from '../model/noteForm';
import { NoteForm } from './NoteForm';

/**
 * The side form: creates a note or edits the one opened. Beside the grid from 1024 px, above it on phones;
 * it takes the focus (and scrolls into view) when it opens or switches to another note.
 */
export function NoteEditorPanel({
  editor,
  onClose,
}: {
  editor: Exclude<NoteEditor, { mode: 'closed' }>;
  onClose: () => void;
}) {
  const create = useCreateNote();
  const update = useUpdateNote();
  const panel = useRef<HTMLElement>(null);
  const key = editorKey(editor);
  // Back closes the form (what was typed is kept as a draft) instead of leaving the notes.
  useBackCloses(true, onClose);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
    panel.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [key]);
  const title = editor.mode === 'create' ? 'New Note' : 'Edit Note';
  return (
    <section ref={panel} className="fj-card fjn-editor" aria-labelledby="fjn-editor-title">
      <div className="fjn-editor__head">
        <h2 id="fjn-editor-title" className="fjn-editor__title">
          {title}
        </h2>
        <button type="button" className="fj-icon-btn" aria-label={`Close ${title}`} onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      {editor.mode === 'create' ? (
        <NoteForm
          key={key}
          submitLabel="Create Note"
          pending={create.isPending}
          draftName="notes:new"
          onCancel={onClose}
          onSubmit={(values, saved) =>
            create.mutate(toNoteRequest(values), {
              onSuccess: () => {
                saved();
                onClose();
              },
            })
          }
        />
      ) : (
        <NoteForm
          key={key}
          initial={noteToFormValues(editor.note)}
          submitLabel="Save Changes"
          pending={update.isPending}
          draftName={`notes:edit:${editor.note.id}`}
          onCancel={onClose}
          onSubmit={(values, saved) =>
            update.mutate(
              { id: editor.note.id, body: toNoteRequest(values), version: editor.note.updatedAt },
              {
                onSuccess: () => {
                  saved();
                  onClose();
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
