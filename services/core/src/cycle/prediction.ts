import { addDays } from '@fj/server-kit';
import { CYCLE_DISCLAIMER, CYCLE_HISTORY, type CycleFlow, type CycleSummary } from '@fj/contracts';

/** Cycles outside these lengths are gaps in the log (a missed period start), not cycles, and are left out. */
export const MIN_CYCLE_DAYS = 15;
export const MAX_CYCLE_DAYS = 90;
/** Flow days at most this many days apart belong to the same period (a day without logging inside a period). */
const PERIOD_GAP_DAYS = 2;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00.000Z`) / 86_400_000;

export interface FlowDay {
  date: string;
  flow: CycleFlow;
}

/**
 * The prediction of docs/decisions/2003-cycle-tracking.md from the user's own log, oldest day first:
 * a period starts on a light, medium or heavy day more than 3 days after the last day of the previous period (flow
 * days up to 3 days apart, spotting included, are one period; spotting away from a period is ignored);
 * a cycle is the days from one start to the next; the last 6 plausible cycles (15–90 days) give the average, the
 * shortest and the longest. Next period = last start + the rounded average, with the range last start + shortest …
 * last start + longest. Fertile window = the 5 days before the estimated ovulation (14 days before the next period)
 * through the day after it.
 */
export function predictCycle(days: readonly FlowDay[]): CycleSummary {
  const periods: { start: string; end: string }[] = [];
  let lastPeriodDay: string | null = null;
  for (const day of days) {
    const near = lastPeriodDay !== null && dayNumber(day.date) - dayNumber(lastPeriodDay) <= PERIOD_GAP_DAYS + 1;
    if (near) periods[periods.length - 1].end = day.date;
    else if (day.flow !== 'spotting') periods.push({ start: day.date, end: day.date });
    else continue; // spotting away from a period
    lastPeriodDay = day.date;
  }
  const lengths = periods.slice(1).map((p, i) => dayNumber(p.start) - dayNumber(periods[i].start));
  const cycles = lengths.filter((n) => n >= MIN_CYCLE_DAYS && n <= MAX_CYCLE_DAYS).slice(-CYCLE_HISTORY);
  const last = periods[periods.length - 1] ?? null;
  const recentPeriods = periods.slice(-CYCLE_HISTORY);
  const averagePeriodDays = recentPeriods.length
    ? round1(
        recentPeriods.reduce((sum, p) => sum + dayNumber(p.end) - dayNumber(p.start) + 1, 0) / recentPeriods.length,
      )
    : null;
  const base: CycleSummary = {
    lastPeriodStart: last?.start ?? null,
    cyclesUsed: cycles.length,
    averageCycleDays: null,
    shortestCycleDays: null,
    longestCycleDays: null,
    averagePeriodDays,
    nextPeriod: null,
    fertileWindow: null,
    disclaimer: CYCLE_DISCLAIMER,
  };
  if (!last || cycles.length === 0) return base;
  const average = cycles.reduce((a, b) => a + b, 0) / cycles.length;
  const shortest = Math.min(...cycles);
  const longest = Math.max(...cycles);
  const expected = addDays(last.start, Math.round(average));
  const ovulation = addDays(expected, -14);
  return {
    ...base,
    averageCycleDays: round1(average),
    shortestCycleDays: shortest,
    longestCycleDays: longest,
    nextPeriod: { expected, earliest: addDays(last.start, shortest), latest: addDays(last.start, longest) },
    fertileWindow: { start: addDays(ovulation, -5), end: addDays(ovulation, 1) },
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
