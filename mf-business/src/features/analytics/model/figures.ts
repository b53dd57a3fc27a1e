import type { AnalyticsBucket, RecentMetrics } from '@fj/contracts';
import { formatNumber } from '@fj/ui';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Money in US dollars (docs/product.md#time-and-dates). */
export const formatUsd = (amount: number) => usd.format(amount);
export const formatUsdWhole = (amount: number) => usdWhole.format(amount);
/** '$1.2K' for an axis. */
export const formatUsdCompact = (amount: number) => usdCompact.format(amount);

/** The growth rate tile: '+12.5%' / '−3%' / '0%', or '—' with why there is no figure (never a made-up one). */
export function growthFigure(metrics: RecentMetrics): {
  value: string;
  note: string;
  tone: 'up' | 'down' | 'flat' | 'none';
} {
  if (metrics.growthRate === null) return { value: '—', note: 'Not enough data yet', tone: 'none' };
  const rate = metrics.growthRate;
  const value = `${rate > 0 ? '+' : rate < 0 ? '−' : ''}${formatNumber(Math.abs(rate), { maximumFractionDigits: 1 })}%`;
  return { value, note: 'Revenue, last 30 days vs the 30 before', tone: rate > 0 ? 'up' : rate < 0 ? 'down' : 'flat' };
}

const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** How a bucket's start reads: 'Jan 5' (a day), 'Week of Jan 5', 'Jan 2026' (a month). */
export function bucketLabel(bucket: AnalyticsBucket, start: string): string {
  if (bucket === 'month') return monthYear.format(at(start));
  return bucket === 'week' ? `Week of ${dayMonth.format(at(start))}` : dayMonth.format(at(start));
}

/** Days a bucket stands for, so its bar spans it. */
export const BUCKET_DAYS: Record<AnalyticsBucket, number> = { day: 1, week: 7, month: 30 };

/** Weekly target types, as people read them (unknown types keep their own words). */
const TARGET_LABELS: Record<string, string> = {
  content_posts: 'Content posts',
  new_followers: 'New followers',
  workouts: 'Workouts',
  revenue: 'Revenue',
  meetings: 'Meetings',
  custom: 'Custom',
};
export const targetLabel = (type: string) => TARGET_LABELS[type] ?? type.replace(/_/g, ' ');
