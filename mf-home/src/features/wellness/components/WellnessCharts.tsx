import type { WellnessEntry, WellnessGoals } from '@fj/contracts';
import { TimeSeriesChart } from '@fj/ui/charts';
import { chartGoal, chartPoints, metricLabel, type Period } from '../model/history';
import { formatMetric, METRICS, shortDate } from '../model/format';

/** The four history charts against the goals (a lazy chunk: visx loads only when the history is on screen). */
export default function WellnessCharts({
  entries,
  period,
  goals,
  domain,
}: {
  entries: readonly WellnessEntry[];
  period: Period;
  goals: WellnessGoals;
  domain: readonly [string, string];
}) {
  return (
    <div className="fjw-charts">
      {METRICS.map(({ key, label: name }) => {
        const goal = chartGoal(key, entries, goals) ?? undefined;
        const label = metricLabel(key, name, entries);
        return (
          <div key={key} className="fjw-chart">
            <h3 className="fjw-chart__title">{label}</h3>
            <TimeSeriesChart
              title={`${label} ${period === 'year' ? 'per week (average)' : 'per day'}`}
              points={chartPoints(entries, key, period)}
              kind={key === 'mood' ? 'line' : 'bar'}
              valueLabel={label}
              formatValue={(v) => formatMetric(key, v)}
              formatDate={shortDate}
              barDays={period === 'year' ? 7 : 1}
              domain={domain}
              goal={goal === undefined ? undefined : { value: goal, label: formatMetric(key, goal) }}
              height={96}
            />
          </div>
        );
      })}
    </div>
  );
}
