import { useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import type { Business } from '@fj/contracts';
import { addDays, Button, cn, LoadError, Skeleton } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useContentPlans } from '../api/contentPlansApi';
import { weekOfPlans } from '../model/grouping';
import { dayHeading, dayName, swipeDirection, weekLabel } from '../model/week';
import { ContentPlanItem } from './ContentPlanItem';
import { NewContentPlanForm } from './ContentPlanForm';

/**
 * A week (Monday first, the user's calendar) with every plan on its day. Previous / next week by the buttons, by a
 * horizontal swipe, or by the arrow keys on the week's heading; each day can take a new plan.
 */
export function WeekView({
  businessId,
  businesses,
  today,
  zone,
  thisWeek,
  enabled,
}: {
  businessId?: string;
  businesses: readonly Business[];
  today: string;
  zone: string;
  thisWeek: string;
  enabled: boolean;
}) {
  // Weeks away from this week, not a date: this week can change while the view is open (the device's zone is saved
  // after the first screen; a Sunday evening in London is Monday in Auckland), and the week shown follows it.
  const [offset, setOffset] = useState(0);
  const weekStart = addDays(thisWeek, 7 * offset);
  const plans = useContentPlans({ businessId, from: weekStart, to: addDays(weekStart, 6) }, enabled);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const move = (weeks: number) => setOffset((current) => current + weeks);
  const label = weekLabel(weekStart);
  return (
    <section className="fjcp-week" aria-labelledby="fjcp-week-label">
      <div className="fjcp-week__nav">
        <Button variant="outline" size="icon" aria-label="Previous week" onClick={() => move(-1)}>
          <ChevronLeft size={20} aria-hidden="true" />
        </Button>
        <h2
          id="fjcp-week-label"
          className="fjcp-week__label"
          tabIndex={0}
          aria-live="polite"
          aria-description="Left and right arrow keys change the week"
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
              e.preventDefault();
              move(e.key === 'ArrowLeft' ? -1 : 1);
            }
          }}
        >
          {label}
        </h2>
        <Button variant="outline" size="icon" aria-label="Next week" onClick={() => move(1)}>
          <ChevronRight size={20} aria-hidden="true" />
        </Button>
      </div>
      {offset !== 0 && (
        <Button variant="ghost" size="sm" className="fjcp-week__today" onClick={() => setOffset(0)}>
          Back to this week
        </Button>
      )}
      {plans.isError ? (
        <LoadError what="this week's plans" onRetry={() => void plans.refetch()} />
      ) : (
        <ol
          className="fjcp-days"
          aria-label={`Week of ${label}`}
          onPointerDown={(e) => {
            if (e.pointerType === 'touch') swipe.current = { x: e.clientX, y: e.clientY };
          }}
          onPointerUp={(e) => {
            if (!swipe.current) return;
            const direction = swipeDirection(e.clientX - swipe.current.x, e.clientY - swipe.current.y);
            swipe.current = null;
            if (direction !== 0) move(direction);
          }}
          onPointerCancel={() => {
            swipe.current = null;
          }}
        >
          {weekOfPlans(plans.data ?? [], weekStart, zone).map((day) => {
            const heading = dayHeading(day.date);
            const isToday = day.date === today;
            return (
              <li
                key={day.date}
                className={cn('fjcp-day', isToday && 'fjcp-day--today')}
                aria-label={`${dayName(day.date)}${isToday ? ', today' : ''}`}
              >
                <div className="fjcp-day__head">
                  <span className="fjcp-day__weekday">{heading.weekday}</span>
                  <span className="fjcp-day__number">{heading.day}</span>
                  {isToday && <span className="fjcp-day__today">Today</span>}
                  <FormDialog
                    title="Add New"
                    description={`A plan for ${dayName(day.date)}.`}
                    trigger={
                      <Button
                        variant="ghost"
                        size="icon"
                        className="fjcp-day__add"
                        aria-label={`Add a plan on ${dayName(day.date)}`}
                      >
                        <Plus size={18} aria-hidden="true" />
                      </Button>
                    }
                  >
                    {(close) => (
                      <NewContentPlanForm
                        businesses={businesses}
                        businessId={businessId ?? null}
                        date={day.date}
                        onSaved={close}
                      />
                    )}
                  </FormDialog>
                </div>
                {plans.isPending ? (
                  <Skeleton style={{ height: 44 }} />
                ) : day.plans.length === 0 ? (
                  <p className="fjcp-day__empty">Nothing planned</p>
                ) : (
                  <ul className="fjb-checklist">
                    {day.plans.map((plan) => (
                      <ContentPlanItem
                        key={plan.id}
                        plan={plan}
                        businesses={businesses}
                        today={today}
                        showDay={false}
                      />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
