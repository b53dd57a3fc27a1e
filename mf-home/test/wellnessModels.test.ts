import type { CycleDay, CycleSummary, WellnessEntry } from '@fj/contracts';
import {
  chartGoal,
  chartPoints,
  currentStreak,
  metricLabel,
  metricStats,
  periodRange,
} from '../src/features/wellness/model/history';
import { formatMetric } from '../src/features/wellness/model/format';
import { dayFormBody } from '../src/features/wellness/model/dayForm';
import { goalsBody } from '../src/features/wellness/components/GoalsDialog';
import { importBatches, importSummary } from '../src/features/wellness/import/useHealthImport';
import { caloriesGoalOf, formatSleep } from '../src/shared/model/wellness';
import { cycleMarks } from '../src/features/wellness/model/calendarMarks';
import { entryBody, parseTags } from '../src/features/journal/model/entryForm';

const entry = (date: string, fields: Partial<WellnessEntry> = {}): WellnessEntry => ({
  date,
  steps: null,
  sleepHours: null,
  calories: null,
  caloriesKind: null,
  mood: null,
  source: 'manual',
  ...fields,
});
const goals = { steps: 10_000, sleepHours: 8, calories: 2_000, activeCalories: 500 };

describe('wellness history', () => {
  it('periods end today: 7, 30 and 365 days', () => {
    expect(periodRange('week', '2026-03-10')).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(periodRange('month', '2026-03-10')).toEqual({ start: '2026-02-09', end: '2026-03-10' });
    expect(periodRange('year', '2026-03-10')).toEqual({ start: '2025-03-11', end: '2026-03-10' });
  });

  it('a year charts weekly averages of the days with a value, dated by their Monday', () => {
    const entries = [
      entry('2026-03-02', { steps: 1000 }),
      entry('2026-03-04', { steps: 3000 }),
      entry('2026-03-05'),
      entry('2026-03-09', { steps: 500 }),
    ];
    expect(chartPoints(entries, 'steps', 'year')).toEqual([
      { date: '2026-03-02', value: 2000 },
      { date: '2026-03-09', value: 500 },
    ]);
    expect(chartPoints(entries, 'steps', 'week')).toHaveLength(3);
  });

  it('averages, best day and days at goal ignore days without the figure', () => {
    const entries = [
      entry('2026-03-01', { steps: 12_000 }),
      entry('2026-03-02', { steps: 8_000, mood: 4 }),
      entry('2026-03-03', { mood: 2 }),
    ];
    expect(metricStats(entries, 'steps', goals)).toEqual({
      average: 10_000,
      best: { date: '2026-03-01', value: 12_000 },
      daysWithValue: 2,
      daysAtGoal: 1,
    });
    expect(metricStats(entries, 'mood', goals)).toMatchObject({ average: 3, daysAtGoal: null });
    expect(metricStats([], 'sleepHours', goals)).toEqual({
      average: null,
      best: null,
      daysWithValue: 0,
      daysAtGoal: 0,
    });
  });

  it('judges active energy against the active goal and total energy against the total goal', () => {
    const active = [
      entry('2026-03-01', { calories: 450, caloriesKind: 'active' }),
      entry('2026-03-02', { calories: 620, caloriesKind: 'active' }),
      entry('2026-03-03', { calories: 510, caloriesKind: 'active' }),
      entry('2026-03-04', { calories: 480, caloriesKind: 'active' }),
    ];
    // 450 kcal of active energy is not "0 of 4 against 2,000": two days reach the 500 kcal active goal.
    expect(metricStats(active, 'calories', goals).daysAtGoal).toBe(2);
    expect(metricLabel('calories', 'Calories', active)).toBe('Active energy');
    expect(chartGoal('calories', active, goals)).toBe(500);
    const mixed = [...active, entry('2026-03-05', { calories: 2_100, caloriesKind: 'total' })];
    expect(metricStats(mixed, 'calories', goals).daysAtGoal).toBe(3);
    expect(metricLabel('calories', 'Calories', mixed)).toBe('Energy');
    expect(chartGoal('calories', mixed, goals)).toBeNull();
    expect(metricLabel('calories', 'Calories', [entry('2026-03-05', { calories: 1, caloriesKind: 'total' })])).toBe(
      'Total energy',
    );
    expect(caloriesGoalOf(null, goals)).toBe(2_000);
  });

  it('shows sleep to the minute', () => {
    expect(formatSleep(430 / 60)).toBe('7 h 10 min');
    expect(formatSleep(7.1667)).toBe('7 h 10 min');
    expect(formatSleep(8)).toBe('8 h');
    expect(formatSleep(0.75)).toBe('45 min');
    expect(formatMetric('sleepHours', 7.1667)).toBe('7 h 10 min');
    // The average of two 7 h 10 min nights stays 7 h 10 min (not rounded to a tenth of an hour: 7 h 12 min).
    const nights = [entry('2026-03-01', { sleepHours: 7.1667 }), entry('2026-03-02', { sleepHours: 7.1667 })];
    expect(formatMetric('sleepHours', metricStats(nights, 'sleepHours', goals).average!)).toBe('7 h 10 min');
  });

  it('the streak ends today, or yesterday while today is still empty', () => {
    expect(currentStreak(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toBe(3);
    expect(currentStreak(['2026-03-08', '2026-03-09'], '2026-03-10')).toBe(2);
    expect(currentStreak(['2026-03-07', '2026-03-09'], '2026-03-11')).toBe(0);
  });

  it('a day form clears an emptied figure, sends a changed mood, and says when there is nothing to send', () => {
    const saved = entry('2026-03-01', { steps: 5000, mood: 3 });
    expect(dayFormBody({ steps: '', sleepHours: '7.5', calories: '' }, 3, saved)).toEqual({
      body: { steps: null, sleepHours: 7.5 },
      errors: {},
    });
    expect(dayFormBody({ steps: '', sleepHours: '', calories: '' }, 5, null)).toEqual({
      body: { mood: 5 },
      errors: {},
    });
    expect(dayFormBody({ steps: '', sleepHours: '', calories: '' }, null, null).errors.steps).toBe(
      'Enter steps, sleep, calories or a mood',
    );
    // Sleep is any number of hours (the server keeps the minute); an unchanged imported figure is not sent again.
    expect(dayFormBody({ steps: '', sleepHours: '7.2', calories: '' }, null, null).body).toEqual({ sleepHours: 7.2 });
    const imported = entry('2026-03-02', { sleepHours: 7.1667, calories: 450, caloriesKind: 'active', mood: 2 });
    expect(dayFormBody({ steps: '', sleepHours: '7.17', calories: '450' }, 4, imported).body).toEqual({ mood: 4 });
    // Calories go with their kind: a changed figure keeps the day's kind, a changed kind sends the figure too.
    expect(dayFormBody({ steps: '', sleepHours: '7.17', calories: '520' }, 2, imported).body).toEqual({
      calories: 520,
      caloriesKind: 'active',
    });
    expect(dayFormBody({ steps: '', sleepHours: '7.17', calories: '450' }, 2, imported, 'total').body).toEqual({
      calories: 450,
      caloriesKind: 'total',
    });
  });

  it('goals are checked like the server does', () => {
    expect(goalsBody({ steps: '6000', sleepHours: '7.5', calories: '1800', activeCalories: '600' })).toEqual({
      body: { steps: 6000, sleepHours: 7.5, calories: 1800, activeCalories: 600 },
      errors: {},
    });
    expect(goalsBody({ steps: '', sleepHours: '7.2', calories: '0', activeCalories: '20001' }).errors).toEqual({
      steps: 'Steps a day: enter a number',
      sleepHours: 'Hours of sleep: in half hours (e.g. 7.5)',
      calories: 'Total energy a day (kcal): from 1 to 20,000',
      activeCalories: 'Active energy a day (kcal): from 1 to 20,000',
    });
  });

  it('an import is sent in batches of at most 366 days', () => {
    const days = Array.from({ length: 800 }, (_, i) => ({ date: `d${i}` }));
    expect(importBatches(days).map((b) => b.length)).toEqual([366, 366, 68]);
    expect(importBatches([])).toEqual([]);
  });

  it('an import says which nights came from time in bed and which days were in the future', () => {
    const result = { imported: 3, unchanged: 1, skippedManual: 0, skippedFuture: 1 };
    expect(importSummary({ phase: 'done', days: 5, records: 1200, inBedNights: 2, result })).toBe(
      'Imported 5 days from 1,200 records: 3 updated, 1 already up to date. 2 nights have no sleep stages (no Apple Watch), so time in bed was used as sleep. 1 day in the future skipped.',
    );
    expect(
      importSummary({ phase: 'done', days: 1, records: 1, inBedNights: 1, result: { ...result, skippedFuture: 2 } }),
    ).toMatch(/1 night has no sleep stages .* 2 days in the future skipped\.$/);
    expect(
      importSummary({ phase: 'done', days: 1, records: 1, inBedNights: 0, result: { ...result, skippedFuture: 0 } }),
    ).toBe('Imported 1 day from 1 record: 3 updated, 1 already up to date.');
  });
});

describe('cycle calendar marks', () => {
  it('logged days win over the predicted range and the fertile window', () => {
    const days: CycleDay[] = [
      { date: '2026-03-01', flow: 'heavy', symptoms: [], notes: '', source: 'manual' },
      { date: '2026-03-05', flow: null, symptoms: ['cramps'], notes: '', source: 'manual' },
    ];
    const summary = {
      nextPeriod: { expected: '2026-03-29', earliest: '2026-03-28', latest: '2026-03-30' },
      fertileWindow: { start: '2026-03-10', end: '2026-03-16' },
    } as CycleSummary;
    const marks = cycleMarks(days, summary);
    expect(marks.get('2026-03-01')).toEqual({ tone: 'period', text: 'period, heavy flow' });
    expect(marks.get('2026-03-05')?.tone).toBe('symptoms');
    expect([...marks].filter(([, m]) => m.tone === 'predicted').map(([d]) => d)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect([...marks].filter(([, m]) => m.tone === 'fertile')).toHaveLength(7);
  });
});

describe('journal entry form', () => {
  it('requires the entry, refuses future days, and normalises tags as the server does', () => {
    expect(parseTags(' Pricing, hiring ,, Q3,pricing ')).toEqual(['pricing', 'hiring', 'q3']);
    const { body, errors } = entryBody(
      {
        date: '2026-03-02',
        mood: 4,
        moodForEntry: false,
        gratitude: ' team ',
        content: ' Shipped ',
        usePrompt: true,
        tags: 'a',
      },
      '2026-03-10',
      null,
    );
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      date: '2026-03-02',
      mood: null,
      dayMood: 4,
      gratitude: 'team',
      content: 'Shipped',
      tags: ['a'],
    });
    expect(body.prompt).toEqual(expect.any(String));
    expect(
      entryBody(
        { date: '2026-03-11', moodForEntry: false, gratitude: '', content: ' ', usePrompt: false, tags: '' },
        '2026-03-10',
        null,
      ).errors,
    ).toEqual({
      date: 'Pick today or an earlier day',
      content: 'Write something in your entry',
    });
  });
});
