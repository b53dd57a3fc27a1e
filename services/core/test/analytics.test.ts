import { ADVANCED_ANALYTICS_PREMIUM } from '@fj/contracts';
import { addDays, todayIn, weekStartIn } from '@fj/server-kit';
import { setupCore } from './helpers';
import { growthRate } from '../src/analytics/service';
import { csvField } from '@fj/server-kit';

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

// Kiritimati is UTC+14: its "today" differs from UTC's for 14 hours a day, so a UTC slip would show.
const ZONE = 'Pacific/Kiritimati';

async function owner({ premium = true, businesses = ['Studio'] }: { premium?: boolean; businesses?: string[] } = {}) {
  const user = await core.newUser({ isPremium: premium });
  const api = await core.as(user);
  await api.post('/api/settings', { timeZone: ZONE }).expect(200);
  const ids: string[] = [];
  for (const name of businesses) {
    // Created directly: the Free plan limit is not what these tests are about.
    ids.push(
      (
        await core.db.business.create({
          data: { userId: user.userId, name, sortOrder: ids.length },
          select: { id: true },
        })
      ).id,
    );
  }
  return { user, api, businessIds: ids, businessId: ids[0] };
}
type Api = Awaited<ReturnType<typeof owner>>['api'];

const record = (api: Api, businessId: string, date: string, revenue: number, clients = 1) =>
  api.post('/api/business-metrics', { businessId, date, revenue, clients }).expect(201);
const today = () => todayIn(ZONE);

describe('growth rate maths', () => {
  it('is the percentage change of the last 30 days over the 30 before, to one decimal; null without an earlier period', () => {
    expect(growthRate(1500, 1000)).toBe(50);
    expect(growthRate(500, 1000)).toBe(-50);
    expect(growthRate(1000, 1000)).toBe(0);
    expect(growthRate(400, 300)).toBe(33.3);
    expect(growthRate(0, 250)).toBe(-100);
    expect(growthRate(100, 0)).toBeNull();
  });
});

