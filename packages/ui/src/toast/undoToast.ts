import type { ReactNode } from 'react';
import { toast } from './toastStore';

/** How long Undo is offered: the toast's own duration (the viewport default, 5000 ms). */
export const UNDO_WINDOW_MS = 5000;

/**
 * A toast with an Undo button for 5 s (paused while hovered or focused, like every toast). `onUndo` runs when it is
 * pressed; `onCommit` runs once the toast goes away without Undo (timeout, swipe, Close, a newer toast, leaving the
 * page), which is when a deferred change such as a delete becomes final.
 */
export function toastWithUndo({
  title,
  description,
  onUndo,
  onCommit,
}: {
  title: ReactNode;
  description?: ReactNode;
  onUndo: () => void;
  onCommit?: () => void;
}): void {
  let undone = false;
  toast({
    title,
    description,
    action: {
      label: 'Undo',
      altText: 'Undo: press F8 to reach the notification, then Tab to its Undo button',
      onClick: () => {
        undone = true;
        onUndo();
      },
    },
    onClose: () => {
      if (!undone) onCommit?.();
    },
  });
}
