import { lazy, useState } from 'react';
import { Flame, Pencil } from 'lucide-react';
import type { WellnessEntry, WellnessGoals } from '@fj/contracts';
import { Button, EmptyState, LoadError, Skeleton, cn, plural, formatNumber } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useWellnessRange } from '../api/wellnessHistoryApi';
import { currentStreak, metricLabel, metricStats, periodRange, type Period } from '../model/history';
import { formatMetric, longDate, METRICS, shortDate } from '../model/format';
import { moodText } from '../../../shared/MoodPicker';
import { formatSleep } from '../../../shared/model/wellness';
import { LoadWhenNear } from '../../../shared/LoadWhenNear';
import { DayForm } from './DayForm';

const WellnessCharts = lazy(() => import('./WellnessCharts'));
const PERIODS: ReadonlyArray<{ key: Period; label: string }> = [
  { key: 'week', label: 'Week' },
  { key: 'month', label: 'Month' },
  { key: 'year', label: 'Year' },
];

/** History: week / month / year charts against the goals, averages, best days, the streak, and every day to edit. */
export function HistorySection({ today, goals }: { today: string; goals: WellnessGoals }) {
  const [period, setPeriod] = useState<Period>('week');
  const { start, end } = periodRange(period, today);
  const year = periodRange('year', today);
  const range = useWellnessRange(start, end);
  // The streak reads the last 365 days (the year view's own query, shared when it is open).
  const streakRange = useWellnessRange(year.start, year.end);
  const streak = streakRange.data
    ? currentStreak(
        streakRange.data.map((e) => e.date),
        today,
      )
    : null;
  return (
    <section className="fjw-section" aria-labelledby="fjw-history">
      <div className="fjw-section__head">
        <h2 id="fjw-history" className="fj-section-title">
          History
        </h2>
        <div className="fjw-periods" role="group" aria-label="Period">
          {PERIODS.map((p) => (
            <button
              key={p.key}
              type="button"
              className={cn('fjw-period', period === p.key && 'fjw-period--on')}
              aria-pressed={period === p.key}
              onClick={() => setPeriod(p.key)}
            >
              {p.label}
            </button>
          ))}
        </div>
      </div>
      <p className="fjw-streak">
        <Flame size={18} aria-hidden="true" />
        {streak === null
          ? 'Counting your streak…'
          : streak === 0
            ? 'No streak yet: record today to start one'
            : `${streak}${streak >= 365 ? '+' : ''}-day streak of days with an entry`}
      </p>
      {range.isPending ? (
        <Skeleton style={{ height: 240 }} />
      ) : range.isError ? (
        <LoadError what="your wellness history" onRetry={() => void range.refetch()} />
      ) : range.data.length === 0 ? (
        <EmptyState
          title="No days recorded in this period"
          description="Enter today's figures above, edit a past day, or import from Apple Health."
        />
      ) : (
        <>
          <Stats entries={range.data} goals={goals} />
          <HistoryCharts entries={range.data} period={period} goals={goals} domain={[start, end]} />
          <DayList entries={range.data} />
        </>
      )}
      <EditDayDialog today={today} />
    </section>
  );
}

/**
 * The charts (and the chart library) load when the person scrolls toward them: below today's form on a phone, they
 * would otherwise download while the first screen is still drawing.
 */
function HistoryCharts(props: Parameters<typeof WellnessCharts>[0]) {
  return (
    <LoadWhenNear standIn={<Skeleton style={{ height: 240 }} />} margin="400px">
      <WellnessCharts {...props} />
    </LoadWhenNear>
  );
}

function Stats({ entries, goals }: { entries: readonly WellnessEntry[]; goals: WellnessGoals }) {
  return (
    <ul className="fjw-stats" aria-label="Averages and best days">
      {METRICS.map(({ key, label }) => {
        const s = metricStats(entries, key, goals);
        return (
          <li key={key} className="fjw-stat">
            <span className="fjw-stat__label">{metricLabel(key, label, entries)}</span>
            <span className="fjw-stat__value">{s.average === null ? '—' : formatMetric(key, s.average)}</span>
            <span className="fj-muted fjw-stat__note">average</span>
            {s.best && (
              <span className="fj-muted fjw-stat__note">
                best {formatMetric(key, s.best.value)} on {shortDate(s.best.date)}
              </span>
            )}
            {s.daysAtGoal !== null && s.daysWithValue > 0 && (
              <span className="fj-muted fjw-stat__note">
                goal met {s.daysAtGoal} of {plural(s.daysWithValue, 'day')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function DayList({ entries }: { entries: readonly WellnessEntry[] }) {
  return (
    <ul className="fjw-days" aria-label="Days recorded">
      {[...entries]
        .reverse()
        .slice(0, 31)
        .map((entry) => (
          <li key={entry.date} className="fjw-day">
            <div className="fjw-day__text">
              <span className="fjw-day__date">{longDate(entry.date)}</span>
              <span className="fj-muted fjw-day__figures">
                {[
                  entry.steps != null && `${formatNumber(entry.steps)} steps`,
                  entry.sleepHours != null && `${formatSleep(entry.sleepHours)} sleep`,
                  entry.calories != null &&
                    `${formatNumber(entry.calories)} kcal ${entry.caloriesKind === 'active' ? 'active' : 'total'}`,
                  moodText(entry.mood),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {entry.source === 'apple_health' && ' · Apple Health'}
              </span>
            </div>
            <FormDialog
              title={`Edit ${longDate(entry.date)}`}
              trigger={
                <Button variant="ghost" size="icon" aria-label={`Edit ${longDate(entry.date)}`}>
                  <Pencil size={18} aria-hidden="true" />
                </Button>
              }
            >
              {(close) => <DayForm date={entry.date} entry={entry} onSaved={close} />}
            </FormDialog>
          </li>
        ))}
    </ul>
  );
}

/** Any past day: pick the date, then its figures (a day already recorded opens with its values). */
function EditDayDialog({ today }: { today: string }) {
  return (
    <FormDialog
      title="Record a past day"
      description="Pick the day, then enter what you know."
      trigger={<Button variant="outline">Record a past day</Button>}
    >
      {(close) => <PastDay today={today} onSaved={close} />}
    </FormDialog>
  );
}

function PastDay({ today, onSaved }: { today: string; onSaved: () => void }) {
  const [date, setDate] = useState(today);
  const day = useWellnessRange(date, date);
  return (
    <div className="fjw-past-day">
      <label className="fj-label" htmlFor="fjw-past-date">
        Day
      </label>
      <input
        id="fjw-past-date"
        className="fj-input"
        type="date"
        max={today}
        value={date}
        onChange={(e) => e.target.value && e.target.value <= today && setDate(e.target.value)}
      />
      {day.isPending ? (
        <Skeleton style={{ height: 160 }} />
      ) : day.isError ? (
        <LoadError what="that day" onRetry={() => void day.refetch()} />
      ) : (
        <DayForm key={date} date={date} entry={day.data[0] ?? null} onSaved={onSaved} />
      )}
    </div>
  );
}
