import { useId, useState } from 'react';
import { Pin, Trash2 } from 'lucide-react';
import type { Note } from '@fj/contracts';
import { Badge, cn } from '@fj/ui';
import { ConfirmDialog } from '@fj/ui/dialog';
import { useDeleteNote, useUpdateNote } from '../api/notesApi';
import { NOTE_CATEGORY_LABELS } from '../model/noteFilters';
import { updatedLabel } from '../model/noteDates';

/**
 * One note in the grid. Tapping it opens it in the side form; the pin toggle, its tags (filter by one) and Delete
 * (asks first) sit above that. Content is text: line breaks kept, nothing rendered as HTML.
 */
export function NoteCard({
  note,
  onOpen,
  onTag,
  onDeleted,
}: {
  note: Note;
  onOpen: (note: Note) => void;
  onTag: (tag: string) => void;
  onDeleted: (id: string) => void;
}) {
  const titleId = useId();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [confirming, setConfirming] = useState(false);
  // The pin shows its new state in the click itself; the list moves the note once the server has it.
  const [pinning, setPinning] = useState<boolean | null>(null);
  const pinned = pinning ?? note.isPinned;
  const togglePin = () => {
    setPinning(!note.isPinned);
    update.mutate(
      { id: note.id, body: { isPinned: !note.isPinned }, quiet: true },
      { onSettled: () => setPinning(null) },
    );
  };
  return (
    <article className={cn('fj-card fjn-card fj-openable', pinned && 'fjn-card--pinned')} aria-labelledby={titleId}>
      <div className="fjn-card__head">
        <h3 className="fjn-card__title" id={titleId}>
          <button type="button" className="fj-open" onClick={() => onOpen(note)}>
            {note.title}
          </button>
        </h3>
        <button
          type="button"
          className="fj-icon-btn fj-above-open fjn-pin"
          aria-pressed={pinned}
          aria-label={`Pin ${note.title}`}
          disabled={pinning !== null}
          onClick={togglePin}
        >
          <Pin size={18} aria-hidden="true" fill={pinned ? 'currentColor' : 'none'} />
        </button>
      </div>
      <p className="fjn-card__content">{note.content}</p>
      <div className="fjn-card__meta">
        <Badge variant="secondary">{NOTE_CATEGORY_LABELS[note.category]}</Badge>
        {note.tags.map((tag) => (
          <button
            key={tag}
            type="button"
            className="fjn-tag-button fj-above-open"
            aria-label={`Show notes tagged ${tag}`}
            onClick={() => onTag(tag)}
          >
            <span className="fjn-tag">#{tag}</span>
          </button>
        ))}
      </div>
      <div className="fjn-card__foot">
        <span className="fj-muted">{updatedLabel(note.updatedAt)}</span>
        <button
          type="button"
          className="fj-icon-btn fj-above-open fjn-delete"
          aria-label={`Delete ${note.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete note?"
        description="Are you sure you want to delete this note?"
        confirmLabel="Delete note"
        onConfirm={async () => {
          await remove.mutateAsync(note.id);
          onDeleted(note.id);
        }}
      />
    </article>
  );
}
