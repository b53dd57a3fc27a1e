import { feedListSchema } from '@fj/contracts';
import { pruneFeedItems, refreshFeed } from '../src/feed-reader/refresh';
import { startReaderStub } from './support/reader-stub';
import { setupSocial } from './support/setup';

// FeedSubscription.unreadCount is kept by triggers (docs/decisions/2804): after every way an article changes it must
// equal the feed's unread rows, counted here the slow way.

let social: Awaited<ReturnType<typeof setupSocial>>;
let stub: Awaited<ReturnType<typeof startReaderStub>>;
type Api = Awaited<ReturnType<typeof social.as>>;
let reader: Api;
let userId: string;
beforeAll(async () => {
  social = await setupSocial({ oauth: false });
  stub = await startReaderStub();
  process.env.OUTBOUND_ALLOW_HOSTS = `${process.env.OUTBOUND_ALLOW_HOSTS},${stub.host}`;
  const user = await social.newUser({ isPremium: true });
  userId = user.userId;
  reader = await social.as(user);
});
afterAll(async () => {
  await stub.close();
  await social.close();
});

/** Every subscription's stored counter beside the count of its unread rows. */
async function drift() {
  return social.db.$queryRaw<{ id: string; stored: number; counted: number }[]>`
    SELECT f."id", f."unreadCount" AS stored,
           (SELECT count(*)::int FROM "FeedItem" i WHERE i."feedId" = f."id" AND NOT i."isRead") AS counted
    FROM "FeedSubscription" f WHERE f."unreadCount" <> (SELECT count(*) FROM "FeedItem" i WHERE i."feedId" = f."id" AND NOT i."isRead")`;
}
const list = async () =>
  (await reader.get('/api/feeds')).body as {
    feeds: Array<{ id: string; unreadCount: number }>;
    totalUnread: number;
  };
const unreadOf = async (feedId: string) => (await list()).feeds.find((f) => f.id === feedId)?.unreadCount;
const itemIds = async (feedId: string) =>
  ((await reader.get(`/api/feeds/items?feedId=${feedId}&limit=100`)).body.items as Array<{ id: string }>).map(
    (i) => i.id,
  );

it('stays exact through subscribe, refresh, read, unread, a feed and everything read, star, prune and unsubscribe', async () => {
  stub.state.genItems = 12;
  const a = (await reader.post('/api/feeds', { url: `${stub.url}/gen/1.xml` })).body;
  const b = (await reader.post('/api/feeds', { url: `${stub.url}/gen/2.xml` })).body;
  expect([a.unreadCount, b.unreadCount]).toEqual([12, 12]);
  expect(await drift()).toEqual([]);
  // The list's JSON is built by PostgreSQL: it is the contract's shape, with dates exactly as the other answers write them.
  const listed = feedListSchema.parse((await reader.get('/api/feeds')).body);
  const rows = await social.db.feedSubscription.findMany({ where: { userId }, orderBy: { title: 'asc' } });
  expect(listed.feeds.map((f) => [f.id, f.createdAt, f.nextFetchAt, f.lastFetchedAt])).toEqual(
    rows.map((r) => [r.id, r.createdAt.toISOString(), r.nextFetchAt.toISOString(), r.lastFetchedAt?.toISOString()]),
  );
  expect(listed).toMatchObject({ totalUnread: 24, starredCount: 0 });
  expect(listed.feeds[0]).toEqual(a);

  // A refresh that brings 3 new articles (the stub lists 15 now).
  stub.state.genItems = 15;
  expect(await refreshFeed(social.db, a.id)).toBe('updated');
  expect(await unreadOf(a.id)).toBe(15);

  const [first, second, third] = await itemIds(a.id);
  const read = await reader.post('/api/feeds/items/read', { ids: [first, second, third] });
  expect(read.body).toEqual({ updated: 3, totalUnread: 15 + 12 - 3 });
  // Reading articles already read changes nothing.
  await reader.post('/api/feeds/items/read', { ids: [first, second] });
  expect(await unreadOf(a.id)).toBe(12);
  await reader.post('/api/feeds/items/read', { ids: [second], read: false });
  expect(await unreadOf(a.id)).toBe(13);
  // Starring is an update too, and must not move the count.
  await reader.post(`/api/feeds/items/${second}/star`, { starred: true });
  expect(await unreadOf(a.id)).toBe(13);
  expect(await drift()).toEqual([]);

  expect((await reader.post('/api/feeds/items/read', { feedId: b.id })).body.totalUnread).toBe(13);
  expect(await unreadOf(b.id)).toBe(0);
  // Articles of both feeds in one statement, read and unread mixed.
  const both = [...(await itemIds(a.id)).slice(0, 5), ...(await itemIds(b.id)).slice(0, 4)];
  await reader.post('/api/feeds/items/read', { ids: both, read: false });
  expect((await list()).feeds.map((f) => f.unreadCount).sort()).toEqual([15, 4].sort());
  expect(await drift()).toEqual([]);

  // The prune deletes old unread articles beyond each feed's newest 50.
  const old = Array.from({ length: 60 }, (_, n) => ({
    feedId: a.id,
    userId,
    guid: `old-${n}`,
    title: `Old ${n}`,
    contentHtml: '',
    publishedAt: new Date(Date.now() - (200 + n) * 86_400_000),
    isRead: n % 2 === 0,
  }));
  await social.db.feedItem.createMany({ data: old });
  expect(await unreadOf(a.id)).toBe(15 + 30);
  expect(await pruneFeedItems(social.db)).toBe(25); // 15 + 60 stored, the newest 50 kept
  expect(await drift()).toEqual([]);

  expect((await reader.post('/api/feeds/items/read', { all: true })).body.totalUnread).toBe(0);
  expect(await drift()).toEqual([]);
  expect((await reader.delete(`/api/feeds/${b.id}`)).status).toBe(204);
  expect((await list()).totalUnread).toBe(0);
  expect(await drift()).toEqual([]);
});

it('stays exact when many reads and unreads of the same feed race each other', async () => {
  stub.state.genItems = 30;
  const feed = (await reader.post('/api/feeds', { url: `${stub.url}/gen/3.xml` })).body;
  const ids = await itemIds(feed.id);
  await Promise.all(
    ids.flatMap((id, n) => [
      reader.post('/api/feeds/items/read', { ids: [id, ids[(n + 1) % ids.length]] }),
      reader.post('/api/feeds/items/read', { ids: [ids[(n + 7) % ids.length]], read: false }),
    ]),
  );
  expect(await drift()).toEqual([]);
  await Promise.all([
    reader.post('/api/feeds/items/read', { all: true }),
    reader.post('/api/feeds/items/read', { ids: ids.slice(0, 10), read: false }),
    reader.post('/api/feeds/items/read', { feedId: feed.id }),
  ]);
  expect(await drift()).toEqual([]);
});

it("goes with the feed when an account is deleted (the cascade's trigger touches no other feed)", async () => {
  const other = await social.newUser({ isPremium: true });
  const api = await social.as(other);
  const feed = (await api.post('/api/feeds', { url: `${stub.url}/gen/4.xml` })).body;
  expect(feed.unreadCount).toBe(30);
  await social.db.user.delete({ where: { id: other.userId } });
  expect(await social.db.feedSubscription.count({ where: { id: feed.id } })).toBe(0);
  expect(await drift()).toEqual([]);
});
