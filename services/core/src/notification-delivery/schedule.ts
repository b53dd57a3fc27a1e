import { addDays, instantOfLocal, isoDateIn, isoWeekday, timeIn } from '@fj/contracts/calendar';

/** Pure time rules of delivery, in the recipient's time zone (architecture "Time"). */

const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2));

/** The local hour (0–23) at `now` in `timeZone`. */
export const localHour = (now: Date, timeZone: string): number => hourOf(timeIn(now, timeZone));

/**
 * Whether `hour` falls inside quiet hours [start, end): a window like 22:00–08:00 crosses midnight. start = end is
 * an empty window (nothing is quiet).
 */
export function inQuietHours(hour: number, quietStart: string, quietEnd: string): boolean {
  const start = hourOf(quietStart);
  const end = hourOf(quietEnd);
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** The first instant after `now` at which the local clock in `timeZone` reads `hh:00`. */
export function nextLocalHour(now: Date, timeZone: string, hhmm: string, onWeekday?: number): Date {
  const today = isoDateIn(now, timeZone);
  for (let day = 0; day <= 8; day++) {
    const date = addDays(today, day);
    if (onWeekday && isoWeekday(date) !== onWeekday) continue;
    const at = new Date(instantOfLocal(date, hhmm, timeZone));
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error(`no ${hhmm} in the next 8 days in ${timeZone}`);
}

/** When quiet hours that hold `now` end (the next local quietEnd). */
export const quietHoursEnd = (now: Date, timeZone: string, quietEnd: string): Date =>
  nextLocalHour(now, timeZone, quietEnd);

export const DIGEST_TIME = '09:00';
/** Daily digests go out at the next 09:00 local, weekly ones at the next Monday 09:00 local. */
export function nextDigestAt(now: Date, timeZone: string, frequency: 'daily' | 'weekly'): Date {
  return nextLocalHour(now, timeZone, DIGEST_TIME, frequency === 'weekly' ? 1 : undefined);
}

/** The local calendar day the 10-per-day-per-type limit counts in. */
export const localDay = (now: Date, timeZone: string): string => isoDateIn(now, timeZone);
