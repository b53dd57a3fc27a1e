import type { BusinessMetric } from '@fj/contracts';
import { isoMonth } from './dates';

/** Revenue recorded on dates in the month of `now` (This Month's Revenue). */
export function revenueForMonth(metrics: readonly BusinessMetric[], now: Date = new Date()): number {
  const month = isoMonth(now);
  return metrics.filter((m) => m.date.startsWith(month)).reduce((sum, m) => sum + m.revenue, 0);
}

/** The latest `count` recorded dates, oldest first (the API already answers oldest first). */
export function latestMetrics(metrics: readonly BusinessMetric[], count: number): BusinessMetric[] {
  return [...metrics].sort((a, b) => a.date.localeCompare(b.date)).slice(-count);
}
