import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronRight, GripVertical } from 'lucide-react';
import { Link } from 'react-router';
import type { Business } from '@fj/contracts';
import { Badge, cn } from '@fj/ui';
import { businessColorStyle } from '../../../shared/model/businessColors';

/** One business: a drag handle (pointer or keyboard; only when there is something to reorder) and a link to its dashboard. */
export function SortableBusinessRow({
  business,
  isActive,
  reorderable,
}: {
  business: Business;
  isActive: boolean;
  reorderable: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: business.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={cn('fjb-row', isDragging && 'fjb-row--dragging')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {reorderable && (
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="fjb-row__handle"
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${business.name}`}
        >
          <GripVertical size={20} aria-hidden="true" />
        </button>
      )}
      <Link to={`/business/${business.id}`} className={cn('fjb-row__link', !reorderable && 'fjb-row__link--alone')}>
        <span
          className="fjb-dot fjb-dot--lg"
          style={{ background: businessColorStyle(business.color).swatch }}
          aria-hidden="true"
        />
        <span className="fjb-row__text">
          <span className="fjb-row__name">{business.name}</span>
          {business.description && <span className="fjb-row__description">{business.description}</span>}
        </span>
        {isActive && <Badge variant="success">Active</Badge>}
        <ChevronRight size={18} className="fjb-row__chevron" aria-hidden="true" />
      </Link>
    </li>
  );
}
