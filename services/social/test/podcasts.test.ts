import { captureAccount } from '../src/snapshots/capture';
import { cadenceDays } from '../src/podcasts/cadence';
import { startReaderStub } from './support/reader-stub';
import { setupSocial } from './support/setup';

let social: Awaited<ReturnType<typeof setupSocial>>;
let other: Awaited<ReturnType<typeof startReaderStub>>;
beforeAll(async () => {
  social = await setupSocial({ oauth: false });
  // A second publisher, for a second show.
  other = await startReaderStub();
  process.env.OUTBOUND_ALLOW_HOSTS = `${process.env.OUTBOUND_ALLOW_HOSTS},${other.host}`;
});
afterAll(async () => {
  await other.close();
  await social.close();
});

async function owner(isPremium: boolean) {
  const user = await social.newUser({ isPremium });
  return { api: await social.as(user), businessId: await social.newBusiness(user.userId), user };
}
const link = (o: Awaited<ReturnType<typeof owner>>, rssUrl: string) =>
  o.api.post('/api/social-accounts', { businessId: o.businessId, platform: 'podcast', rssUrl });

it('works out the cadence as the median gap of the last 10 episodes', () => {
  const d = (day: number) => new Date(Date.UTC(2026, 10, day));
  expect(cadenceDays([d(20), d(13), d(6)])).toBe(7);
  expect(cadenceDays([d(20), d(19), d(12), d(5)])).toBe(7);
  expect(cadenceDays([d(20), d(18), d(17), d(10)])).toBe(2);
  expect(cadenceDays([d(20)])).toBeNull();
});

it('lists the podcast with artwork, episodes (latest first), cadence, this month and growth; new episodes arrive with each capture', async () => {
  const free = await owner(false);
  const linked = await link(free, `${social.stub.url}/feeds/podcast.xml`);
  expect(linked.status).toBe(201);
  const list = await free.api.get('/api/podcasts');
  expect(list.body.limit).toBe(1);
  const [show] = list.body.podcasts;
  const monthStart = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1);
  const dates = [Date.UTC(2026, 10, 3, 8), Date.UTC(2026, 10, 2, 8), Date.UTC(2026, 10, 1, 8)];
  expect(show).toMatchObject({
    accountId: linked.body.id,
    title: 'Founder Stories',
    artwork: 'https://founderstories.example/art.jpg',
    episodeCount: 3,
    cadenceDays: 1,
    episodesThisMonth: dates.filter((t) => t >= monthStart).length,
    latestEpisodeAt: new Date(dates[0]).toISOString(),
  });
  expect(show.growth).toEqual([expect.objectContaining({ posts: 3 })]);
  const episodes = await free.api.get(`/api/podcasts/${linked.body.id}/episodes`);
  expect(
    episodes.body.episodes.map((e: { title: string; durationSeconds: number }) => [e.title, e.durationSeconds]),
  ).toEqual([
    ['Episode 1', 1800],
    ['Episode 2', 2730],
    ['Episode 3', 3723],
  ]);
  expect(episodes.body.nextCursor).toBeNull();

  // The scheduled capture reads the feed again: new episodes appear, each once, and the growth series grows.
  social.stub.state.episodes = 5;
  await captureAccount(social.db, linked.body.id);
  const after = (await free.api.get('/api/podcasts')).body.podcasts[0];
  expect(after.episodeCount).toBe(5);
  expect(after.growth.map((g: { posts: number }) => g.posts)).toEqual([3, 5]);
  await captureAccount(social.db, linked.body.id);
  expect(await social.db.podcastEpisode.count({ where: { accountId: linked.body.id } })).toBe(5);
});

it('Free tracks one podcast: a second is a 403 with the reason and writes nothing; Premium tracks many', async () => {
  const free = await owner(false);
  expect((await link(free, `${social.stub.url}/feeds/podcast.xml`)).status).toBe(201);
  const before = await social.db.socialAccount.count();
  const second = await link(free, `${other.url}/news.xml`);
  expect([second.status, second.body.message]).toEqual([403, 'Tracking more than one podcast is a Premium feature']);
  expect(await social.db.socialAccount.count()).toBe(before);
  // Another business of the same free user is no way around it.
  const business2 = await social.newBusiness(free.user.userId, 'Second');
  expect(
    (
      await free.api.post('/api/social-accounts', {
        businessId: business2,
        platform: 'podcast',
        rssUrl: `${other.url}/news.xml`,
      })
    ).status,
  ).toBe(403);

  const premium = await owner(true);
  expect((await link(premium, `${social.stub.url}/feeds/podcast.xml`)).status).toBe(201);
  expect((await link(premium, `${other.url}/news.xml`)).status).toBe(201);
  const list = await premium.api.get('/api/podcasts');
  expect(list.body.limit).toBeNull();
  expect(list.body.podcasts.map((p: { title: string }) => p.title)).toEqual(['Founder Stories', 'Daily News']);
  // Three statements whatever the number of shows (accounts, episode figures, growth).
  const statements = await social.statementsOf(() => premium.api.get('/api/podcasts'));
  expect(statements.length).toBeLessThanOrEqual(3);
});

it('pages episodes with a keyset cursor (ties on the date included) and keeps the latest 50', async () => {
  const premium = await owner(true);
  social.stub.state.episodes = 60;
  const linked = await link(premium, `${social.stub.url}/feeds/podcast.xml`);
  expect(await social.db.podcastEpisode.count({ where: { accountId: linked.body.id } })).toBe(50);
  const seen: string[] = [];
  let cursor: string | null = '';
  let pages = 0;
  while (cursor !== null) {
    const res: { body: { episodes: Array<{ id: string }>; nextCursor: string | null } } = await premium.api.get(
      `/api/podcasts/${linked.body.id}/episodes${cursor ? `?cursor=${cursor}` : ''}`,
    );
    seen.push(...res.body.episodes.map((e) => e.id));
    cursor = res.body.nextCursor;
    pages++;
  }
  expect(pages).toBe(3);
  expect(new Set(seen).size).toBe(50);
  expect((await premium.api.get(`/api/podcasts/${linked.body.id}/episodes?cursor=garbage`)).status).toBe(400);
});

it("answers 404 for another user's podcast, a non-podcast account and a malformed id", async () => {
  const a = await owner(true);
  const b = await owner(true);
  const show = await link(a, `${social.stub.url}/feeds/podcast.xml`);
  expect((await b.api.get(`/api/podcasts/${show.body.id}/episodes`)).status).toBe(404);
  expect((await b.api.get('/api/podcasts')).body.podcasts).toEqual([]);
  const insta = await a.api.post('/api/social-accounts', {
    businessId: a.businessId,
    platform: 'instagram',
    username: 'ada',
  });
  expect((await a.api.get(`/api/podcasts/${insta.body.id}/episodes`)).status).toBe(404);
  expect((await a.api.get('/api/podcasts/nope/episodes')).status).toBe(404);
});
