import { lazy } from 'react';
import { WELLNESS_GOALS } from '@fj/contracts/home-catalog';
import {
  Card,
  CardContent,
  LoadError,
  Page,
  PendingWrites,
  Skeleton,
  todayIn,
  useAuth,
  useUserTimeZone,
  formatNumber,
} from '@fj/ui';
import { useWellnessGoals, useWellnessRange } from '../api/wellnessHistoryApi';
import { longDate } from '../model/format';
import { AppleHealthCard } from './AppleHealthCard';
import { DayForm } from './DayForm';
import { GoalsDialog } from './GoalsDialog';
import { HistorySection } from './HistorySection';
import { LoadWhenNear } from '../../../shared/LoadWhenNear';
import './wellness.css';

// The cycle section is its own chunk, loaded (with its reads) when the person scrolls toward it: on a phone it is the
// last section, and loading it with the first screen put its code on the path to the first paint.
const CycleSection = lazy(() => import('./CycleSection'));

/**
 * /wellness (docs/product.md#wellness): today's entry, the history against the goals, Apple Health import and cycle
 * tracking (both Premium, refused by the server for free accounts). Two columns from 1024 px.
 */
export function WellnessPage() {
  const today = todayIn(useUserTimeZone());
  const { user } = useAuth();
  const goalsQuery = useWellnessGoals();
  const goals = goalsQuery.data ?? WELLNESS_GOALS;
  const isPremium = user?.isPremium === true;
  return (
    <Page title="Wellness">
      <div className="fjw-layout">
        <div className="fjw-main">
          <PendingWrites scope="/api/wellness" />
          <TodayCard today={today} />
          <div className="fjw-goals">
            <p className="fj-muted">
              Goals: {formatNumber(goals.steps)} steps · {goals.sleepHours} h sleep · {formatNumber(goals.calories)}{' '}
              kcal total · {formatNumber(goals.activeCalories)} kcal active
            </p>
            <GoalsDialog goals={goals} />
          </div>
          <HistorySection today={today} goals={goals} />
        </div>
        <div className="fjw-side">
          <AppleHealthCard isPremium={isPremium} />
          <LoadWhenNear standIn={<Skeleton style={{ height: 200 }} />} margin="400px">
            <CycleSection isPremium={isPremium} today={today} />
          </LoadWhenNear>
        </div>
      </div>
    </Page>
  );
}

function TodayCard({ today }: { today: string }) {
  const day = useWellnessRange(today, today);
  return (
    <section className="fjw-section" aria-labelledby="fjw-today">
      <h2 id="fjw-today" className="fj-section-title">
        Today · {longDate(today)}
      </h2>
      <Card>
        <CardContent>
          {day.isError ? (
            <LoadError what="today's wellness" onRetry={() => void day.refetch()} />
          ) : (
            // While today's figures load, the form stands in for itself, disabled: the same height as the filled
            // form, so the history below never moves when they arrive (docs/product.md#wellness).
            <fieldset className="fjw-day-loading" disabled={day.isPending} aria-busy={day.isPending}>
              <DayForm
                key={day.isPending ? 'loading' : JSON.stringify(day.data[0] ?? null)}
                date={today}
                entry={day.isPending ? null : (day.data[0] ?? null)}
                submitLabel="Save today"
              />
            </fieldset>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
