import { DATE_TIME, formatDate, formatNumber } from '../src/text/intl';
import { plural } from '../src/text/plural';

// The screens' dates and numbers say exactly what toLocale*String said, with a formatter made once per options.
const day = new Date('2026-11-27T09:05:00Z');

it('a date says what toLocaleDateString / toLocaleString say for the same locale and options', () => {
  const cases: Array<[Intl.DateTimeFormatOptions, string | undefined]> = [
    [{ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }, 'en-GB'],
    [{ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, 'en-US'],
    [{ day: 'numeric', month: 'short', timeZone: 'America/New_York' }, 'en-GB'],
    [{ dateStyle: 'medium', timeStyle: 'short' }, undefined],
  ];
  for (const [options, locale] of cases)
    expect(formatDate(day, options, locale)).toBe(day.toLocaleString(locale, options));
  expect(formatDate(day.toISOString(), DATE_TIME)).toBe(day.toLocaleString());
  expect(formatDate(day.getTime(), { month: 'short', day: 'numeric' }, 'en-US')).toBe('Nov 27');
});

it('a date that is none says so instead of throwing', () => {
  expect(formatDate('not a date', DATE_TIME)).toBe('Invalid Date');
});

it('a number says what toLocaleString("en-US") says', () => {
  expect(formatNumber(1204)).toBe('1,204');
  expect(formatNumber(3.14159, { maximumFractionDigits: 1 })).toBe('3.1');
  expect(plural(1204, 'note')).toBe('1,204 notes');
});

it('makes one formatter per locale and options, however often a list formats', () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  for (let i = 0; i < 42; i++) formatDate(day, { weekday: 'short', day: '2-digit', timeZone: 'Asia/Tokyo' }, 'en-GB');
  expect(made).toHaveBeenCalledTimes(1);
  made.mockRestore();
});
