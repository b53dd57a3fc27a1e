import { useState, type ReactElement, type ReactNode } from 'react';
// Core pieces through the package name: this entry shares the one '@fj/ui' singleton instead of bundling a copy.
import { Button } from '@fj/ui';
import { PencilIcon, TrashIcon } from '../../icons/icons';
import { Dialog, DialogContent, DialogTrigger } from '../Dialog';
import { ConfirmDialog } from './ConfirmDialog';

/** Ask before deleting (records without Undo, e.g. a business and everything in it). */
export interface DeleteConfirmation {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The person types this (e.g. the business name) before the delete button works. */
  typeToConfirm?: string;
}

/**
 * A record opened from its card (`trigger`, a button): its details with Edit and Delete. Edit swaps the details for
 * `renderEdit(close)` in the same sheet (Cancel goes back); the form calls `close` once saved. Delete closes the sheet
 * and calls `onDelete` (typically `removeWithUndo`), or with `confirm` first asks in a ConfirmDialog.
 */
export function DetailSheet({
  trigger,
  title,
  description,
  children,
  editTitle,
  renderEdit,
  onDelete,
  deleteLabel = 'Delete',
  confirm,
}: {
  trigger: ReactElement;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  editTitle?: string;
  renderEdit?: (close: () => void) => ReactNode;
  onDelete?: () => unknown;
  deleteLabel?: string;
  confirm?: DeleteConfirmation;
}) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setEditing(false);
  };
  const close = () => openChange(false);
  const remove = () => {
    close();
    if (confirm) setConfirming(true);
    else onDelete?.();
  };
  return (
    <>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        {editing && renderEdit ? (
          // Keyed: a fresh content (and focus scope) per mode, so the form opens focused on its first field.
          <DialogContent key="edit" title={editTitle ?? `Edit ${title}`} focusFirstField>
            {renderEdit(close)}
            <Button variant="ghost" block className="fj-sheet__cancel" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </DialogContent>
        ) : (
          <DialogContent key="view" title={title} description={description}>
            <div className="fj-sheet__details">{children}</div>
            <div className="fj-form__actions">
              {renderEdit && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <PencilIcon width={18} height={18} />
                  Edit
                </Button>
              )}
              {onDelete && (
                <Button variant="outline" className="fj-btn--danger-text" onClick={remove}>
                  <TrashIcon width={18} height={18} />
                  {deleteLabel}
                </Button>
              )}
            </div>
          </DialogContent>
        )}
      </Dialog>
      {confirm && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={confirm.title}
          description={confirm.description}
          confirmLabel={confirm.confirmLabel}
          typeToConfirm={confirm.typeToConfirm}
          onConfirm={onDelete ?? (() => undefined)}
        />
      )}
    </>
  );
}
