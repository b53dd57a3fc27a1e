import { setupCore } from './helpers';

// POST /api/wellness/import (Premium) and the wellness goals.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

const batch = [
  { date: '2026-01-10', steps: 8200, sleepMinutes: 440, calories: 2300, caloriesKind: 'total' },
  { date: '2026-01-11', steps: 12050, sleepMinutes: 395, calories: 450, caloriesKind: 'active', flow: 'medium' },
  { date: '2026-01-12', steps: 640 },
];
/** 440 minutes = 7 h 20 min, 395 = 6 h 35 min: kept to the minute (decision 2805). */
const h = (minutes: number) => Math.round((minutes / 60) * 10_000) / 10_000;
const range = '/api/wellness?startDate=2026-01-01&endDate=2026-01-31';

async function premium() {
  const user = await core.newUser({ isPremium: true });
  return { user, api: await core.as(user) };
}

it('refuses a free account with 403 and writes nothing', async () => {
  const user = await core.newUser();
  const api = await core.as(user);
  const res = await api.post('/api/wellness/import', { days: batch });
  expect(res.status).toBe(403);
  expect(res.body.message).toBe('Apple Health import is a Premium feature');
  expect(await core.db.wellnessEntry.count({ where: { userId: user.userId } })).toBe(0);
});

it('imports day aggregates with sleep to the minute and the kind of energy, marks Apple Health connected, and a second import changes nothing', async () => {
  const { user, api } = await premium();
  const first = await api.post('/api/wellness/import', { days: batch });
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ imported: 3, unchanged: 0, skippedManual: 0, skippedFuture: 0 });
  const days = (await api.get(range)).body;
  expect(days).toEqual([
    {
      date: '2026-01-10',
      steps: 8200,
      sleepHours: h(440),
      calories: 2300,
      caloriesKind: 'total',
      mood: null,
      source: 'apple_health',
    },
    {
      date: '2026-01-11',
      steps: 12050,
      sleepHours: h(395),
      calories: 450,
      caloriesKind: 'active',
      mood: null,
      source: 'apple_health',
    },
    {
      date: '2026-01-12',
      steps: 640,
      sleepHours: null,
      calories: null,
      caloriesKind: null,
      mood: null,
      source: 'apple_health',
    },
  ]);
  expect(Math.round(days[0].sleepHours * 60)).toBe(440);
  expect((await api.get('/api/settings')).body.appleHealthConnected).toBe(true);
  expect(
    await core.db.cycleDay.findMany({ where: { userId: user.userId }, select: { flow: true, source: true } }),
  ).toEqual([{ flow: 'medium', source: 'apple_health' }]);
  const before = await core.db.wellnessEntry.findMany({ where: { userId: user.userId }, orderBy: { date: 'asc' } });

  const again = await api.post('/api/wellness/import', { days: batch });
  expect(again.body).toEqual({ imported: 0, unchanged: 3, skippedManual: 0, skippedFuture: 0 });
  // Not even updatedAt moved: nothing was written.
  expect(await core.db.wellnessEntry.findMany({ where: { userId: user.userId }, orderBy: { date: 'asc' } })).toEqual(
    before,
  );

  // A newer export with a corrected figure updates the imported day.
  const newer = await api.post('/api/wellness/import', { days: [{ date: '2026-01-12', steps: 9000 }] });
  expect(newer.body.imported).toBe(1);
  expect((await api.get(range)).body[2]).toMatchObject({ steps: 9000 });
});

