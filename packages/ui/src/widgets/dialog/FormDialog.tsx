import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../Dialog';

/**
 * A create form in a dialog (a bottom sheet on phones), opened by `trigger`, with the cursor in its first field.
 * The form gets `close` to call once saved (forms reset and close on success); closing unmounts the form,
 * so it opens empty next time.
 */
export function FormDialog({
  trigger,
  title,
  description,
  children,
  onOpenChange,
  defaultOpen = false,
}: {
  trigger: ReactNode;
  title: string;
  description?: ReactNode;
  children: (close: () => void) => ReactNode;
  /** e.g. to decide, as it opens, what the dialog shows (and keep it while it is open). */
  onOpenChange?: (open: boolean) => void;
  /** Open at once (a dialog whose code loads on the trigger's first click opens as it arrives). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const change = (next: boolean) => {
    onOpenChange?.(next);
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description} focusFirstField>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
