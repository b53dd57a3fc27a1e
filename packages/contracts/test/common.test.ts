import {
  DATE_RANGE_MESSAGE,
  isoDateSchema,
  isoDateTimeSchema,
  optionalTextSchema,
  registerSchema,
  requiredTextSchema,
} from '../src';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('text the database can store', () => {
  const title = requiredTextSchema('Please enter a title', 'Title', 100);
  const notes = optionalTextSchema('Notes', 100);

  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'broken \ud83d'],
    ['a lone low surrogate', '\ude00 broken'],
  ])('refuses %s with a clear message', (_label, value) => {
    expect(messageOf(title.safeParse(value))).toBe('Title contains a character that cannot be saved');
    expect(messageOf(notes.safeParse(value))).toBe('Notes contains a character that cannot be saved');
    expect(
      messageOf(registerSchema.safeParse({ email: 'a@example.com', password: 'long enough pass', firstName: value })),
    ).toBe('First name contains a character that cannot be saved');
  });

  it('keeps emoji, accents and other scripts', () => {
    for (const value of ['Café 😀 👩🏽‍💻', 'Ünïcödé', '日本語のメモ', 'tab\there']) expect(title.parse(value)).toBe(value);
  });
});

describe('dates the database can store', () => {
  it('refuses year 0000 and keeps years 0001 to 9999', () => {
    expect(messageOf(isoDateSchema.safeParse('0000-01-01'))).toBe(DATE_RANGE_MESSAGE);
    expect(messageOf(isoDateSchema.safeParse('0000-02-29'))).toBe(DATE_RANGE_MESSAGE);
    expect(isoDateSchema.parse('0001-01-01')).toBe('0001-01-01');
    expect(isoDateSchema.parse('9999-12-31')).toBe('9999-12-31');
  });

  it.each([
    ['an offset that lands in year 10000', '9999-12-31T23:59:59-23:59'],
    ['one millisecond past 9999', '9999-12-31T23:59:59.999-00:01'],
    ['year 0000', '0000-06-01T12:00:00Z'],
    ['an offset that lands in year 0000', '0001-01-01T00:00:00+14:00'],
    ['a plain date in year 0000', '0000-01-01'],
  ])('refuses a date-time with %s', (_label, value) => {
    expect(messageOf(isoDateTimeSchema.safeParse(value))).toBe(DATE_RANGE_MESSAGE);
  });

  it('keeps the edges of the range and converts to the instant', () => {
    expect(isoDateTimeSchema.parse('9999-12-31T23:59:59.999Z').toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(isoDateTimeSchema.parse('0001-01-01T00:00:00Z').toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(isoDateTimeSchema.parse('2025-01-31T09:30:00+02:00').toISOString()).toBe('2025-01-31T07:30:00.000Z');
    expect(isoDateTimeSchema.parse('2025-01-31').toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });

  it('still explains a malformed date-time', () => {
    expect(messageOf(isoDateTimeSchema.safeParse('31/01/2025'))).toBe(
      'Use an ISO date and time, e.g. 2025-01-31T09:30:00.000Z',
    );
  });
});
