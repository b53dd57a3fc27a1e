import { dragInstructions, listDragAnnouncements } from '@fj/ui';

/** What dnd-kit's live region reads while a business is reordered, naming the business and its position. */
export const businessDragAnnouncements = (businesses: readonly { id: string; name: string }[]) =>
  listDragAnnouncements(
    businesses.map((b) => b.id),
    (id) => businesses.find((b) => b.id === id)?.name ?? 'Business',
    'Reordering cancelled.',
  );

export const BUSINESS_DRAG_INSTRUCTIONS = dragInstructions('reorder', 'a business');
