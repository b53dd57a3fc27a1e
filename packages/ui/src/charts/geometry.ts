import { scaleLinear, scaleUtc } from '@visx/scale';

/** One value on a calendar date (yyyy-MM-dd): a day's revenue, a week's or a month's (dated by its first day). */
export interface ChartPoint {
  date: string;
  value: number;
}

export interface PlotBox {
  width: number;
  height: number;
  /** days one point stands for (1 day, 7 a week, 30 a month): bars are that wide, less the gap */
  barDays?: number;
  /** first and last day the time axis covers (defaults to the first and last point) */
  domain?: readonly [string, string];
  /** a goal drawn as a line: the value axis reaches at least to it */
  goal?: number;
}

export interface PlacedBar extends ChartPoint {
  x: number;
  y: number;
  width: number;
  height: number;
}

const DAY_MS = 86_400_000;
const GAP = 3;
const MIN_BAR_WIDTH = 4;
const MAX_BAR_WIDTH = 28;
/** A recorded 0 still shows as a sliver. */
const MIN_BAR_HEIGHT = 2;

export const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * The scales of a time chart: x is a UTC time scale over whole days (the last day included), y is linear from 0 to
 * the largest value (rounded to nice ticks). Gaps in recording show as gaps on the axis.
 */
export function timeScales(points: readonly ChartPoint[], { width, height, domain, goal = 0 }: PlotBox) {
  const first = domain?.[0] ?? points[0]?.date ?? '1970-01-01';
  const last = domain?.[1] ?? points[points.length - 1]?.date ?? first;
  const end = new Date(dayStart(last).getTime() + DAY_MS);
  const x = scaleUtc<number>({ domain: [dayStart(first), end], range: [0, width] });
  const max = Math.max(0, goal, ...points.map((p) => p.value));
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [height, 0], nice: true });
  const dayWidth = width / Math.max(1, (end.getTime() - dayStart(first).getTime()) / DAY_MS);
  return { x, y, dayWidth };
}

/**
 * Bars placed by date: each spans its bucket (barDays) centred on it, between 4 and 28 px wide, kept inside the plot;
 * heights scale to the largest value, at least 2 px.
 */
export function placeBars(points: readonly ChartPoint[], box: PlotBox): PlacedBar[] {
  if (points.length === 0) return [];
  const { x, y, dayWidth } = timeScales(points, box);
  const width = Math.min(MAX_BAR_WIDTH, Math.max(MIN_BAR_WIDTH, dayWidth * (box.barDays ?? 1) - GAP));
  return points.map((p) => {
    const centre = x(dayStart(p.date)) + (dayWidth * (box.barDays ?? 1)) / 2;
    const left = Math.min(box.width - width, Math.max(0, centre - width / 2));
    const height = Math.max(MIN_BAR_HEIGHT, box.height - y(p.value));
    return { ...p, x: left, y: box.height - height, width, height };
  });
}

/** Where a point sits across the plot (0–100 %), for labels placed over it in HTML. */
export const percentAcross = (bar: PlacedBar, width: number) => ((bar.x + bar.width / 2) / width) * 100;
