import type { CycleDay, CycleSummary, WellnessEntry } from '@fj/contracts';
import { chartPoints, currentStreak, metricStats, periodRange } from '../src/features/wellness/model/history';
import { dayFormBody } from '../src/features/wellness/model/dayForm';
import { goalsBody } from '../src/features/wellness/components/GoalsDialog';
import { importBatches } from '../src/features/wellness/import/useHealthImport';
import { cycleMarks } from '../src/features/wellness/model/calendarMarks';
import { entryBody, parseTags } from '../src/features/journal/model/entryForm';

const entry = (date: string, fields: Partial<WellnessEntry> = {}): WellnessEntry => ({
  date,
  steps: null,
  sleepHours: null,
  calories: null,
  mood: null,
  source: 'manual',
  ...fields,
});
const goals = { steps: 10_000, sleepHours: 8, calories: 2_000 };

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
    expect(dayFormBody({ steps: '', sleepHours: '7.2', calories: '' }, null, null).errors.sleepHours).toMatch(
      /half hours/,
    );
  });

  it('goals are checked like the server does', () => {
    expect(goalsBody({ steps: '6000', sleepHours: '7.5', calories: '1800' })).toEqual({
      body: { steps: 6000, sleepHours: 7.5, calories: 1800 },
      errors: {},
    });
    expect(goalsBody({ steps: '', sleepHours: '7.2', calories: '0' }).errors).toEqual({
      steps: 'Steps a day: enter a number',
      sleepHours: 'Hours of sleep: in half hours (e.g. 7.5)',
      calories: 'Calories a day: from 1 to 20,000',
    });
  });

  it('an import is sent in batches of at most 366 days', () => {
    const days = Array.from({ length: 800 }, (_, i) => ({ date: `d${i}` }));
    expect(importBatches(days).map((b) => b.length)).toEqual([366, 366, 68]);
    expect(importBatches([])).toEqual([]);
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
