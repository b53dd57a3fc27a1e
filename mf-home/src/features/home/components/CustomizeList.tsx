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
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Eye, EyeOff, GripVertical } from 'lucide-react';
import { Badge, cn } from '@fj/ui';
import { moveWidget, toggleWidget, type WidgetState } from '../model/layout';
import { WIDGET_DRAG_INSTRUCTIONS, widgetDragAnnouncements } from '../model/dragAnnouncements';
import { WIDGETS } from '../widgets/registry';
import './customize.css';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const titleOf = (id: string) => WIDGETS[id as WidgetState['id']]?.title ?? 'Widget';

/**
 * Customize mode (loaded only when it opens: dnd-kit stays out of the home view's first download). Drag a widget by
 * its handle (after 8 px, so taps and scrolls are not drags) or from the keyboard; the eye shows or hides it.
 */
export default function CustomizeList({
  widgets,
  onChange,
}: {
  widgets: WidgetState[];
  onChange: (next: WidgetState[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = moveWidget(widgets, String(active.id), over ? String(over.id) : null);
    if (next) onChange(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: widgetDragAnnouncements(widgets, titleOf),
        screenReaderInstructions: WIDGET_DRAG_INSTRUCTIONS,
      }}
    >
      <SortableContext items={widgets.map((w) => w.id)} strategy={verticalListSortingStrategy}>
        <ol className="fjh-customize" aria-label="Dashboard widgets">
          {widgets.map((widget) => (
            <CustomizeRow key={widget.id} widget={widget} onToggle={() => onChange(toggleWidget(widgets, widget.id))} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function CustomizeRow({ widget, onToggle }: { widget: WidgetState; onToggle: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: widget.id,
  });
  const title = titleOf(widget.id);
  return (
    <li
      ref={setNodeRef}
      className={cn(
        'fj-card fjh-customize__row',
        isDragging && 'fjh-customize__row--dragging',
        !widget.isVisible && 'fjh-customize__row--hidden',
      )}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-widget={widget.id}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="fjh-customize__handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${title}`}
      >
        <GripVertical size={20} aria-hidden="true" />
      </button>
      <span className="fjh-customize__title">{title}</span>
      <Badge variant={widget.isVisible ? 'success' : 'default'}>{widget.isVisible ? 'Visible' : 'Hidden'}</Badge>
      <button
        type="button"
        className="fj-icon-btn fjh-customize__eye"
        onClick={onToggle}
        aria-label={widget.isVisible ? `Hide ${title}` : `Show ${title}`}
      >
        {widget.isVisible ? <Eye size={20} aria-hidden="true" /> : <EyeOff size={20} aria-hidden="true" />}
      </button>
    </li>
  );
}
