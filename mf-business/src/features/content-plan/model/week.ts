import { addDays } from '@fj/ui';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Nov 23 – Nov 29, 2026' (or across years 'Dec 28, 2026 – Jan 3, 2027'). */
export function weekLabel(weekStart: string): string {
  const end = addDays(weekStart, 6);
  const sameYear = weekStart.slice(0, 4) === end.slice(0, 4);
  return `${(sameYear ? monthDay : monthDayYear).format(at(weekStart))} – ${monthDayYear.format(at(end))}`;
}

/** 'Mon' and '23' for a day column. */
export const dayHeading = (date: string) => ({ weekday: weekday.format(at(date)), day: String(Number(date.slice(8))) });

/** 'Monday, November 23' — how a day is read out. */
export const dayName = (date: string) => weekdayLong.format(at(date));

/** A swipe: a mostly horizontal move of at least 50 px; left → next week (+1), right → previous (−1). */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
