import type { BusinessMetric } from '@fj/contracts';

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
  /** space between bars */
  gap: number;
  /** the smallest visible bar, so a recorded 0 still shows */
  minBarHeight: number;
  /** bars are never wider than one of this many slots (two figures should not fill the card), and sit centred */
  minSlots: number;
}

/** Bars for the revenue of each recorded date (in the given order), scaled to the largest revenue. */
export function revenueBars(metrics: readonly BusinessMetric[], box: ChartBox): TrendBar[] {
  if (metrics.length === 0) return [];
  const max = Math.max(...metrics.map((m) => m.revenue));
  const slot = box.width / Math.max(metrics.length, box.minSlots);
  const width = Math.max(1, slot - box.gap);
  const offset = (box.width - slot * metrics.length) / 2;
  return metrics.map((m, i) => {
    const height = Math.max(box.minBarHeight, max > 0 ? (m.revenue / max) * box.height : 0);
    return { date: m.date, revenue: m.revenue, clients: m.clients, x: offset + i * slot + (slot - width) / 2, y: box.height - height, width, height };
  });
}
