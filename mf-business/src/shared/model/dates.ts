// API dates travel as yyyy-MM-dd and instants as ISO date-times. "Today" is the user's (useUserTimeZone).

const pad = (n: number) => String(n).padStart(2, '0');

const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortCalendarDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A calendar date (yyyy-MM-dd, or a date-only value stored as midnight UTC) as 'Jan 5, 2026'.
 * Read in UTC so the day never shifts with the viewer's time zone.
 */
export const formatCalendarDate = (value: string) => calendarDate.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));

/** 'Jan 5' for chart labels. */
export const formatShortCalendarDate = (value: string) =>
  shortCalendarDate.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));

/** An instant in the viewer's time zone: 'Jan 5, 2026, 3:30 PM'. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A `datetime-local` input value (local wall time) as an ISO instant; null when empty or invalid. */
export function localDateTimeToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a `datetime-local` input value (the viewer's wall time), for editing. */
export function isoToLocalDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Whole days from `from` to `to` (both yyyy-MM-dd). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
