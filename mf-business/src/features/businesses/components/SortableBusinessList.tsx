import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import type { Business } from '@fj/contracts';
import { useReorderBusinesses } from '../../../shared/api/businessesApi';
import { BUSINESS_DRAG_INSTRUCTIONS, businessDragAnnouncements } from '../model/dragAnnouncements';
import { reorderBusinesses } from '../../../shared/model/reorder';
import { SortableBusinessRow } from './SortableBusinessRow';

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * 'All Businesses (n)': reorder by dragging the handle (starts after 8 px, so taps and scrolls are not drags) or from
 * the keyboard (space/enter lifts, arrow keys move to the next place, space/enter drops, escape cancels).
 */
export function SortableBusinessList({
  businesses,
  activeId,
  footer,
}: {
  businesses: Business[];
  activeId: string | null;
  footer?: ReactNode;
}) {
  const reorder = useReorderBusinesses();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const ordered = reorderBusinesses(businesses, String(active.id), over ? String(over.id) : null);
    if (ordered) reorder(ordered);
  };

  return (
    <section className="fjb-section" aria-labelledby="fjb-all-businesses">
      <div className="fjb-section__head">
        <h2 id="fjb-all-businesses" className="fj-section-title">
          All Businesses ({businesses.length})
        </h2>
        {businesses.length > 1 && <span className="fj-muted">Drag to reorder</span>}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: businessDragAnnouncements(businesses),
          screenReaderInstructions: BUSINESS_DRAG_INSTRUCTIONS,
        }}
      >
        <SortableContext items={businesses.map((b) => b.id)} strategy={verticalListSortingStrategy}>
          <ul className="fjb-list fj-card" aria-labelledby="fjb-all-businesses">
            {businesses.map((business) => (
              <SortableBusinessRow
                key={business.id}
                business={business}
                isActive={business.id === activeId}
                reorderable={businesses.length > 1}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {footer}
    </section>
  );
}