it('keeps what the person entered by hand, fills only its gaps, and overwrites it only when asked', async () => {
  const { user, api } = await premium();
  await api.put('/api/wellness/2026-01-10', { steps: 5000, mood: 4 });
  await api.put('/api/cycle/days/2026-01-11', { flow: 'light' }); // premium: a manual cycle day
  const res = await api.post('/api/wellness/import', { days: batch });
  expect(res.body).toEqual({ imported: 3, unchanged: 0, skippedManual: 1, skippedFuture: 0 });
  const [manual] = (await api.get(range)).body;
  expect(manual).toEqual({
    date: '2026-01-10',
    steps: 5000,
    sleepHours: h(440),
    calories: 2300,
    caloriesKind: 'total',
    mood: 4,
    source: 'manual',
  });
  expect((await api.get('/api/cycle/days/2026-01-11')).body).toMatchObject({ flow: 'light', source: 'manual' });
  expect((await api.post('/api/wellness/import', { days: batch })).body.imported).toBe(0);

  const overwrite = await api.post('/api/wellness/import', { days: batch, overwriteManual: true });
  expect(overwrite.body.imported).toBe(1);
  expect((await api.get(range)).body[0]).toEqual({
    date: '2026-01-10',
    steps: 8200,
    sleepHours: h(440),
    calories: 2300,
    caloriesKind: 'total',
    mood: 4,
    source: 'apple_health',
  });
  expect((await api.get('/api/cycle/days/2026-01-11')).body.flow).toBe('medium');

  // Typing a figure on an imported day makes it the person's again; typed calories keep the day's kind unless told.
  await api.put('/api/wellness/2026-01-11', { steps: 100, calories: 520 });
  expect((await api.get(range)).body[1]).toMatchObject({
    steps: 100,
    calories: 520,
    caloriesKind: 'active',
    source: 'manual',
  });
  await api.put('/api/wellness/2026-01-11', { calories: 2600, caloriesKind: 'total' });
  expect((await api.get(range)).body[1]).toMatchObject({ calories: 2600, caloriesKind: 'total' });
  // A manual total keeps its figure and kind when an active figure is imported for the day.
  await api.post('/api/wellness/import', { days: [batch[1]] });
  expect((await api.get(range)).body[1]).toMatchObject({ calories: 2600, caloriesKind: 'total' });
  // Cleared calories clear their kind; sleep typed in hours is kept to the minute.
  await api.put('/api/wellness/2026-01-11', { calories: null, sleepHours: 7.17 });
  expect((await api.get(range)).body[1]).toMatchObject({ calories: null, caloriesKind: null, sleepHours: h(430) });
  expect(await core.db.wellnessEntry.count({ where: { userId: user.userId } })).toBe(3);
});

it('skips days after today in the user zone, refuses bad batches with a clear 400, and costs a fixed number of statements', async () => {
  const { user, api } = await premium();
  const future = await api.post('/api/wellness/import', {
    days: [
      { date: '2999-01-01', steps: 1 },
      { date: '2026-01-02', steps: 2 },
    ],
  });
  expect(future.body).toMatchObject({ imported: 1, skippedFuture: 1 });
  const twice = await api.post('/api/wellness/import', {
    days: [
      { date: '2026-01-02', steps: 2 },
      { date: '2026-01-02', steps: 3 },
    ],
  });
  expect(twice.status).toBe(400);
  expect(twice.body.message).toMatch(/only once/);
  const tooMany = Array.from({ length: 367 }, (_, i) => ({
    date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    steps: i,
  }));
  expect((await api.post('/api/wellness/import', { days: tooMany })).body.message).toMatch(/at most 366 days/);
  expect(await core.db.wellnessEntry.count({ where: { userId: user.userId } })).toBe(1);

  const year = tooMany.slice(0, 366);
  const statements = await core.statementsOf(() => api.post('/api/wellness/import', { days: year }));
  expect(statements.filter((s) => /^\s*(SELECT|INSERT|WITH)/i.test(s))).toHaveLength(4);
  expect(await core.db.wellnessEntry.count({ where: { userId: user.userId } })).toBe(367);
});

it('goals: the defaults until changed, per user, with clear 400s', async () => {
  const alice = await core.as(await core.newUser());
  const bob = await core.as(await core.newUser());
  const defaults = { steps: 10000, sleepHours: 8, calories: 2000, activeCalories: 500 };
  expect((await alice.get('/api/wellness/goals')).body).toEqual(defaults);
  const mine = { ...defaults, steps: 7500, sleepHours: 7.5, activeCalories: 650 };
  expect((await alice.put('/api/wellness/goals', { steps: 7500, sleepHours: 7.5, activeCalories: 650 })).body).toEqual(
    mine,
  );
  expect((await alice.get('/api/wellness/goals')).body).toEqual(mine);
  expect((await bob.get('/api/wellness/goals')).body).toEqual(defaults);
  expect((await alice.put('/api/wellness/goals', { activeCalories: 0 })).status).toBe(400);
  const bad = await alice.put('/api/wellness/goals', { sleepHours: 7.2 });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toMatch(/half hours/);
});
