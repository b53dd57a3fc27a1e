const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A yyyy-MM-dd calendar date as 'Mar 31, 2026' (read in UTC so the day never shifts with the viewer's zone). */
export const formatDay = (yyyyMmDd: string) => calendarDate.format(new Date(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`));

/** An ISO instant's day in the viewer's zone: 'Mar 3, 2026'. */
export const formatInstantDay = (iso: string) => instantDate.format(new Date(iso));
