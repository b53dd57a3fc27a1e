import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarDays, Plus } from 'lucide-react';
import type { ContentPlan } from '@fj/contracts';
import { Badge, LoadError, timeIn, todayIn, useUserTimeZone } from '@fj/ui';
import { WidgetCard } from '../components/WidgetCard';
import { WidgetSkeleton } from '../components/WidgetBoundary';
import './lines.css';

/** Today's Content: the first 2 plans scheduled today (the user's day); 'Add New' goes to /content-plan. */
export default function ContentPlanningWidget() {
  const zone = useUserTimeZone();
  const today = todayIn(zone);
  const plans = useQuery<ContentPlan[]>({ queryKey: [`/api/content-plans?from=${today}&to=${today}&limit=50`] });
  const addNew = (
    <Link to="/content-plan" className="fj-btn fj-btn--ghost fj-btn--md">
      <Plus size={16} aria-hidden="true" /> Add New
    </Link>
  );
  if (plans.isPending) return <WidgetSkeleton title="Today's Content" />;
  if (plans.isError)
    return (
      <WidgetCard id="content" title="Today's Content">
        <LoadError what="today's content" onRetry={() => void plans.refetch()} />
      </WidgetCard>
    );
  // The list is newest first; today's first two are the earliest.
  const first = [...plans.data]
    .sort((a, b) => (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? ''))
    .slice(0, 2);
  return (
    <WidgetCard
      id="content"
      title="Today's Content"
      icon={<CalendarDays size={18} aria-hidden="true" />}
      action={addNew}
    >
      {first.length === 0 ? (
        <p className="fj-muted fjh-empty-line">Nothing scheduled for today.</p>
      ) : (
        <ul className="fjh-lines">
          {first.map((plan) => (
            <li key={plan.id} className="fjh-line">
              <span className="fjh-line__main">{plan.title}</span>
              <span className="fj-muted">{plan.scheduledDate ? timeIn(new Date(plan.scheduledDate), zone) : ''}</span>
              <Badge variant={plan.isCompleted ? 'success' : 'default'}>
                {plan.isCompleted ? 'Published' : plan.contentType}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
