import type { Business, ReorderBusinessesRequest } from '@fj/contracts';

type BusinessUpdates = ReorderBusinessesRequest['businessUpdates'];

/**
 * The list after dragging `activeId` onto `overId`, each business carrying its new sortOrder (its position).
 * null when nothing moves (dropped on itself, outside the list, or an unknown id).
 */
export function reorderBusinesses(
  businesses: readonly Business[],
  activeId: string,
  overId: string | null,
): Business[] | null {
  if (!overId || activeId === overId) return null;
  const from = businesses.findIndex((b) => b.id === activeId);
  const to = businesses.findIndex((b) => b.id === overId);
  if (from < 0 || to < 0) return null;
  // Not dnd-kit's arrayMove: this module is also imported by the businesses API that every business screen loads,
  // and one import of @dnd-kit/sortable made them all download dnd-kit (~16 KB gzip).
  const moved = [...businesses];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return moved.map((business, sortOrder) => ({ ...business, sortOrder }));
}

/** The POST /api/businesses/reorder payload for a list in its new order: every business with its position. */
export function toBusinessUpdates(ordered: readonly Pick<Business, 'id'>[]): BusinessUpdates {
  return ordered.map(({ id }, sortOrder) => ({ id, sortOrder }));
}
