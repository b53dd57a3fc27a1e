// '@fj/ui/dialog' (a separate shared entry so screens without dialogs do not load Radix Dialog).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { XIcon } from '../icons/icons';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A bottom sheet on phones, a centred dialog on wider screens (styles.css). Title is required for screen readers. */
export function DialogContent({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fj-dialog-overlay" />
      <DialogPrimitive.Content className="fj-dialog" {...(description ? {} : { "aria-describedby": undefined })}>
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
