import { addDays, todayIn, weekStartIn } from '@fj/server-kit';
import { instantOfLocal } from '@fj/contracts/calendar';
import { setupCore } from './helpers';

// Daily wellness, weekly targets (progress from real activity) and achievements earned from activity.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

const OTHER_UUID = '00000000-0000-4000-8000-000000000000';
const ZONE = 'Pacific/Auckland';
const today = () => todayIn(ZONE);
const monday = () => weekStartIn(ZONE);

async function owner() {
  const user = await core.newUser({ isPremium: true });
  const api = await core.as(user);
  await api.post('/api/settings', { timeZone: ZONE }).expect(200);
  return { user, api };
}

describe('/api/wellness', () => {
  it('upserts a day field by field and lists only days with data in the range', async () => {
    const { api } = await owner();
    const day = today();
    expect((await api.put(`/api/wellness/${day}`, { mood: 5 }).expect(200)).body).toEqual({
      date: day,
      steps: null,
      sleepHours: null,
      calories: null,
      caloriesKind: null,
      mood: 5,
      source: 'manual',
    });
    const full = await api.put(`/api/wellness/${day}`, { steps: 8200, sleepHours: 7.5, calories: 1900 }).expect(200);
    expect(full.body).toEqual({
      date: day,
      steps: 8200,
      sleepHours: 7.5,
      calories: 1900,
      caloriesKind: 'total',
      mood: 5,
      source: 'manual',
    });
    await api.put(`/api/wellness/${addDays(day, -3)}`, { steps: 100, source: 'apple_health' }).expect(200);
    await api.put(`/api/wellness/${addDays(day, -1)}`, { mood: 3 }).expect(200);
    await api.put(`/api/wellness/${addDays(day, -1)}`, { mood: null }).expect(200); // cleared: no data that day
    const list = await api.get(`/api/wellness?startDate=${addDays(day, -2)}&endDate=${day}`).expect(200);
    expect(list.body).toEqual([full.body]);
    const wider = await api.get(`/api/wellness?startDate=${addDays(day, -7)}&endDate=${day}`).expect(200);
    expect(wider.body.map((e: { date: string; source: string }) => [e.date, e.source])).toEqual([
      [addDays(day, -3), 'apple_health'],
      [day, 'manual'],
    ]);
    // Another user sees none of it.
    const other = await owner();
    expect((await other.api.get(`/api/wellness?startDate=${addDays(day, -7)}&endDate=${day}`)).body).toEqual([]);
  });

  it.each([
    ['steps over 200,000', { steps: 200_001 }, 'steps: Steps are at most 200,000'],
    [
      'an unknown kind of calories',
      { calories: 300, caloriesKind: 'eaten' },
      "caloriesKind: caloriesKind must be 'active' or 'total'",
    ],
    ['sleep over 24 h', { sleepHours: 24.5 }, 'sleepHours: Sleep is at most 24 hours'],
    ['calories over 20,000', { calories: 20_001 }, 'calories: Calories are at most 20,000'],
    ['mood 4.5', { mood: 4.5 }, 'mood: Mood must be a whole number from 1 to 5'],
    ['mood 0', { mood: 0 }, 'mood: Mood must be from 1 to 5'],
    ['an unknown source', { steps: 1, source: 'fitbit' }, "source: source must be 'manual' or 'apple_health'"],
    ['an empty body', {}, 'Send at least one of steps, sleepHours, calories, mood'],
  ])('refuses %s with a 400 and writes nothing', async (_name, body, message) => {
    const { api } = await owner();
    const res = await api.put(`/api/wellness/${today()}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await api.get(`/api/wellness?startDate=${today()}&endDate=${today()}`)).body).toEqual([]);
  });

  it('refuses a future day, a bad date and a range over 366 days', async () => {
    const { api } = await owner();
    expect((await api.put(`/api/wellness/${addDays(today(), 2)}`, { steps: 1 })).body.message).toBe(
      'You cannot record wellness for a day that has not happened yet',
    );
    expect((await api.put('/api/wellness/2026-02-30', { steps: 1 })).status).toBe(400);
    const range = await api.get('/api/wellness?startDate=2025-01-01&endDate=2026-01-02');
    expect(range.status).toBe(400);
    expect(range.body.message).toBe('endDate: Ask for at most 366 days at a time');
    expect((await api.get('/api/wellness?startDate=2025-01-01&endDate=2026-01-01')).status).toBe(200);
    expect((await api.get('/api/wellness?startDate=2025-02-01&endDate=2025-01-01')).status).toBe(400);
  });
});

describe('/api/weekly-targets', () => {
  it("measures content posts, meetings and revenue from real activity of the week in the user's zone; others are entered by hand", async () => {
    const { api } = await owner();
    const week = monday();
    const posts = await api.post('/api/weekly-targets', { targetType: 'content_posts', targetValue: 3 }).expect(201);
    expect(posts.body).toEqual({
      id: expect.any(String),
      targetType: 'content_posts',
      label: null,
      targetValue: 3,
      currentValue: 0,
      weekStartDate: week,
      isMeasured: true,
    });
    await api.post('/api/weekly-targets', { targetType: 'meetings', targetValue: 2 }).expect(201);
    await api.post('/api/weekly-targets', { targetType: 'revenue', targetValue: 1000 }).expect(201);
    const workouts = await api.post('/api/weekly-targets', { targetType: 'workouts', targetValue: 4 }).expect(201);
    const custom = await api
      .post('/api/weekly-targets', { targetType: 'custom', label: 'Cold emails', targetValue: 20 })
      .expect(201);
    expect(custom.body.label).toBe('Cold emails');

    // Activity: one plan completed now, one meeting this week (and one last week, not counted), two metrics this week.
    const { body: business } = await api.post('/api/businesses', { name: 'Studio' }).expect(201);
    const { body: plan } = await api.post('/api/content-plans', { title: 'Reel', contentType: 'reel' }).expect(201);
    await api.patch(`/api/content-plans/${plan.id}`, { isCompleted: true }).expect(200);
    await api
      .post('/api/meeting-notes', { businessId: null, title: 'Mentor', meetingDate: new Date().toISOString() })
      .expect(201);
    await api
      .post('/api/meeting-notes', {
        businessId: null,
        title: 'Old',
        meetingDate: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      })
      .expect(201);
    await api
      .post('/api/business-metrics', { businessId: business.id, date: week, revenue: 400.5, clients: 1 })
      .expect(201);
    await api
      .post('/api/business-metrics', { businessId: business.id, date: addDays(week, 6), revenue: 100, clients: 1 })
      .expect(201);
    await api
      .post('/api/business-metrics', { businessId: business.id, date: addDays(week, 7), revenue: 9999, clients: 1 })
      .expect(201);

    await api.put(`/api/weekly-targets/${workouts.body.id}`, { currentValue: 2 }).expect(200);
    const refused = await api.put(`/api/weekly-targets/${posts.body.id}`, { currentValue: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Progress for this target is counted from your activity and cannot be set by hand',
    );

    const statements = await core.statementsOf(() => api.get('/api/weekly-targets').expect(200));
    expect(statements.filter((s) => /^SELECT/i.test(s.trim()))).toHaveLength(1);
    const list = await api.get(`/api/weekly-targets?weekStartDate=${week}`).expect(200);
    expect(list.body.map((t: { targetType: string; currentValue: number }) => [t.targetType, t.currentValue])).toEqual([
      ['content_posts', 1],
      ['meetings', 1],
      ['revenue', 500.5],
      ['workouts', 2],
      ['custom', 0],
    ]);
    expect((await api.get(`/api/weekly-targets?weekStartDate=${addDays(week, -7)}`)).body).toEqual([]);
  });

  it("measures new followers from social growth snapshots: the week's gain across the user's accounts", async () => {
    const { user, api } = await owner();
    const week = monday();
    const { body: target } = await api
      .post('/api/weekly-targets', { targetType: 'new_followers', targetValue: 100 })
      .expect(201);
    expect(target).toMatchObject({ currentValue: 0, isMeasured: true });
    // Snapshots are the social service's rows; the test writes them directly to have something to measure.
    const { body: business } = await api.post('/api/businesses', { name: 'Studio' }).expect(201);
    const account = (handle: string) =>
      core.db.socialAccount.create({
        data: {
          userId: user.userId,
          businessId: business.id,
          platform: 'instagram',
          handle,
          username: handle,
          connectionKind: 'manual',
        },
      });
    const [a, b] = [await account('a'), await account('b')];
    const at = (iso: string) => new Date(iso);
    const weekBegan = Date.parse(instantOfLocal(week, '00:00', ZONE));
    await core.db.growthSnapshot.createMany({
      data: [
        { accountId: a.id, capturedAt: at(`${addDays(week, -2)}T12:00:00Z`), followers: 1000, source: 'manual' }, // before the week: its start
        { accountId: a.id, capturedAt: new Date(), followers: 1040, source: 'manual' },
        // First inside the week (a second after its Monday's midnight in the user's zone, before now): its start.
        { accountId: b.id, capturedAt: new Date(weekBegan + 1000), followers: 200, source: 'manual' },
        { accountId: b.id, capturedAt: new Date(), followers: 230, source: 'manual' },
      ],
    });
    const stranger = await owner();
    expect((await api.get('/api/weekly-targets')).body[0].currentValue).toBe(70);
    expect((await api.put(`/api/weekly-targets/${target.id}`, { currentValue: 5 })).status).toBe(400);
    expect((await stranger.api.get('/api/weekly-targets')).body).toEqual([]);
  });

  it("edits, deletes, and answers 404 for another user's or a malformed id without changing anything", async () => {
    const { api } = await owner();
    const { body: target } = await api
      .post('/api/weekly-targets', { targetType: 'workouts', targetValue: 4 })
      .expect(201);
    const other = await owner();
    expect((await other.api.put(`/api/weekly-targets/${target.id}`, { targetValue: 99 })).status).toBe(404);
    expect((await other.api.delete(`/api/weekly-targets/${target.id}`)).status).toBe(404);
    expect((await api.put('/api/weekly-targets/not-an-id', { targetValue: 1 })).status).toBe(404);
    expect((await api.delete(`/api/weekly-targets/${OTHER_UUID}`)).status).toBe(404);
    expect(
      (await api.put(`/api/weekly-targets/${target.id}`, { targetValue: 5, currentValue: 3 }).expect(200)).body,
    ).toMatchObject({ targetValue: 5, currentValue: 3 });
    await api.delete(`/api/weekly-targets/${target.id}`).expect(204);
    expect((await api.get('/api/weekly-targets')).body).toEqual([]);
  });

  it('refuses a week that does not start on Monday, an unknown type, a nameless custom target and an 11th target', async () => {
    const { api } = await owner();
    const tuesday = addDays(monday(), 1);
    expect((await api.get(`/api/weekly-targets?weekStartDate=${tuesday}`)).body.message).toBe(
      'weekStartDate: weekStartDate must be a Monday (weeks start on Monday)',
    );
    expect((await api.post('/api/weekly-targets', { targetType: 'naps', targetValue: 1 })).status).toBe(400);
    expect((await api.post('/api/weekly-targets', { targetType: 'custom', targetValue: 1 })).body.message).toBe(
      'label: Please name your custom target',
    );
    expect((await api.post('/api/weekly-targets', { targetType: 'workouts', targetValue: 0 })).body.message).toBe(
      'targetValue: Target must be more than 0',
    );
    for (let i = 0; i < 10; i++)
      await api.post('/api/weekly-targets', { targetType: 'workouts', targetValue: i + 1 }).expect(201);
    const eleventh = await api.post('/api/weekly-targets', { targetType: 'workouts', targetValue: 1 });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe('A week has at most 10 targets');
  });
});

describe('/api/achievements', () => {
  it('has none for a new user (no samples)', async () => {
    const { api } = await owner();
    expect((await api.get('/api/achievements').expect(200)).body).toEqual([]);
  });

  it('earns streaks, firsts and a reached target from real activity, once each, in one statement', async () => {
    const { api } = await owner();
    const day = today();
    for (const offset of [-9, -8, -7, -5, -4, -3, -2, -1, 0])
      await api.put(`/api/wellness/${addDays(day, offset)}`, { mood: 3 }).expect(200);
    await api.post('/api/businesses', { name: 'Studio' }).expect(201);
    const { body: target } = await api
      .post('/api/weekly-targets', { targetType: 'workouts', targetValue: 2 })
      .expect(201);

    const statements = await core.statementsOf(() => api.get('/api/achievements').expect(200));
    expect(statements.filter((s) => !/^(BEGIN|COMMIT)/i.test(s.trim()))).toHaveLength(1);
    const first = (await api.get('/api/achievements')).body as Array<{
      kind: string;
      type: string;
      title: string;
      earnedAt: string;
    }>;
    // 6 consecutive days (-5..0) → 3-day streak, not 7; the earlier run of 3 counts for the 3-day one.
    expect(first.map((a) => a.kind).sort()).toEqual(['first_business', 'streak_3']);
    expect(first.find((a) => a.kind === 'streak_3')).toMatchObject({ type: 'streak', title: '3-Day Streak!' });

    await api.put(`/api/wellness/${addDays(day, -6)}`, { steps: 10 }).expect(200); // joins the runs: 10 days
    await api.put(`/api/weekly-targets/${target.id}`, { currentValue: 2 }).expect(200);
    const second = (await api.get('/api/achievements')).body as Array<{ kind: string; earnedAt: string }>;
    expect(second.map((a) => a.kind).sort()).toEqual(['first_business', 'streak_3', 'streak_7', 'target_reached']);
    // Earned once: reading again keeps the same rows and dates.
    const third = (await api.get('/api/achievements')).body;
    expect(third).toEqual(second);
    expect(second.find((a) => a.kind === 'streak_3')?.earnedAt).toBe(
      first.find((a) => a.kind === 'streak_3')?.earnedAt,
    );
    // Nobody else earned anything from it.
    expect((await (await owner()).api.get('/api/achievements')).body).toEqual([]);
  });
});
