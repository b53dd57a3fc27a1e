// What a screen reader hears while a list item is moved with dnd-kit (its `accessibility` option), naming the item
// and its position. Typed by shape, so '@fj/ui' does not depend on dnd-kit (the screens that sort load it lazily).
type Id = string | number;
type Drag = { active: { id: Id }; over: { id: Id } | null };

export interface ListDragAnnouncements {
  onDragStart(event: { active: { id: Id } }): string;
  onDragOver(event: Drag): string;
  onDragEnd(event: Drag): string;
  onDragCancel(event: Drag): string;
}

/** Announcements for a list in its current order (`ids`), each item called `nameOf(id)`. */
export function listDragAnnouncements(
  ids: readonly string[],
  nameOf: (id: string) => string,
  cancelled = 'Moving cancelled.',
): ListDragAnnouncements {
  const total = ids.length;
  const name = (id: Id) => nameOf(String(id));
  const position = (id: Id) => ids.indexOf(String(id)) + 1;
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
    onDragCancel: ({ active }) =>
      `${cancelled} ${name(active.id)} is back in position ${position(active.id)} of ${total}.`,
  };
}

/** dnd-kit's screen-reader instructions for `what` ('a business', 'a widget'), moved with `verb` ('reorder', 'move'). */
export const dragInstructions = (verb: string, what: string) => ({
  draggable: `To ${verb} ${what}, press space or enter to pick it up. Use the arrow keys to move it, then press space or enter to drop it, or escape to cancel.`,
});
