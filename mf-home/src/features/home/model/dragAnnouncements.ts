import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { WidgetState } from './layout';

/** What dnd-kit's live region reads while a widget is moved: its name and position. */
export function widgetDragAnnouncements(widgets: readonly WidgetState[], title: (id: string) => string): Announcements {
  const total = widgets.length;
  const name = (id: UniqueIdentifier) => title(String(id));
  const position = (id: UniqueIdentifier) => widgets.findIndex((w) => w.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}. It is in position ${position(active.id)} of ${total}.`,
    // Also fired right after pick-up, over its own place.
    onDragOver: ({ active, over }) =>
      !over
        ? `${name(active.id)} is no longer over the list.`
        : over.id === active.id
          ? `${name(active.id)} is in position ${position(active.id)} of ${total}.`
          : `${name(active.id)} moved to position ${position(over.id)} of ${total}.`,
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${position(over.id)} of ${total}.` : `${name(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving cancelled. ${name(active.id)} is back in position ${position(active.id)} of ${total}.`,
  };
}

export const WIDGET_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: 'To move a widget, press space or enter to pick it up. Use the arrow keys to move it, then press space or enter to drop it, or escape to cancel.',
};
