import { useId, useState, type ReactNode } from 'react';
// Core pieces through the package name: this entry shares the one '@fj/ui' singleton instead of bundling a copy.
import { Button, Input, Label } from '@fj/ui';
import { Dialog, DialogClose, DialogContent } from '../Dialog';

/**
 * Asks before something that cannot be undone. With `typeToConfirm` (e.g. a business name) the confirm button waits
 * until that exact text is typed. `onConfirm` may return a promise: the button shows `pendingLabel` until it settles,
 * then the dialog closes (it stays open if the promise rejects, so the person can try again).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel = 'Deleting…',
  typeToConfirm,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  typeToConfirm?: string;
  onConfirm: () => unknown;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        role="alertdialog"
        focusFirstField={typeToConfirm !== undefined}
      >
        {/* Remounted on each open, so the typed text starts empty. */}
        {open && (
          <ConfirmForm
            confirmLabel={confirmLabel}
            pendingLabel={pendingLabel}
            typeToConfirm={typeToConfirm}
            onConfirm={onConfirm}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ConfirmForm({
  confirmLabel,
  pendingLabel,
  typeToConfirm,
  onConfirm,
  onDone,
}: {
  confirmLabel: string;
  pendingLabel: string;
  typeToConfirm?: string;
  onConfirm: () => unknown;
  onDone: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const matches = typeToConfirm === undefined || typed.trim() === typeToConfirm.trim();
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onDone();
    } catch {
      setPending(false); // the caller reported the failure; let the person try again
    }
  };
  return (
    <form
      className="fj-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !pending) void confirm();
      }}
    >
      {typeToConfirm !== undefined && (
        <div className="fj-field">
          <Label htmlFor={id}>
            Type <strong className="fj-confirm__name">{typeToConfirm}</strong> to confirm
          </Label>
          <Input
            id={id}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
        </div>
      )}
      <div className="fj-form__actions">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={!matches || pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
