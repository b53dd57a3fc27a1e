import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** What dnd-kit's live region reads while a business is reordered, naming the business and its position. */
export function businessDragAnnouncements(businesses: readonly { id: string; name: string }[]): Announcements {
  const total = businesses.length;
  const name = (id: UniqueIdentifier) => businesses.find((b) => b.id === id)?.name ?? 'Business';
  const position = (id: UniqueIdentifier) => businesses.findIndex((b) => b.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}. It is in position ${position(active.id)} of ${total}.`,
    // Also fired right after pick-up, over its own place.
    onDragOver: ({ active, over }) =>
      !over
        ? `${name(active.id)} is no longer over the list.`
        : over.id === active.id
          ? `${name(active.id)} is in position ${position(active.id)} of ${total}.`
          : `${name(active.id)} moved to position ${position(over.id)} of ${total}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at position ${position(over.id)} of ${total}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${name(active.id)} is back in position ${position(active.id)} of ${total}.`,
  };
}

export const BUSINESS_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To reorder a business, press space or enter to pick it up. Use the arrow keys to move it, ' +
    'then press space or enter to drop it, or escape to cancel.',
};
