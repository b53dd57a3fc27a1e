import type { BusinessMetric } from '@fj/contracts';

/** Revenue recorded on dates in the month of `today` (yyyy-MM-dd, the user's today): This Month's Revenue. */
export function revenueForMonth(metrics: readonly BusinessMetric[], today: string): number {
  const month = today.slice(0, 7);
  return metrics.filter((m) => m.date.startsWith(month)).reduce((sum, m) => sum + m.revenue, 0);
}

/** The latest `count` recorded dates, oldest first (the API already answers oldest first). */
export function latestMetrics(metrics: readonly BusinessMetric[], count: number): BusinessMetric[] {
  return [...metrics].sort((a, b) => a.date.localeCompare(b.date)).slice(-count);
}

/** Recorded dates for the records list: newest first. */
export const newestFirst = (metrics: readonly BusinessMetric[]): BusinessMetric[] =>
  [...metrics].sort((a, b) => b.date.localeCompare(a.date));
