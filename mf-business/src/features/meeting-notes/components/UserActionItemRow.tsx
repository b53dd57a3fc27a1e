import { useState } from 'react';
import { CalendarDays, NotebookPen } from 'lucide-react';
import type { UserActionItem, UserActionItemStatus } from '@fj/contracts';
import { Badge, cn, DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { Select } from '@fj/ui/select';
import { PRIORITY_LABELS } from '../../../shared/model/actionItems';
import { formatCalendarDate } from '../../../shared/model/dates';
import { useChangeUserActionItemStatus, useDeleteUserActionItem } from '../api/userActionItemsApi';
import { USER_ACTION_ITEM_STATUS_LABELS } from '../model/userActionItems';
import { EditUserActionItemForm } from './UserActionItemForm';

const PRIORITY_TONES = { low: 'secondary', medium: 'default', high: 'premium', urgent: 'destructive' } as const;
const STATUS_OPTIONS = (Object.keys(USER_ACTION_ITEM_STATUS_LABELS) as UserActionItemStatus[]).map((value) => ({
  value,
  label: USER_ACTION_ITEM_STATUS_LABELS[value],
}));

/**
 * One personal action item: its status dropdown saves at once (Undo in the toast); tapping the rest opens it with Edit
 * and Delete. Overdue (the server's verdict, in the user's time zone) is marked.
 */
export function UserActionItemRow({ item }: { item: UserActionItem }) {
  const changeStatus = useChangeUserActionItemStatus();
  const remove = useDeleteUserActionItem();
  // The value being saved shows in the change itself (the mutation's pending state arrives a tick later).
  const [saving, setSaving] = useState<UserActionItemStatus | null>(null);
  const done = item.status === 'completed' || item.status === 'cancelled';
  return (
    <li className={cn('fjm-item fj-openable', done && 'fjm-item--done')}>
      <DetailSheet
        trigger={
          <button type="button" className="fj-open fjm-item__open">
            <span className="fjm-item__title">{item.title}</span>
            <span className="fjm-item__meta">
              <Badge variant={PRIORITY_TONES[item.priority]}>{PRIORITY_LABELS[item.priority]}</Badge>
              {item.isOverdue && <Badge variant="destructive">Overdue</Badge>}
              {item.dueDate && (
                <span className={cn('fjm-item__due', item.isOverdue && 'fjm-item__due--overdue')}>
                  <CalendarDays size={14} aria-hidden="true" /> Due {formatCalendarDate(item.dueDate)}
                </span>
              )}
              {item.meeting && (
                <span className="fjm-item__due">
                  <NotebookPen size={14} aria-hidden="true" /> From {item.meeting.title}
                </span>
              )}
            </span>
          </button>
        }
        title={item.title}
        editTitle="Edit Action Item"
        renderEdit={(close) => <EditUserActionItemForm item={item} onSaved={close} />}
        deleteLabel="Delete action item"
        onDelete={() => remove(item)}
      >
        <DetailList
          items={[
            ['Status', USER_ACTION_ITEM_STATUS_LABELS[item.status]],
            ['Priority', PRIORITY_LABELS[item.priority]],
            ['Due', item.dueDate && `${formatCalendarDate(item.dueDate)}${item.isOverdue ? ' (overdue)' : ''}`],
            ['From the meeting', item.meeting?.title],
            ['Description', item.description],
            ['Completed', item.completedAt && formatCalendarDate(item.completedAt)],
          ]}
        />
      </DetailSheet>
      <div className="fjm-item__status fj-above-open">
        <Select
          label={`Status of ${item.title}`}
          value={saving ?? item.status}
          options={STATUS_OPTIONS}
          disabled={saving !== null}
          onValueChange={(value) => {
            const status = value as UserActionItemStatus;
            if (status === item.status) return;
            setSaving(status);
            changeStatus.mutate({ item, status }, { onSettled: () => setSaving(null) });
          }}
        />
      </div>
    </li>
  );
}
