import { useState } from 'react';
import { CalendarDays, User } from 'lucide-react';
import type { ActionItem, ActionItemStatus } from '@fj/contracts';
import { Badge, cn } from '@fj/ui';
import { useUpdateActionItemStatus } from '../../api/actionItemsApi';
import { PRIORITY_LABELS, toggleActionItemRequest } from '../../model/actionItems';
import { formatCalendarDate } from '../../model/dates';

const PRIORITY_TONES = { low: 'secondary', medium: 'default', high: 'premium', urgent: 'destructive' } as const;

/** One action item. While its status is saving, the checkbox already shows where it is going. */
export function ActionItemRow({ item }: { item: ActionItem }) {
  const update = useUpdateActionItemStatus(item.businessId);
  // Set in the click itself, so the box ticks at once (the mutation's own pending state arrives a tick later).
  const [savingStatus, setSavingStatus] = useState<ActionItemStatus | null>(null);
  const completed = (savingStatus ?? item.status) === 'completed';
  const toggle = () => {
    const body = toggleActionItemRequest(item);
    setSavingStatus(body.status);
    update.mutate({ id: item.id, body }, { onSettled: () => setSavingStatus(null) });
  };
  return (
    <li className={cn('fjb-check', completed && 'fjb-check--done')}>
      <label className="fjb-check__label">
        <input
          type="checkbox"
          className="fjb-check__box"
          checked={completed}
          disabled={savingStatus !== null}
          onChange={toggle}
        />
        <span className="fjb-check__title">{item.title}</span>
      </label>
      {item.description && <p className="fjb-check__description">{item.description}</p>}
      <div className="fjb-check__meta">
        <Badge variant={PRIORITY_TONES[item.priority]}>{PRIORITY_LABELS[item.priority]}</Badge>
        {item.status === 'in-progress' && <Badge variant="outline">In Progress</Badge>}
        {item.dueDate && (
          <span className="fjb-check__fact">
            <CalendarDays size={14} aria-hidden="true" /> Due {formatCalendarDate(item.dueDate)}
          </span>
        )}
        {item.assignedTo && (
          <span className="fjb-check__fact">
            <User size={14} aria-hidden="true" /> {item.assignedTo}
          </span>
        )}
      </div>
    </li>
  );
}
