import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@fj/ui/dialog';

/**
 * A create form in a dialog (a bottom sheet on phones), opened by `trigger`. The form gets `close` to call once
 * saved (spec §4: forms reset and close on success); closing unmounts the form, so it opens empty next time.
 */
export function FormDialog({
  trigger,
  title,
  description,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
