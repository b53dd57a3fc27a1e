import type { BusinessMetric } from '@fj/contracts';
import { daysBetween } from './dates';

export interface TrendBar {
  date: string;
  revenue: number;
  clients: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** space kept between bars on neighbouring days */
  gap: number;
  /** the smallest visible bar, so a recorded 0 still shows */
  minBarHeight: number;
  /** bars never get thinner or wider than these */
  minBarWidth: number;
  maxBarWidth: number;
}

/**
 * Bars for the revenue of each recorded date (oldest first), scaled to the largest revenue and placed along a time
 * axis: a week without figures leaves a week-wide gap, so uneven recording shows as uneven spacing.
 */
export function revenueBars(metrics: readonly BusinessMetric[], box: ChartBox): TrendBar[] {
  if (metrics.length === 0) return [];
  const max = Math.max(...metrics.map((m) => m.revenue));
  const first = metrics[0].date;
  const span = daysBetween(first, metrics[metrics.length - 1].date) + 1; // days the axis covers
  const day = box.width / span;
  const width = Math.min(box.maxBarWidth, Math.max(box.minBarWidth, day - box.gap));
  return metrics.map((m) => {
    const height = Math.max(box.minBarHeight, max > 0 ? (m.revenue / max) * box.height : 0);
    const centre = (daysBetween(first, m.date) + 0.5) * day;
    const x = Math.min(box.width - width, Math.max(0, centre - width / 2));
    return { date: m.date, revenue: m.revenue, clients: m.clients, x, y: box.height - height, width, height };
  });
}
