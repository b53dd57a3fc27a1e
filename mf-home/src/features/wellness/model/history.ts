import { addDays, weekStartOf } from '@fj/contracts/calendar';
import type { CalorieKind, WellnessEntry, WellnessGoals } from '@fj/contracts';
import { caloriesGoalOf, caloriesLabel } from '../../../shared/model/wellness';

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
    value: roundFor(metric, values.reduce((a, b) => a + b, 0) / values.length),
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

/** The kind the days with calories share (null when none has calories, 'mixed' when they differ). */
export function caloriesKindOf(entries: readonly WellnessEntry[]): CalorieKind | 'mixed' | null {
  const kinds = new Set(entries.flatMap((e) => (e.calories === null ? [] : [e.caloriesKind ?? 'total'])));
  return kinds.size === 0 ? null : kinds.size > 1 ? 'mixed' : [...kinds][0];
}

/** A metric's name for these days: calories are 'Active energy' or 'Total energy' as stored ('Energy' when mixed). */
export function metricLabel(metric: Metric, label: string, entries: readonly WellnessEntry[]): string {
  if (metric !== 'calories') return label;
  const kind = caloriesKindOf(entries);
  return kind === 'mixed' ? 'Energy' : caloriesLabel(kind);
}

/**
 * The goal line a chart draws: calories use the goal of their kind (active or total energy), and none when the period
 * mixes both — each day is still judged against its own in metricStats. Mood has no goal.
 */
export function chartGoal(metric: Metric, entries: readonly WellnessEntry[], goals: WellnessGoals): number | null {
  if (metric === 'mood') return null;
  if (metric !== 'calories') return goals[metric];
  const kind = caloriesKindOf(entries);
  return kind === 'mixed' ? null : caloriesGoalOf(kind, goals);
}

/** Average, best day and days at goal of one metric. The best sleep is the longest night. */
export function metricStats(entries: readonly WellnessEntry[], metric: Metric, goals: WellnessGoals): MetricStats {
  const points = chartPoints(entries, metric, 'week');
  if (points.length === 0)
    return { average: null, best: null, daysWithValue: 0, daysAtGoal: metric === 'mood' ? null : 0 };
  const best = points.reduce((a, b) => (b.value > a.value ? b : a));
  const average = roundFor(metric, points.reduce((sum, p) => sum + p.value, 0) / points.length);
  // Each day against the goal that matches it: a day of active energy against the active goal (decision 2805).
  const goalOfDay = (entry: WellnessEntry): number | null =>
    metric === 'mood' ? null : metric === 'calories' ? caloriesGoalOf(entry.caloriesKind, goals) : goals[metric];
  const atGoal = entries.filter((e) => {
    const value = valueOf(e, metric);
    const goal = goalOfDay(e);
    return value !== null && goal !== null && value >= goal;
  }).length;
  return { average, best, daysWithValue: points.length, daysAtGoal: metric === 'mood' ? null : atGoal };
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

/** Averages to one decimal; sleep to the minute (a tenth of an hour is 6 minutes: 7 h 10 min would read 7 h 12 min). */
const roundFor = (metric: Metric, n: number) =>
  metric === 'sleepHours' ? Math.round(n * 60) / 60 : Math.round(n * 10) / 10;