describe('GET /api/analytics/overview', () => {
  it('says there is nothing to compare with on a new account (never a made-up rate)', async () => {
    const { api } = await owner({ businesses: [] });
    const { body } = await api.get('/api/analytics/overview').expect(200);
    expect(body).toEqual({
      businesses: [],
      recentMetrics: {
        today: today(),
        weekStartDate: weekStartIn(ZONE),
        weekRevenue: 0,
        last30Revenue: 0,
        previous30Revenue: 0,
        previous30Days: 0,
        growthRate: null,
      },
      weeklyTargets: [],
    });
  });

  it('computes growth from the last 30 days of the user’s calendar against the 30 before, across businesses', async () => {
    const {
      api,
      businessIds: [a, b],
    } = await owner({ businesses: ['A', 'B'] });
    const t = today();
    await record(api, a, t, 100, 3); // last 30 (today)
    await record(api, b, addDays(t, -29), 200, 9); // last 30 (first day)
    await record(api, a, addDays(t, -30), 50); // previous 30 (last day)
    await record(api, b, addDays(t, -59), 150); // previous 30 (first day)
    await record(api, a, addDays(t, -60), 10_000); // outside both
    await record(api, b, addDays(t, 1), 7); // tomorrow: not in the last 30 days
    const { body } = await api.get('/api/analytics/overview').expect(200);
    expect(body.recentMetrics).toMatchObject({
      today: t,
      last30Revenue: 300,
      previous30Revenue: 200,
      previous30Days: 2,
      growthRate: 50,
    });
    expect(body.businesses).toEqual([
      { id: a, name: 'A', color: 'blue', latestMetric: { date: t, revenue: 100, clients: 3 } },
      { id: b, name: 'B', color: 'blue', latestMetric: { date: addDays(t, 1), revenue: 7, clients: 1 } },
    ]);
  });

  it('has no growth rate when the earlier 30 days hold no revenue, and a negative one when revenue fell', async () => {
    const { api, businessId } = await owner();
    const t = today();
    await record(api, businessId, t, 400);
    expect((await api.get('/api/analytics/overview')).body.recentMetrics).toMatchObject({
      growthRate: null,
      previous30Days: 0,
    });
    await record(api, businessId, addDays(t, -45), 0);
    expect((await api.get('/api/analytics/overview')).body.recentMetrics).toMatchObject({
      growthRate: null,
      previous30Days: 1,
    });
    await record(api, businessId, addDays(t, -40), 1000);
    expect((await api.get('/api/analytics/overview')).body.recentMetrics).toMatchObject({
      growthRate: -60,
      previous30Revenue: 1000,
    });
  });

  it("sums this week's revenue from Monday to Sunday of the user's week", async () => {
    const { api, businessId } = await owner();
    const monday = weekStartIn(ZONE);
    await record(api, businessId, monday, 10);
    await record(api, businessId, addDays(monday, 6), 20);
    await record(api, businessId, addDays(monday, -1), 1000);
    await record(api, businessId, addDays(monday, 7), 1000);
    expect((await api.get('/api/analytics/overview')).body.recentMetrics).toMatchObject({
      weekStartDate: monday,
      weekRevenue: 30,
    });
  });

  it('is the same three statements (businesses, revenue sums, this week targets) for one business or fifty with years of figures; nothing of another user', async () => {
    const { api, businessId } = await owner();
    const few = await core.statementsOf(() => api.get('/api/analytics/overview').expect(200));
    const { user: other, businessId: theirs } = await owner();
    await record(await core.as(other), theirs, today(), 999);
    const big = await owner({ businesses: Array.from({ length: 50 }, (_, i) => `B${i}`) });
    await core.db.$executeRaw`
      INSERT INTO "BusinessMetric" (id, "userId", "businessId", date, revenue, clients)
      SELECT gen_random_uuid()::text, b."userId", b.id, current_date - i, 10, 1
      FROM "Business" b, generate_series(0, 99) AS i WHERE b."userId" = ${big.user.userId}`;
    const many = await core.statementsOf(() => big.api.get('/api/analytics/overview').expect(200));
    expect(few).toHaveLength(3);
    expect(many).toHaveLength(3);
    expect((await api.get('/api/analytics/overview')).body.recentMetrics.last30Revenue).toBe(0);
    expect(businessId).toBeDefined();
  });
});

describe('Premium gate', () => {
  it('answers 403 with the message for every advanced endpoint on Free, and serves Premium', async () => {
    const free = await owner({ premium: false });
    const premium = await owner();
    for (const path of [
      '/api/analytics/revenue?businessId=%s',
      '/api/analytics/content-types',
      '/api/analytics/export.csv',
    ]) {
      const res = await free.api.get(path.replace('%s', free.businessId));
      expect([res.status, res.body.message]).toEqual([403, ADVANCED_ANALYTICS_PREMIUM]);
      expect((await premium.api.get(path.replace('%s', premium.businessId))).status).toBe(200);
    }
  });
});

