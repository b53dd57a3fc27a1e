import { addDays, weekStartOf } from '@fj/contracts/calendar';
import type { WellnessEntry, WellnessGoals } from '@fj/contracts';

export type Period = 'week' | 'month' | 'year';
export type Metric = 'steps' | 'sleepHours' | 'calories' | 'mood';

/** The days a period shows, ending today: the last 7, 30 or 365 days (one GET /api/wellness, ≤ 366 days). */
export function periodRange(period: Period, today: string): { start: string; end: string } {
  const days = period === 'week' ? 7 : period === 'month' ? 30 : 365;
  return { start: addDays(today, 1 - days), end: today };
}

const valueOf = (entry: WellnessEntry, metric: Metric): number | null => entry[metric];

export interface Point {
  date: string;
  value: number;
}

/**
 * The chart's points: one per day with a value (week, month), or for a year one per week (dated by its Monday, the
 * average of its days with a value), so 365 days stay readable on a phone.
 */
export function chartPoints(entries: readonly WellnessEntry[], metric: Metric, period: Period): Point[] {
  const days = entries.flatMap((e) => {
    const value = valueOf(e, metric);
    return value === null ? [] : [{ date: e.date, value }];
  });
  if (period !== 'year') return days;
  const weeks = new Map<string, number[]>();
  for (const d of days) {
    const week = weekStartOf(d.date);
    weeks.set(week, [...(weeks.get(week) ?? []), d.value]);
  }
  return [...weeks].map(([date, values]) => ({
    date,
    value: round1(values.reduce((a, b) => a + b, 0) / values.length),
  }));
}

export interface MetricStats {
  /** average over the days with a value (null when none) */
  average: number | null;
  best: Point | null;
  daysWithValue: number;
  /** days that reached the goal (mood has none) */
  daysAtGoal: number | null;
}

/** Average, best day and days at goal of one metric. The best sleep is the longest night. */
export function metricStats(entries: readonly WellnessEntry[], metric: Metric, goals: WellnessGoals): MetricStats {
  const points = chartPoints(entries, metric, 'week');
  if (points.length === 0)
    return { average: null, best: null, daysWithValue: 0, daysAtGoal: metric === 'mood' ? null : 0 };
  const best = points.reduce((a, b) => (b.value > a.value ? b : a));
  const average = round1(points.reduce((sum, p) => sum + p.value, 0) / points.length);
  const goal = metric === 'mood' ? null : goals[metric];
  return {
    average,
    best,
    daysWithValue: points.length,
    daysAtGoal: goal === null ? null : points.filter((p) => p.value >= goal).length,
  };
}

/**
 * Days in a row with an entry, ending today — or yesterday, while today has none yet (the streak is not broken
 * until the day is over). `dates` are the days with an entry, any order.
 */
export function currentStreak(dates: readonly string[], today: string): number {
  const set = new Set(dates);
  let day = set.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
