import { addDays } from '@fj/server-kit';
import { predictCycle, type FlowDay } from '../src/cycle/prediction';
import { setupCore } from './helpers';

// Cycle tracking (Premium, private) and its prediction from the last 6 cycles.

/** Periods of `length` days starting on each date. */
const periods = (starts: string[], length = 5): FlowDay[] =>
  starts.flatMap((start) =>
    Array.from({ length }, (_, i) => ({ date: addDays(start, i), flow: i === 0 ? 'heavy' : 'light' })),
  );

describe('predictCycle', () => {
  it('averages irregular cycles, gives the shortest–longest range and the fertile window', () => {
    // Starts 26, 31, 28, 35, 24, 30, 29 days apart: the last 6 (31…29) are used, the first (26) is older.
    let start = '2025-01-01';
    const starts = [start];
    for (const gap of [26, 31, 28, 35, 24, 30, 29]) starts.push((start = addDays(start, gap)));
    const summary = predictCycle(periods(starts));
    expect(summary.cyclesUsed).toBe(6);
    expect(summary.averageCycleDays).toBe(29.5); // (31+28+35+24+30+29)/6
    expect(summary.shortestCycleDays).toBe(24);
    expect(summary.longestCycleDays).toBe(35);
    expect(summary.averagePeriodDays).toBe(5);
    const last = starts[starts.length - 1];
    expect(summary.lastPeriodStart).toBe(last);
    expect(summary.nextPeriod).toEqual({
      expected: addDays(last, 30),
      earliest: addDays(last, 24),
      latest: addDays(last, 35),
    });
    expect(summary.fertileWindow).toEqual({ start: addDays(last, 30 - 14 - 5), end: addDays(last, 30 - 14 + 1) });
    expect(summary.disclaimer).toMatch(/not contraception or medical advice/);
  });

  it('treats a gap in the log as no cycle, unlogged days inside a period as the same period, and lone spotting as nothing', () => {
    const days: FlowDay[] = [
      ...periods(['2025-01-01', '2025-01-29']),
      { date: '2025-02-10', flow: 'spotting' }, // mid-cycle spotting starts nothing
      // a period with an unlogged day in the middle (Feb 27, Mar 1)
      { date: '2025-02-26', flow: 'heavy' },
      { date: '2025-02-28', flow: 'medium' },
      { date: '2025-03-02', flow: 'spotting' },
      // four months not logged: 2025-02-26 → 2025-07-10 is 134 days, not a cycle
      ...periods(['2025-07-10', '2025-08-06']),
    ];
    const summary = predictCycle(days);
    expect(summary.cyclesUsed).toBe(3); // 28, 28, 27
    expect(summary.averageCycleDays).toBe(27.7);
    expect(summary.nextPeriod?.expected).toBe(addDays('2025-08-06', 28));
    expect(summary.averagePeriodDays).toBe(5); // (5 + 5 + 5 + 5 + 5) / 5 … the split period counts 5 days too
  });

  it('predicts nothing from fewer than two period starts', () => {
    expect(predictCycle([]).nextPeriod).toBeNull();
    const one = predictCycle(periods(['2025-03-01']));
    expect(one).toMatchObject({ lastPeriodStart: '2025-03-01', cyclesUsed: 0, nextPeriod: null, fertileWindow: null });
  });
});

describe('/api/cycle', () => {
  let core: Awaited<ReturnType<typeof setupCore>>;
  beforeAll(async () => {
    core = await setupCore();
  });
  afterAll(() => core.close());

  it('is Premium: a free account gets 403 on every route and nothing is written', async () => {
    const free = await core.newUser();
    const api = await core.as(free);
    for (const res of [
      await api.get('/api/cycle/days?from=2026-01-01&to=2026-01-31'),
      await api.get('/api/cycle/days/2026-01-02'),
      await api.put('/api/cycle/days/2026-01-02', { flow: 'light' }),
      await api.get('/api/cycle/summary'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Cycle tracking is a Premium feature');
    }
    expect(await core.db.cycleDay.count({ where: { userId: free.userId } })).toBe(0);
  });

  it('logs, edits and removes days; another user sees none of them; the summary predicts from the log', async () => {
    const alice = await core.as(await core.newUser({ isPremium: true }));
    const bob = await core.as(await core.newUser({ isPremium: true }));
    const put = await alice.put('/api/cycle/days/2026-01-03', {
      flow: 'heavy',
      symptoms: ['cramps', 'cramps', 'fatigue'],
      notes: '  tired ',
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      date: '2026-01-03',
      flow: 'heavy',
      symptoms: ['cramps', 'fatigue'],
      notes: 'tired',
      source: 'manual',
    });
    for (const date of ['2026-01-04', '2026-01-31', '2026-02-01', '2026-02-28'])
      await alice.put(`/api/cycle/days/${date}`, { flow: 'medium' });
    expect(
      (await alice.get('/api/cycle/days?from=2026-01-01&to=2026-01-31')).body.map((d: { date: string }) => d.date),
    ).toEqual(['2026-01-03', '2026-01-04', '2026-01-31']);
    expect((await bob.get('/api/cycle/days?from=2026-01-01&to=2026-01-31')).body).toEqual([]);
    expect((await bob.get('/api/cycle/days/2026-01-03')).status).toBe(404);
    const summary = (await alice.get('/api/cycle/summary')).body;
    expect(summary).toMatchObject({
      lastPeriodStart: '2026-02-28',
      cyclesUsed: 2,
      averageCycleDays: 28,
      nextPeriod: { expected: '2026-03-28', earliest: '2026-03-28', latest: '2026-03-28' },
    });
    expect((await bob.get('/api/cycle/summary')).body).toMatchObject({ lastPeriodStart: null, nextPeriod: null });

    const cleared = await alice.put('/api/cycle/days/2026-01-04', { flow: null });
    expect(cleared.body).toEqual({ date: '2026-01-04', flow: null, symptoms: [], notes: '', source: 'manual' });
    expect((await alice.get('/api/cycle/days/2026-01-04')).status).toBe(404);
  });

  it('answers clear 400s for bad days and bodies, and refuses future days', async () => {
    const api = await core.as(await core.newUser({ isPremium: true }));
    expect((await api.put('/api/cycle/days/2026-13-01', { flow: 'light' })).status).toBe(400);
    const flow = await api.put('/api/cycle/days/2026-01-01', { flow: 'torrential' });
    expect(flow.body.message).toMatch(/Flow must be one of/);
    expect(
      (await api.put('/api/cycle/days/2026-01-01', { flow: 'light', symptoms: ['hiccups'] })).body.message,
    ).toMatch(/Symptoms must be from/);
    expect((await api.put('/api/cycle/days/2999-01-01', { flow: 'light' })).body.message).toBe(
      'You cannot log a day that has not happened yet',
    );
    expect((await api.get('/api/cycle/days?from=2025-01-01&to=2026-06-01')).body.message).toMatch(/at most 366 days/);
  });
});
