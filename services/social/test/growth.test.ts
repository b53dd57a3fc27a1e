import { growthStatus } from '@fj/contracts';
import { runJobsOnce } from '@fj/server-kit/jobs';
import { SERVICE_NAME } from '../src/app';
import { growthFigures } from '../src/growth/maths';
import { enqueueCaptures, snapshotJobHandlers } from '../src/snapshots/capture';
import { setupSocial } from './support/setup';

let social: Awaited<ReturnType<typeof setupSocial>>;
beforeAll(async () => {
  social = await setupSocial({ oauth: true, youtubeKey: true });
});
afterAll(() => social.close());

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

describe('growth maths', () => {
  it('labels progress against the monthly target at the 100 / 75 / 50 % thresholds', () => {
    expect([100, 99.9, 75, 74.9, 50, 49.9, 0, -20].map(growthStatus)).toEqual([
      'Exceeded!',
      'On Track',
      'On Track',
      'Moderate',
      'Moderate',
      'Behind',
      'Behind',
      'Behind',
    ]);
  });

  it('compares the latest count with the start of the window, and invents nothing with fewer than two counts', () => {
    const p = (daysAgo: number, followers: number | null, posts: number | null = null) => ({
      capturedAt: at(daysAgo),
      followers,
      posts,
    });
    // 1000 before the window (baseline) → 1075 now: +7.5 % against a 10 % target is 75 % → On Track.
    expect(growthFigures([p(5, 1050), p(1, 1075)], 1000, 10)).toMatchObject({
      followers: 1075,
      change: 75,
      growthPercent: 7.5,
      progressPercent: 75,
      status: 'On Track',
    });
    // No baseline: the first count inside the window is the start.
    expect(growthFigures([p(20, 200), p(0, 210)], null, 10)).toMatchObject({
      change: 10,
      growthPercent: 5,
      progressPercent: 50,
      status: 'Moderate',
    });
    expect(growthFigures([p(20, 200), p(0, 190)], null, 10)).toMatchObject({
      change: -10,
      growthPercent: -5,
      status: 'Behind',
    });
    expect(growthFigures([p(0, 500)], null, 10)).toMatchObject({
      followers: 500,
      change: null,
      growthPercent: null,
      status: null,
    });
    expect(growthFigures([], 700, 10)).toMatchObject({ followers: 700, change: null, status: null });
    expect(growthFigures([p(3, 0), p(1, 40)], null, 10)).toMatchObject({
      change: 40,
      growthPercent: null,
      status: null,
    });
    // Feeds count episodes, not followers: posts are shown, growth stays unknown.
    expect(growthFigures([p(2, null, 3), p(1, null, 4)], null, 10)).toMatchObject({
      followers: null,
      posts: 4,
      change: null,
      status: null,
    });
    // One point per day: the day's last figure.
    expect(
      growthFigures(
        [
          { capturedAt: new Date('2026-11-01T08:00:00Z'), followers: 1, posts: null },
          { capturedAt: new Date('2026-11-01T20:00:00Z'), followers: 2, posts: null },
        ],
        null,
        10,
      ).series,
    ).toEqual([{ date: '2026-11-01', followers: 2, posts: null }]);
  });
});

it('GET /api/social-growth answers every account from its snapshots, with labels, in one query however many accounts', async () => {
  const identity = await social.newUser({ isPremium: true });
  const api = await social.as(identity);
  const businessId = await social.newBusiness(identity.userId);
  const otherBusiness = await social.newBusiness(identity.userId, 'Other');
  const make = async (username: string, target: number, counts: Array<[number, number]>, business = businessId) => {
    const account = (
      await api.post('/api/social-accounts', {
        platform: 'instagram',
        businessId: business,
        username,
        monthlyGrowthTarget: target,
      })
    ).body;
    await social.db.growthSnapshot.createMany({
      data: counts.map(([daysAgo, followers]) => ({
        accountId: account.id,
        capturedAt: at(daysAgo),
        followers,
        source: 'manual',
      })),
    });
    return account.id as string;
  };
  const exceeded = await make('exceeded', 10, [
    [40, 1000],
    [10, 1050],
    [1, 1100],
  ]);
  const onTrack = await make('ontrack', 20, [
    [25, 1000],
    [2, 1150],
  ]);
  const behind = await make('behind', 10, [
    [29, 1000],
    [0, 1010],
  ]);
  const fresh = await make('fresh', 10, [[0, 77]]);
  await make(
    'elsewhere',
    10,
    [
      [5, 1],
      [1, 2],
    ],
    otherBusiness,
  );

  let body: {
    accounts: Array<{
      account: { id: string };
      followers: number;
      change: number;
      growthPercent: number;
      progressPercent: number;
      status: string;
      series: unknown[];
    }>;
  } = { accounts: [] };
  const statements = await social.statementsOf(async () => {
    body = (await api.get(`/api/social-growth?businessId=${businessId}`)).body;
  });
  expect(statements.filter((s) => /^\s*SELECT/i.test(s))).toHaveLength(1);
  const byId = new Map(body.accounts.map((a) => [a.account.id, a]));
  expect(body.accounts).toHaveLength(4);
  expect(byId.get(exceeded)).toMatchObject({
    followers: 1100,
    change: 100,
    growthPercent: 10,
    progressPercent: 100,
    status: 'Exceeded!',
  });
  expect(byId.get(exceeded)!.series).toHaveLength(2); // the 40-day-old count is the baseline, outside the 30-day series
  expect(byId.get(onTrack)).toMatchObject({ change: 150, growthPercent: 15, progressPercent: 75, status: 'On Track' });
  expect(byId.get(behind)).toMatchObject({ change: 10, growthPercent: 1, progressPercent: 10, status: 'Behind' });
  expect(byId.get(fresh)).toMatchObject({ followers: 77, change: null, status: null });
  // 90 days: the 40-day-old count is now inside the window.
  const ninety = (await api.get(`/api/social-growth?businessId=${businessId}&days=90`)).body;
  expect(ninety.accounts.find((a: { account: { id: string } }) => a.account.id === exceeded).series).toHaveLength(3);
  expect((await api.get('/api/social-growth')).body.accounts).toHaveLength(5);
  expect((await api.get('/api/social-growth?days=7')).status).toBe(400);
});

