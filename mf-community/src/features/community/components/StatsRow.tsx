import type { CommunityStats } from '@fj/contracts';
import { Skeleton } from '@fj/ui';
import { useCommunityStats } from '../api/statsApi';
import { formatCompact, formatCount, formatPercent } from '../model/formatStats';

const STATS: Array<{ label: string; value: (s: CommunityStats) => string; hint?: string }> = [
  { label: 'Members', value: (s) => formatCount(s.members) },
  { label: 'Posts', value: (s) => formatCount(s.posts) },
  { label: 'Likes', value: (s) => formatCompact(s.likes) },
  {
    label: 'Active',
    value: (s) => formatPercent(s.activePercent),
    hint: 'posted, liked or commented in the last 30 days',
  },
];

/** The stats row, with the real numbers (GET /api/community/stats). */
export function StatsRow() {
  const stats = useCommunityStats();
  return (
    <dl className="fjc-stats" aria-label="Community stats" aria-busy={stats.isPending}>
      {STATS.map(({ label, value, hint }) => (
        <div key={label} className="fjc-stat" title={hint ? `${label}: ${hint}` : undefined}>
          <dt className="fjc-stat__label">
            {label}
            {hint && <span className="fj-visually-hidden"> ({hint})</span>}
          </dt>
          <dd className="fjc-stat__value">
            {stats.data ? value(stats.data) : stats.isError ? '–' : <Skeleton className="fjc-stat__skeleton" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
