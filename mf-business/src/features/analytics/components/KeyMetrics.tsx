import type { DashboardSummary } from '@fj/contracts';
import { cn } from '@fj/ui';
import { formatUsd, growthFigure } from '../model/figures';

/**
 * Key Metrics, all measured (docs/product.md#analytics): the growth rate (revenue of the last 30 days vs the 30 before,
 * '—' until there is an earlier period), connected accounts ('—' while social cannot be reached), this week's revenue,
 * active targets.
 */
export function KeyMetrics({ summary }: { summary: DashboardSummary }) {
  const growth = growthFigure(summary.recentMetrics);
  const socialDown = summary.unavailable.includes('social');
  const tiles = [
    { label: 'Growth rate', value: growth.value, note: growth.note, tone: growth.tone, testId: 'growth-rate' },
    {
      label: 'Connected accounts',
      value: socialDown ? '—' : String(summary.socialAccounts.length),
      note: socialDown ? 'No social accounts yet' : 'Across your businesses',
      testId: 'connected-accounts',
    },
    {
      label: "This week's revenue",
      value: formatUsd(summary.recentMetrics.weekRevenue),
      note: 'Since Monday',
      testId: 'week-revenue',
    },
    {
      label: 'Active targets',
      value: String(summary.weeklyTargets.length),
      note: 'This week',
      testId: 'active-targets',
    },
  ];
  return (
    <section className="fjb-section" aria-labelledby="fja-key-metrics">
      <h2 id="fja-key-metrics" className="fj-section-title">
        Key Metrics
      </h2>
      <dl className="fja-tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className="fja-tile fj-card">
            <dt className="fja-tile__label">{tile.label}</dt>
            <dd
              className={cn('fja-tile__value', tile.tone && `fja-tile__value--${tile.tone}`)}
              data-testid={tile.testId}
            >
              {tile.value}
            </dd>
            <dd className="fja-tile__note">{tile.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
