import { useId, useState } from 'react';
import { CalendarDays, NotebookPen, User } from 'lucide-react';
import type { ActionItem, ActionItemStatus } from '@fj/contracts';
import { Badge, cn, DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { useChangeActionItemStatus, useDeleteActionItem } from '../../api/actionItemsApi';
import {
  ACTION_ITEM_STATUS_HEADINGS,
  isOverdue,
  PRIORITY_LABELS,
  toggleActionItemRequest,
} from '../../../../shared/model/actionItems';
import { formatCalendarDate } from '../../../../shared/model/dates';
import { EditActionItemForm } from './ActionItemForm';

const PRIORITY_TONES = { low: 'secondary', medium: 'default', high: 'premium', urgent: 'destructive' } as const;

/**
 * One to-do: the checkbox completes it (or reopens it) with Undo in the toast; tapping the rest of the row opens it
 * with Edit and Delete. Overdue items (due before today in the user's time zone) say so.
 */
export function ActionItemRow({ item, today }: { item: ActionItem; today: string }) {
  const changeStatus = useChangeActionItemStatus(item.businessId);
  const remove = useDeleteActionItem(item.businessId);
  const titleId = useId();
  // Set in the click itself, so the box ticks at once (the mutation's own pending state arrives a tick later).
  const [savingStatus, setSavingStatus] = useState<ActionItemStatus | null>(null);
  const completed = (savingStatus ?? item.status) === 'completed';
  const overdue = isOverdue(item, today);
  const toggle = () => {
    const body = toggleActionItemRequest(item);
    setSavingStatus(body.status);
    changeStatus.mutate({ record: item, body }, { onSettled: () => setSavingStatus(null) });
  };
  return (
    <li className={cn('fjb-check fj-openable', completed && 'fjb-check--done')}>
      <input
        type="checkbox"
        className="fjb-check__box fj-above-open"
        aria-labelledby={titleId}
        checked={completed}
        disabled={savingStatus !== null}
        onChange={toggle}
      />
      <DetailSheet
        trigger={
          <button type="button" className="fj-open fjb-check__open">
            <span id={titleId} className="fjb-check__title">
              {item.title}
            </span>
            {item.description && <span className="fjb-check__description">{item.description}</span>}
            <span className="fjb-check__meta">
              <Badge variant={PRIORITY_TONES[item.priority]}>{PRIORITY_LABELS[item.priority]}</Badge>
              {item.status === 'in-progress' && <Badge variant="outline">In Progress</Badge>}
              {overdue && <Badge variant="destructive">Overdue</Badge>}
              {item.dueDate && (
                <span className={cn('fjb-check__fact', overdue && 'fjb-check__fact--overdue')}>
                  <CalendarDays size={14} aria-hidden="true" /> Due {formatCalendarDate(item.dueDate)}
                </span>
              )}
              {item.assignedTo && (
                <span className="fjb-check__fact">
                  <User size={14} aria-hidden="true" /> {item.assignedTo}
                </span>
              )}
              {item.meeting && (
                <span className="fjb-check__fact">
                  <NotebookPen size={14} aria-hidden="true" /> From {item.meeting.title}
                </span>
              )}
            </span>
          </button>
        }
        title={item.title}
        editTitle="Edit Action Item"
        renderEdit={(close) => <EditActionItemForm item={item} onSaved={close} />}
        deleteLabel="Delete action item"
        onDelete={() => remove(item.id, item.title)}
      >
        <DetailList
          items={[
            ['Status', ACTION_ITEM_STATUS_HEADINGS[item.status]],
            ['Priority', PRIORITY_LABELS[item.priority]],
            ['Due', item.dueDate && `${formatCalendarDate(item.dueDate)}${overdue ? ' (overdue)' : ''}`],
            ['Assigned to', item.assignedTo],
            ['From the meeting', item.meeting?.title],
            ['Description', item.description],
            ['Completed', item.completedAt && formatCalendarDate(item.completedAt)],
          ]}
        />
      </DetailSheet>
    </li>
  );
}
