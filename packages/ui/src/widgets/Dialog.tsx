// '@fj/ui/dialog' (a separate shared entry so screens without dialogs do not load Radix Dialog):
// the dialog primitives, FormDialog (a create form), DetailSheet (open a record: Edit, Delete) and ConfirmDialog.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { XIcon } from '../icons/icons';
import { useBackCloses } from '../navigation/backLayers';

/**
 * Radix's dialog root, plus Back: while open, the system Back button closes it instead of leaving the page
 * (docs/decisions/2702-back-closes-sheets.md). Controlled (`open`) or not (`defaultOpen`), like Radix's.
 */
export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  modal,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
  children?: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const isOpen = open ?? uncontrolled;
  const change = (next: boolean) => {
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  useBackCloses(isOpen, () => change(false));
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={change} modal={modal}>
      {children}
    </DialogPrimitive.Root>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The first control a person fills in (not the Close button in the header). */
const FIRST_FIELD =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), button[role=combobox]:not([disabled])';

/**
 * A bottom sheet on phones, a centred dialog on wider screens (styles.css). Title is required for screen readers.
 * `focusFirstField`: forms open with the cursor in their first field (else Radix focuses the first button).
 */
export function DialogContent({
  title,
  description,
  children,
  focusFirstField = false,
  role,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  focusFirstField?: boolean;
  role?: 'dialog' | 'alertdialog';
}) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fj-dialog-overlay" />
      <DialogPrimitive.Content
        ref={content}
        className="fj-dialog"
        {...(role ? { role } : {})}
        onOpenAutoFocus={(event) => {
          const field = focusFirstField ? content.current?.querySelector<HTMLElement>(FIRST_FIELD) : null;
          if (field) {
            event.preventDefault();
            field.focus();
          }
        }}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="fj-dialog__header">
          <DialogPrimitive.Title className="fj-dialog__title">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close className="fj-icon-btn" aria-label="Close">
            <XIcon />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="fj-dialog__description">{description}</DialogPrimitive.Description>
        ) : null}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export { FormDialog } from './dialog/FormDialog';
export { DetailSheet, type DeleteConfirmation } from './dialog/DetailSheet';
export { ConfirmDialog } from './dialog/ConfirmDialog';