it('the 6-hourly job measures feeds, YouTube and OAuth accounts, retries a failing source with back-off, and never queues two captures of one account', async () => {
  const identity = await social.newUser({ isPremium: true });
  const api = await social.as(identity);
  const businessId = await social.newBusiness(identity.userId);
  const podcast = (
    await api.post('/api/social-accounts', {
      platform: 'podcast',
      businessId,
      rssUrl: `${social.stub.url}/feeds/podcast.xml`,
    })
  ).body;
  const youtube = (
    await api.post('/api/social-accounts', { platform: 'youtube', businessId, channelId: 'UCstubchannel0000000000a' })
  ).body;
  expect(youtube).toMatchObject({ channelId: 'UCstubchannel0000000000a' });
  const manual = (await api.post('/api/social-accounts', { platform: 'linkedin', businessId, username: 'ada' })).body;
  const handlers = snapshotJobHandlers(social.db);
  const run = () => runJobsOnce({ service: SERVICE_NAME, connectionString: social.url, handlers });
  const jobs = () =>
    social.db.$queryRawUnsafe<
      Array<{ key: string | null; queue_name: string | null; attempts: number; last_error: string | null }>
    >(
      `SELECT key, queue_name, attempts, last_error FROM graphile_worker.jobs WHERE task_identifier = 'social:capture-account-snapshot' ORDER BY key`,
    );

  // Two ticks in a row: one pending capture per account (its job key), in its host's queue.
  expect(await enqueueCaptures(social.db)).toBeGreaterThanOrEqual(2);
  await enqueueCaptures(social.db);
  const queued = (await jobs()).filter(
    (j) => j.key === `social:capture:${podcast.id}` || j.key === `social:capture:${youtube.id}`,
  );
  expect(queued.map((j) => j.queue_name)).toEqual([
    `social-host:${social.stub.host}`,
    `social-host:${social.stub.host}`,
  ]);
  expect((await jobs()).filter((j) => j.key === `social:capture:${manual.id}`)).toEqual([]);

  social.stub.state.episodes = 5;
  social.stub.state.subscribers = 6000;
  social.stub.state.failFeeds = 1; // the first feed request fails: that capture is retried later
  social.stub.state.feedDelayMs = 50;
  await run();
  const failed = (await jobs()).filter((j) => j.attempts > 0);
  expect(failed).toHaveLength(1);
  expect(failed[0].last_error).toMatch(/answered 503/);
  // Same host, one queue: the stub never saw two feed requests at once.
  expect(social.stub.state.maxInFlight).toBe(1);
  // Make the retry due now (graphile-worker scheduled it exp(1) s later) and run again.
  await social.db.$queryRawUnsafe(
    `SELECT graphile_worker.reschedule_jobs(array_agg(id), run_at => now())::text FROM graphile_worker.jobs WHERE attempts > 0`,
  );
  await run();
  expect(await jobs()).toEqual([]);
  const latest = async (accountId: string) =>
    (await social.db.growthSnapshot.findFirst({ where: { accountId }, orderBy: { capturedAt: 'desc' } }))!;
  expect((await latest(podcast.id)).posts).toBe(5);
  expect([(await latest(youtube.id)).followers, (await latest(youtube.id)).posts]).toEqual([6000, 42]);
  expect(await social.db.growthSnapshot.count({ where: { accountId: manual.id } })).toBe(0);
});
