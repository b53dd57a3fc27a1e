// The part of '@fj/ui/dialog' that draws an open dialog: Radix Dialog (focus trap, scroll lock, outside clicks,
// Escape, the accessible title and description). Loaded on first use, never with a screen's first paint
// (docs/decisions/3106-the-first-paint-waits-for-nothing-it-does-not-show.md); ../Dialog.tsx keeps the state, the trigger and Back.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { XIcon } from '../../icons/icons';

/** The first control a person fills in (not the Close button in the header). */
const FIRST_FIELD =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), button[role=combobox]:not([disabled])';

export interface DialogEngineProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modal?: boolean;
  /** The content's id (what the trigger's aria-controls names). */
  id: string;
  /** Where focus goes back to when the dialog closes (its trigger), else where it was when the dialog opened. */
  trigger: HTMLElement | null;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  focusFirstField: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** A bottom sheet on phones, a centred dialog on wider screens (styles.css). */
export function DialogEngine({
  open,
  onOpenChange,
  modal,
  id,
  trigger,
  title,
  description,
  children,
  focusFirstField,
  role,
}: DialogEngineProps) {
  const content = useRef<HTMLDivElement>(null);
  // Read while rendering, before the dialog takes focus: a dialog opened from a menu or a shortcut has no trigger.
  const [openedFrom] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fj-dialog-overlay" />
        <DialogPrimitive.Content
          ref={content}
          id={id}
          className="fj-dialog"
          {...(role ? { role } : {})}
          onOpenAutoFocus={(event) => {
            const field = focusFirstField ? content.current?.querySelector<HTMLElement>(FIRST_FIELD) : null;
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = trigger?.isConnected ? trigger : openedFrom;
            if (back instanceof HTMLElement && back.isConnected) back.focus();
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
    </DialogPrimitive.Root>
  );
}
