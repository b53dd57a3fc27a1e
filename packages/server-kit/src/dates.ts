// Calendar days in the user's time zone (Settings.timeZone): "today", "this week" (Monday-based), overdue, streaks.
// One implementation for services and browsers, kept with the contracts (yyyy-MM-dd is part of the API contract);
// the browser twin is '@fj/ui'. Tests: packages/contracts/test/calendar.test.ts.
export {
  addDays,
  isBeforeToday,
  isoDateIn,
  isoWeekday,
  knownTimeZone,
  todayIn,
  weekStartIn,
  weekStartOf,
  type IsoDate,
} from '@fj/contracts/calendar';
