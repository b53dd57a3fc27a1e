import { lazy, Suspense, useState } from 'react';
import { Target } from 'lucide-react';
import { Button, LoadError, TargetProgress, useUserTimeZone, weekStartIn, formatNumber } from '@fj/ui';
import { useWeeklyTargets } from '../api/targetsApi';
import { WidgetCard } from '../components/WidgetCard';
import { WidgetSkeleton } from '../components/WidgetBoundary';
import { targetName } from './targetName';
import './targets.css';

// The edit dialog (Radix Dialog) loads when first opened: the home view's JS budget.
const EditTargetsDialog = lazy(() => import('./EditTargetsDialog'));

const SHOWN = 3;

/** Weekly Targets: up to 3 of this week's with progress bars; Edit opens the dialog that adds, changes and removes. */
export default function WeeklyTargetsWidget() {
  const week = weekStartIn(useUserTimeZone());
  const targets = useWeeklyTargets(week);
  const [editing, setEditing] = useState(false);
  if (targets.isPending) return <WidgetSkeleton title="Weekly Targets" rows={3} />;
  if (targets.isError)
    return (
      <WidgetCard id="targets" title="Weekly Targets">
        <LoadError what="weekly targets" onRetry={() => void targets.refetch()} />
      </WidgetCard>
    );
  const shown = targets.data.slice(0, SHOWN);
  return (
    <WidgetCard
      id="targets"
      title="Weekly Targets"
      icon={<Target size={18} aria-hidden="true" />}
      action={
        <Button variant="ghost" onClick={() => setEditing(true)}>
          Edit
        </Button>
      }
    >
      {shown.length === 0 ? (
        <div className="fjh-empty-line">
          <p className="fj-muted">No targets set for this week.</p>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Set targets
          </Button>
        </div>
      ) : (
        <ul className="fjh-targets">
          {shown.map((t) => (
            <li key={t.id} className="fjh-target">
              <div className="fjh-target__head">
                <span>{targetName(t)}</span>
                <span className="fj-muted">
                  {formatNumber(t.currentValue)}/{formatNumber(t.targetValue)}
                </span>
              </div>
              <TargetProgress label={targetName(t)} current={t.currentValue} target={t.targetValue} />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditTargetsDialog week={week} targets={targets.data} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </WidgetCard>
  );
}
