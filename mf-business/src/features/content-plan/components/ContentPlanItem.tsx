import { useId, useState } from 'react';
import { CalendarDays, Clock } from 'lucide-react';
import type { Business, ContentPlan } from '@fj/contracts';
import { Badge, cn, DetailList, useUserTimeZone } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { useDeleteContentPlan, useToggleContentPlan } from '../api/contentPlansApi';
import { isOverdue, scheduledDay, scheduledTime } from '../model/grouping';
import { CONTENT_TYPE_LABELS } from '../../../shared/model/contentPlanLabels';
import { formatPlanDay, STATUS_LABELS } from '../model/format';
import { EditContentPlanForm } from './ContentPlanForm';

/**
 * One plan: the checkbox completes it (or reopens it; 'Updated' with Undo), the rest of the row opens it with Edit and
 * Delete (which asks first). `showDay` adds the date (lists); the week view shows the time only.
 */
export function ContentPlanItem({
  plan,
  businesses,
  today,
  showDay = true,
}: {
  plan: ContentPlan;
  businesses: readonly Business[];
  today: string;
  showDay?: boolean;
}) {
  const zone = useUserTimeZone();
  const toggle = useToggleContentPlan();
  const remove = useDeleteContentPlan();
  const titleId = useId();
  // Set in the click itself, so the box ticks at once (the mutation's own pending state arrives a tick later).
  const [saving, setSaving] = useState<boolean | null>(null);
  const done = saving ?? plan.isCompleted;
  const overdue = isOverdue(plan, today, zone);
  const day = scheduledDay(plan, zone);
  const time = scheduledTime(plan, zone);
  const business = businesses.find((b) => b.id === plan.businessId);
  const onToggle = () => {
    setSaving(!plan.isCompleted);
    toggle.mutate({ plan, isCompleted: !plan.isCompleted }, { onSettled: () => setSaving(null) });
  };
  return (
    <li className={cn('fjb-check fj-openable', done && 'fjb-check--done')}>
      <input
        type="checkbox"
        className="fjb-check__box fj-above-open"
        aria-labelledby={titleId}
        checked={done}
        disabled={saving !== null}
        onChange={onToggle}
      />
      <DetailSheet
        trigger={
          <button type="button" className="fj-open fjb-check__open">
            <span id={titleId} className="fjb-check__title">
              {plan.title}
            </span>
            <span className="fjb-check__meta">
              <Badge variant="secondary">{CONTENT_TYPE_LABELS[plan.contentType]}</Badge>
              {plan.status === 'published' && <Badge variant="outline">Published</Badge>}
              {overdue && <Badge variant="destructive">Overdue</Badge>}
              {showDay && day && (
                <span className="fjb-check__fact">
                  <CalendarDays size={14} aria-hidden="true" /> {formatPlanDay(day, today)}
                </span>
              )}
              {time && (
                <span className="fjb-check__fact">
                  <Clock size={14} aria-hidden="true" /> {time}
                </span>
              )}
              {business && <span className="fjb-check__fact">{business.name}</span>}
            </span>
          </button>
        }
        title={plan.title}
        editTitle="Edit Content Plan"
        renderEdit={(close) => <EditContentPlanForm plan={plan} businesses={businesses} onSaved={close} />}
        deleteLabel="Delete content plan"
        onDelete={() => remove.mutate(plan)}
        confirm={{
          title: `Delete ${plan.title}?`,
          description: 'This content plan will be deleted. This cannot be undone.',
          confirmLabel: 'Delete content plan',
        }}
      >
        <DetailList
          items={[
            ['Type', CONTENT_TYPE_LABELS[plan.contentType]],
            ['Status', `${STATUS_LABELS[plan.status]}${overdue ? ' (overdue)' : ''}`],
            ['Scheduled', day && `${formatPlanDay(day, today)} at ${time}`],
            ['Business', business?.name],
            ['Description', plan.description],
            [
              'Completed',
              plan.completedAt && formatPlanDay(scheduledDay({ scheduledDate: plan.completedAt }, zone) ?? '', today),
            ],
          ]}
        />
      </DetailSheet>
    </li>
  );
}
