import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CalendarDays, ListChecks, Plus } from 'lucide-react';
import type { Checklist as ChecklistAnswer, ContentPlan, Today, TodayActionItem, TodayMeeting } from '@fj/contracts';
import { Badge, LoadError, PendingWrites, plural, timeIn, usePendingWrites, useUserTimeZone, formatDate } from '@fj/ui';
import { actionItemTick, contentTick, useTick, useToday } from '../api/todayApi';
import { WidgetCard } from './WidgetCard';
import { WidgetBoundary, WidgetSkeleton } from './WidgetBoundary';
import { Checklist } from './Checklist';
import { withWaitingTicks } from '../model/waitingTicks';
import WellnessWidget from '../widgets/WellnessWidget';
import './today.css';

/** Items shown before 'Show all': the first screen stays short. */
const FIRST_ITEMS = 5;

/**
 * Home's first screen (docs/product.md#home): the first-run checklist for a new account, today's mood and wellness,
 * today's content with tick-done, open action items due today or overdue, and the next meeting. `checklist`: the
 * checklist's answer, read by the page (undefined when it failed: no checklist).
 */
export function TodaySection({ checklist }: { checklist: ChecklistAnswer | undefined }) {
  const today = useToday();
  const waiting = usePendingWrites();
  return (
    <section className="fjh-today" aria-labelledby="fjh-today-title" id="today">
      <h2 id="fjh-today-title" className="fj-visually-hidden">
        Today
      </h2>
      <Checklist checklist={checklist} />
      <div className="fjh-today__grid">
        <div id="fjh-today-mood">
          <WidgetBoundary title="Wellness">
            <WellnessWidget />
          </WidgetBoundary>
        </div>
        {today.isPending ? (
          <WidgetSkeleton title="Today's Content" />
        ) : today.isError ? (
          <WidgetCard id="today-error" title="Today">
            <LoadError what="today's plan" onRetry={() => void today.refetch()} />
          </WidgetCard>
        ) : (
          <TodayCards today={withWaitingTicks(today.data, waiting)} />
        )}
      </div>
    </section>
  );
}

function TodayCards({ today }: { today: Today }) {
  return (
    <>
      <ContentCard plans={today.content} />
      <ActionItemsCard items={today.actionItems} total={today.actionItemsTotal} />
      <NextMeetingCard meeting={today.nextMeeting} />
    </>
  );
}

function ContentCard({ plans }: { plans: ContentPlan[] }) {
  const zone = useUserTimeZone();
  const tick = useTick();
  return (
    <WidgetCard
      id="content"
      title="Today's Content"
      icon={<CalendarDays size={18} aria-hidden="true" />}
      action={
        <Link to="/content-plan" className="fj-btn fj-btn--ghost fj-btn--md">
          <Plus size={16} aria-hidden="true" /> Add New
        </Link>
      }
    >
      <PendingWrites scope="/api/content-plans" />
      {plans.length === 0 ? (
        <p className="fj-muted fjh-empty-line">Nothing scheduled for today.</p>
      ) : (
        <ul className="fjh-ticks">
          {plans.map((plan) => (
            <TickLine
              key={plan.id}
              done={plan.isCompleted}
              label={plan.title}
              detail={`${plan.scheduledDate ? timeIn(new Date(plan.scheduledDate), zone) : ''} · ${plan.contentType}`}
              disabled={tick.isPending}
              onToggle={(settled) => tick.mutate(contentTick(plan), { onSettled: settled })}
            />
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}

const dueText = (item: TodayActionItem) =>
  item.isOverdue
    ? `Overdue · due ${formatDate(`${item.dueDate}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }, 'en-GB')}`
    : 'Due today';

function ActionItemsCard({ items, total }: { items: TodayActionItem[]; total: number }) {
  const tick = useTick();
  const first = items.slice(0, FIRST_ITEMS);
  return (
    <WidgetCard
      id="due"
      title="Due Today"
      icon={<ListChecks size={18} aria-hidden="true" />}
      action={
        <Badge variant={items.some((i) => i.isOverdue) ? 'destructive' : 'default'}>{plural(total, 'item')}</Badge>
      }
    >
      <PendingWrites scope="/api/action-items" />
      <PendingWrites scope="/api/user-action-items" />
      {items.length === 0 ? (
        <p className="fj-muted fjh-empty-line">No action items due today.</p>
      ) : (
        <>
          <ul className="fjh-ticks">
            {first.map((item) => (
              <TickLine
                key={item.id}
                done={false}
                label={item.title}
                detail={[item.business?.name ?? 'Personal', dueText(item), item.meeting && `From ${item.meeting.title}`]
                  .filter(Boolean)
                  .join(' · ')}
                overdue={item.isOverdue}
                disabled={tick.isPending}
                onToggle={(settled) => tick.mutate(actionItemTick(item), { onSettled: settled })}
              />
            ))}
          </ul>
          {total > first.length && (
            <p className="fj-muted fjh-caption">
              {plural(total - first.length, 'more item')} in <Link to="/meeting-notes">your action items</Link> and your
              businesses' Actions tabs.
            </p>
          )}
        </>
      )}
    </WidgetCard>
  );
}

function NextMeetingCard({ meeting }: { meeting: TodayMeeting | null }) {
  const zone = useUserTimeZone();
  const when = meeting ? new Date(meeting.meetingDate) : null;
  const day = when && formatDate(when, { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone }, 'en-GB');
  return (
    <WidgetCard id="next-meeting" title="Next Meeting" icon={<CalendarClock size={18} aria-hidden="true" />}>
      {!meeting || !when ? (
        <p className="fjh-empty-line fj-muted">
          No meetings coming up. <Link to="/meeting-notes">Plan one</Link>
        </p>
      ) : (
        <Link
          className="fjh-meeting"
          to={meeting.business ? `/business/${meeting.business.id}?tab=meetings` : '/meeting-notes'}
        >
          <span className="fjh-meeting__title">{meeting.title}</span>
          <span className="fj-muted">
            {day}, {timeIn(when, zone)}
            {meeting.duration ? ` · ${meeting.duration} min` : ''}
            {meeting.business ? ` · ${meeting.business.name}` : ''}
            {meeting.location ? ` · ${meeting.location}` : ''}
          </span>
        </Link>
      )}
    </WidgetCard>
  );
}

/** One line with its checkbox: ticking saves at once (Undo in the toast). */
function TickLine({
  done,
  label,
  detail,
  overdue = false,
  disabled,
  onToggle,
}: {
  done: boolean;
  label: string;
  detail: string;
  overdue?: boolean;
  disabled: boolean;
  /** Saves the tick; calls `settled` when the saving is over. */
  onToggle: (settled: () => void) => void;
}) {
  const id = useId();
  // Ticks at once; Today is read again before the saving ends.
  const [saving, setSaving] = useState(false);
  const shown = saving ? !done : done;
  return (
    <li className={shown ? 'fjh-tick fjh-tick--done' : 'fjh-tick'}>
      <input
        id={id}
        type="checkbox"
        className="fjh-tick__box"
        checked={shown}
        disabled={disabled}
        onChange={() => {
          setSaving(true);
          onToggle(() => setSaving(false));
        }}
      />
      <label htmlFor={id} className="fjh-tick__label">
        <span className="fjh-tick__title">{label}</span>
        <span className={overdue ? 'fjh-tick__detail fjh-tick__detail--overdue' : 'fjh-tick__detail fj-muted'}>
          {detail}
        </span>
      </label>
    </li>
  );
}
