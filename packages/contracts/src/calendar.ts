// Calendar days in a person's time zone. API dates are yyyy-MM-dd; weeks start on Monday; "today", "this week" and
// "overdue" are counted in the user's IANA zone (Settings.timeZone). No zod and no imports: services use these
// through '@fj/server-kit', browsers through '@fj/ui' (both re-export this file, '@fj/contracts/calendar').

/** A calendar date, yyyy-MM-dd. */
export type IsoDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date an instant falls on in `timeZone` (a RangeError for a zone the runtime does not know). */
export function isoDateIn(instant: Date, timeZone: string): IsoDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Today in `timeZone`. */
export const todayIn = (timeZone: string, now: Date = new Date()): IsoDate => isoDateIn(now, timeZone);

/** `date` moved by `days` (negative goes back): calendar arithmetic, the same in every zone. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday that starts the week containing `date`. */
export const weekStartOf = (date: IsoDate): IsoDate => addDays(date, 1 - isoWeekday(date));

/** The Monday of this week in `timeZone`. */
export const weekStartIn = (timeZone: string, now: Date = new Date()): IsoDate => weekStartOf(todayIn(timeZone, now));

/** True when `date` is an earlier day than today in `timeZone` (yyyy-MM-dd compares as text). */
export const isBeforeToday = (date: IsoDate, timeZone: string, now: Date = new Date()): boolean =>
  date < todayIn(timeZone, now);

/** The zone this runtime is set to (the browser's, for the shell to save in Settings). */
export const runtimeTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `timeZone` when this runtime knows it, else UTC (a zone saved by a newer browser must not break a screen). */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (HH:mm, 24 h) of an instant in `timeZone`. */
export function timeIn(instant: Date, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms; whole minutes, so +05:45 works too). */
function offsetAt(instant: number, timeZone: string): number {
  const at = new Date(instant);
  const wall = Date.parse(`${isoDateIn(at, timeZone)}T${timeIn(at, timeZone)}:00.000Z`);
  return wall - (instant - (((instant % 60_000) + 60_000) % 60_000));
}

/**
 * The instant (ISO, UTC) at which the wall clock in `timeZone` reads `date` `time` (HH:mm). A time that occurs twice
 * (clocks went back) is the first; a time skipped by a daylight-saving change (02:30 on a spring-forward night)
 * moves forward by the gap, as the clocks did.
 */
export function instantOfLocal(date: IsoDate, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  const guess = wall - offsetAt(wall, timeZone);
  const candidate = wall - offsetAt(guess, timeZone);
  const reads = (t: number) => isoDateIn(new Date(t), timeZone) === date && timeIn(new Date(t), timeZone) === time;
  const chosen =
    reads(guess) && reads(candidate)
      ? Math.min(guess, candidate)
      : reads(guess)
        ? guess
        : reads(candidate)
          ? candidate
          : Math.max(guess, candidate);
  return new Date(chosen).toISOString();
}
