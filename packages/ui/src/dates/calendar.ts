// Calendar days in the user's time zone, the browser twin of '@fj/server-kit''s (one implementation, in
// '@fj/contracts/calendar', which has no zod and no imports). Screens get the zone from useUserTimeZone().
export {
  addDays,
  isBeforeToday,
  isoDateIn,
  isoWeekday,
  knownTimeZone,
  runtimeTimeZone,
  todayIn,
  weekStartIn,
  weekStartOf,
  type IsoDate,
} from '@fj/contracts/calendar';
