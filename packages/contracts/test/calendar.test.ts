import {
  addDays,
  instantOfLocal,
  isBeforeToday,
  isoDateIn,
  isoWeekday,
  knownTimeZone,
  timeIn,
  todayIn,
  weekStartIn,
  weekStartOf,
} from '../src/calendar';

const at = (iso: string) => new Date(iso);

describe('isoDateIn / todayIn: the calendar day in a time zone', () => {
  it.each([
    // Daylight saving starts (New York, 2025-03-09 02:00 → 03:00): the day boundary stays at local midnight.
    ['2025-03-09T04:59:00Z', 'America/New_York', '2025-03-08'],
    ['2025-03-09T05:00:00Z', 'America/New_York', '2025-03-09'],
    ['2025-03-09T07:30:00Z', 'America/New_York', '2025-03-09'],
    // Daylight saving ends (New York, 2025-11-02): midnight is 04:00Z, not 05:00Z.
    ['2025-11-02T03:59:00Z', 'America/New_York', '2025-11-01'],
    ['2025-11-02T04:00:00Z', 'America/New_York', '2025-11-02'],
    ['2025-11-03T04:59:00Z', 'America/New_York', '2025-11-02'],
    // London: BST starts 2025-03-30 01:00Z and ends 2025-10-26 01:00Z.
    ['2025-03-29T23:59:00Z', 'Europe/London', '2025-03-29'],
    ['2025-06-30T23:30:00Z', 'Europe/London', '2025-07-01'],
    ['2025-10-25T23:30:00Z', 'Europe/London', '2025-10-26'],
    // Year ends, both sides of UTC.
    ['2025-12-31T15:00:00Z', 'Asia/Tokyo', '2026-01-01'],
    ['2026-01-01T07:59:00Z', 'America/Los_Angeles', '2025-12-31'],
    ['2025-12-31T10:00:00Z', 'Pacific/Kiritimati', '2026-01-01'],
    ['2026-01-01T10:59:00Z', 'Pacific/Pago_Pago', '2025-12-31'],
    ['2025-12-31T23:59:59Z', 'UTC', '2025-12-31'],
    // Half-hour zones.
    ['2025-06-30T18:29:00Z', 'Asia/Kolkata', '2025-06-30'],
    ['2025-06-30T18:30:00Z', 'Asia/Kolkata', '2025-07-01'],
    // Samoa skipped 30 December 2011 entirely.
    ['2011-12-30T10:00:00Z', 'Pacific/Apia', '2011-12-31'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(isoDateIn(at(instant), zone)).toBe(expected);
    expect(todayIn(zone, at(instant))).toBe(expected);
  });

  it('throws for a zone the runtime does not know (callers validate with the settings schema)', () => {
    expect(() => isoDateIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone(undefined)).toBe('UTC');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('calendar arithmetic and Monday-based weeks', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2025-03-30', 1, '2025-03-31'], // a DST day is still one day
    ['2025-01-15', -45, '2024-12-01'],
  ])('%s %+d days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2025-03-03', 1, '2025-03-03'], // Monday
    ['2025-03-09', 7, '2025-03-03'], // Sunday belongs to the week that started the Monday before
    ['2026-01-01', 4, '2025-12-29'], // Thursday: the week started last year
    ['2024-03-01', 5, '2024-02-26'], // across a leap day
  ])('%s is weekday %i and its week starts %s', (date, weekday, monday) => {
    expect(isoWeekday(date)).toBe(weekday);
    expect(weekStartOf(date)).toBe(monday);
  });

  it("weekStartIn counts the week in the user's zone, not the server's", () => {
    // Sunday 28 December 2025, 16:00 UTC, is already Monday 29 December in Tokyo.
    const now = at('2025-12-28T16:00:00Z');
    expect(weekStartIn('UTC', now)).toBe('2025-12-22');
    expect(weekStartIn('Asia/Tokyo', now)).toBe('2025-12-29');
    expect(weekStartIn('America/New_York', at('2026-01-05T04:30:00Z'))).toBe('2025-12-29'); // still Sunday evening there
  });

  it('isBeforeToday: a due date is overdue from the next local midnight', () => {
    const lateEvening = at('2025-03-11T03:00:00Z'); // 10 March, 23:00 in New York; 11 March in London
    expect(isBeforeToday('2025-03-10', 'America/New_York', lateEvening)).toBe(false);
    expect(isBeforeToday('2025-03-10', 'Europe/London', lateEvening)).toBe(true);
    expect(isBeforeToday('2025-03-11', 'Europe/London', lateEvening)).toBe(false);
  });

  it.each([
    ['2026-03-10', '00:00', 'Pacific/Auckland', '2026-03-09T11:00:00.000Z'], // UTC+13: midnight is the day before in UTC
    ['2026-01-01', '09:00', 'Asia/Kathmandu', '2026-01-01T03:15:00.000Z'], // +05:45
    ['2026-03-08', '02:30', 'America/Los_Angeles', '2026-03-08T10:30:00.000Z'], // skipped by spring forward: 03:30 PDT
    ['2026-11-01', '01:30', 'America/Los_Angeles', '2026-11-01T08:30:00.000Z'], // happens twice: the first (PDT)
    ['2026-07-01', '23:59', 'UTC', '2026-07-01T23:59:00.000Z'],
  ])('instantOfLocal: %s %s in %s is %s, and timeIn reads it back', (date, time, zone, iso) => {
    expect(instantOfLocal(date, time, zone)).toBe(iso);
    if (time !== '02:30') {
      expect(isoDateIn(new Date(iso), zone)).toBe(date);
      expect(timeIn(new Date(iso), zone)).toBe(time);
    }
  });
});