describe('GET /api/analytics/revenue', () => {
  it('groups a business by day over 30 days, by week (from Monday) over 90, by month over 365 — in SQL', async () => {
    const { api, businessId } = await owner();
    const t = today();
    const monday = weekStartIn(ZONE);
    await record(api, businessId, t, 100, 5);
    await record(api, businessId, addDays(t, -29), 50, 4);
    await record(api, businessId, addDays(t, -30), 999, 2); // outside 30 days
    await record(api, businessId, addDays(monday, -7), 10, 1); // last week, Monday
    await record(api, businessId, addDays(monday, -1), 20, 7); // last week, Sunday
    const day = (await api.get(`/api/analytics/revenue?businessId=${businessId}&range=30`).expect(200)).body;
    expect(day).toMatchObject({ businessId, range: '30', bucket: 'day', from: addDays(t, -29), to: t });
    expect(day.points).toContainEqual({ start: addDays(t, -29), revenue: 50, clients: 4 });
    expect(day.points).toContainEqual({ start: t, revenue: 100, clients: 5 });
    expect(day.points.map((p: { start: string }) => p.start)).not.toContain(addDays(t, -30));

    const week = (await api.get(`/api/analytics/revenue?businessId=${businessId}&range=90`).expect(200)).body;
    expect(week.bucket).toBe('week');
    // Both days of last week land on its Monday: revenue summed, clients as last recorded (Sunday's 7).
    expect(week.points).toContainEqual({ start: addDays(monday, -7), revenue: 30, clients: 7 });
    expect(week.points.every((p: { start: string }) => new Date(`${p.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);

    const month = (await api.get(`/api/analytics/revenue?businessId=${businessId}&range=365`).expect(200)).body;
    expect(month.bucket).toBe('month');
    expect(month.points.every((p: { start: string }) => p.start.endsWith('-01'))).toBe(true);
    expect(month.points.reduce((n: number, p: { revenue: number }) => n + p.revenue, 0)).toBe(100 + 50 + 999 + 10 + 20);
  });

  it("is one statement; another user's business is a 404; a bad range a 400", async () => {
    const { api, businessId } = await owner();
    const other = await owner();
    const statements = await core.statementsOf(() =>
      api.get(`/api/analytics/revenue?businessId=${businessId}&range=90`).expect(200),
    );
    expect(statements).toHaveLength(1);
    expect((await api.get(`/api/analytics/revenue?businessId=${other.businessId}`)).status).toBe(404);
    expect((await api.get('/api/analytics/revenue?businessId=nope')).status).toBe(404);
    expect((await api.get(`/api/analytics/revenue?businessId=${businessId}&range=7`)).body.message).toBe(
      'range: range must be 30, 90 or 365 (days)',
    );
  });
});

describe('GET /api/analytics/content-types', () => {
  it('counts completed content per type and compares the revenue of the weeks it went out with every week', async () => {
    const {
      api,
      businessIds: [a, b],
    } = await owner({ businesses: ['A', 'B'] });
    const monday = weekStartIn(ZONE);
    const lastMonday = addDays(monday, -7);
    const twoAgo = addDays(monday, -14);
    // Revenue: this week 300, last week 100, the week before 200 (weekly average 200).
    await record(api, a, monday, 300);
    await record(api, a, lastMonday, 100);
    await record(api, b, twoAgo, 200);
    const published = async (contentType: string, day: string, businessId: string | null = null) => {
      const { body } = await api
        .post('/api/content-plans', {
          title: contentType,
          contentType,
          scheduledDate: `${day}T12:00:00+14:00`,
          businessId,
        })
        .expect(201);
      await api.patch(`/api/content-plans/${body.id}`, { isCompleted: true }).expect(200);
    };
    // Both of this week's on its Monday: on the first day of a week, its Tuesday is still to come.
    await published('reel', monday, a);
    await published('reel', monday, a);
    await published('reel', twoAgo, b);
    await published('post', lastMonday);
    await api
      .post('/api/content-plans', {
        title: 'Not done',
        contentType: 'video',
        scheduledDate: `${monday}T12:00:00+14:00`,
      })
      .expect(201);
    const { body } = await api.get('/api/analytics/content-types?range=90').expect(200);
    expect(body).toMatchObject({ range: '90', to: today(), weeksWithRevenue: 3, averageWeeklyRevenue: 200 });
    const byType = Object.fromEntries(body.types.map((t: { contentType: string }) => [t.contentType, t]));
    expect(Object.keys(byType)).toEqual(['post', 'reel', 'story', 'article', 'video']);
    expect(byType.reel).toEqual({
      contentType: 'reel',
      completed: 3,
      weeks: 2,
      weeksWithRevenue: 2,
      averageWeeklyRevenue: 250,
    });
    expect(byType.post).toEqual({
      contentType: 'post',
      completed: 1,
      weeks: 1,
      weeksWithRevenue: 1,
      averageWeeklyRevenue: 100,
    });
    expect(byType.video).toEqual({
      contentType: 'video',
      completed: 0,
      weeks: 0,
      weeksWithRevenue: 0,
      averageWeeklyRevenue: null,
    });

    const onlyA = (await api.get(`/api/analytics/content-types?range=90&businessId=${a}`).expect(200)).body;
    expect(onlyA.averageWeeklyRevenue).toBe(200);
    expect(onlyA.types.find((t: { contentType: string }) => t.contentType === 'reel')).toMatchObject({
      completed: 2,
      weeks: 1,
      averageWeeklyRevenue: 300,
    });
  });

  it("is one statement; another user's business is a 404", async () => {
    const { api } = await owner();
    const other = await owner();
    expect(await core.statementsOf(() => api.get('/api/analytics/content-types').expect(200))).toHaveLength(1);
    expect((await api.get(`/api/analytics/content-types?businessId=${other.businessId}`)).status).toBe(404);
  });
});

describe('GET /api/analytics/export.csv', () => {
  it('streams every recorded metric as RFC 4180 CSV with a download name; names are quoted and never formulas', async () => {
    const {
      api,
      businessIds: [a, b],
    } = await owner({ businesses: ['Bread, "Cakes" & Co', '=HYPERLINK("http://evil")'] });
    await record(api, a, '2026-01-02', 1250.5, 8);
    await record(api, b, '2026-01-01', 99, 0);
    await record(api, a, '2026-01-01', 10, 1);
    const res = await api.get('/api/analytics/export.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="founder-journal-metrics-start-to-latest.csv"; filename*=UTF-8''founder-journal-metrics-start-to-latest.csv`,
    );
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('Date,Business,Revenue (USD),Clients');
    // Oldest first; on one date, by business id.
    const bread = `2026-01-01,"Bread, ""Cakes"" & Co",10.00,1`;
    const formula = `2026-01-01,"'=HYPERLINK(""http://evil"")",99.00,0`;
    const day1 = a < b ? [bread, formula] : [formula, bread];
    expect(lines.slice(1)).toEqual([...day1, `2026-01-02,"Bread, ""Cakes"" & Co",1250.50,8`, '']);
    expect(res.text.endsWith('\r\n')).toBe(true);
  });

  it('filters by business and dates, naming the file after them; 404 for a foreign business; 400 for reversed dates', async () => {
    const {
      api,
      businessIds: [a],
    } = await owner({ businesses: ['Sunrise Bakery', 'Other'] });
    const other = await owner();
    for (const date of ['2026-01-01', '2026-01-15', '2026-02-01']) await record(api, a, date, 1);
    const res = await api.get(`/api/analytics/export.csv?businessId=${a}&from=2026-01-10&to=2026-01-31`).expect(200);
    expect(res.headers['content-disposition']).toContain(
      'filename="sunrise-bakery-metrics-2026-01-10-to-2026-01-31.csv"',
    );
    expect(res.text.split('\r\n').slice(1, -1)).toEqual(['2026-01-15,Sunrise Bakery,1.00,1']);
    expect((await api.get(`/api/analytics/export.csv?businessId=${other.businessId}`)).status).toBe(404);
    expect((await api.get('/api/analytics/export.csv?from=2026-02-01&to=2026-01-01')).status).toBe(400);
  });

  it('reads 1,000 rows per statement however long the history (2,500 days → 3 batches, every row once)', async () => {
    const { api, businessId, user } = await owner();
    await core.db.$executeRaw`
      INSERT INTO "BusinessMetric" (id, "userId", "businessId", date, revenue, clients)
      SELECT gen_random_uuid()::text, ${user.userId}, ${businessId}, DATE '2019-01-01' + i, i, 1 FROM generate_series(0, 2499) AS i`;
    let text = '';
    const statements = await core.statementsOf(async () => {
      text = (await api.get('/api/analytics/export.csv').expect(200)).text;
    });
    const rows = text.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.slice(0, 10))).size).toBe(2500);
    expect(rows[0]).toBe('2019-01-01,Studio,0.00,1');
    expect(statements).toHaveLength(3);
  });

  it('quotes exactly what RFC 4180 requires', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('@mention')).toBe("'@mention");
    expect(csvField(-5)).toBe('-5');
  });
});
