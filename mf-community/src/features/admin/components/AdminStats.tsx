import type { AdminStats as Stats } from '@fj/contracts';
import { Skeleton } from '@fj/ui';
import { useAdminStats } from '../api/adminApi';
import { formatEngagement } from '../model/adminMessageForm';

const grouped = new Intl.NumberFormat('en-US');
const CARDS: Array<{ label: string; value: (s: Stats) => string; hint: string }> = [
  { label: 'Total Users', value: (s) => grouped.format(s.totalUsers), hint: 'accounts on this server' },
  { label: 'Messages Sent', value: (s) => grouped.format(s.messagesSent), hint: 'broadcasts so far' },
  {
    label: 'Engagement Rate',
    value: (s) => formatEngagement(s.engagementRate),
    hint: 'users who read a message in the last 30 days',
  },
  {
    label: 'Failed Jobs',
    value: (s) => grouped.format(s.failedJobs),
    hint: 'background jobs given up after their last attempt',
  },
];

/** The four stat cards, with real figures from GET /api/admin/stats. */
export function AdminStats() {
  const stats = useAdminStats();
  return (
    <dl className="fjc-stats fja-stats" aria-label="Admin stats" aria-busy={stats.isPending}>
      {CARDS.map(({ label, value, hint }) => (
        <div key={label} className="fjc-stat">
          <dt className="fjc-stat__label">
            {label}
            <span className="fj-visually-hidden"> ({hint})</span>
          </dt>
          <dd className="fjc-stat__value">
            {stats.data ? value(stats.data) : stats.isError ? '–' : <Skeleton className="fjc-stat__skeleton" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
