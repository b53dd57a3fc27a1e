import { contractOf, databaseSnapshot, fuzzEndpoint, type Contract } from '@fj/server-kit/testing';
import { z } from 'zod';
import { backoffMs, enqueueDueFeeds, pruneFeedItems, refreshFeed } from '../src/feed-reader/refresh';
import { sanitizeArticleHtml } from '../src/feed-reader/sanitize';
import { startReaderStub } from './support/reader-stub';
import { setupSocial } from './support/setup';

let social: Awaited<ReturnType<typeof setupSocial>>;
let stub: Awaited<ReturnType<typeof startReaderStub>>;
type Api = Awaited<ReturnType<typeof social.as>>;
let reader: Api;
let readerId: string;
beforeAll(async () => {
  social = await setupSocial({ oauth: false });
  stub = await startReaderStub();
  process.env.OUTBOUND_ALLOW_HOSTS = `${process.env.OUTBOUND_ALLOW_HOSTS},${stub.host}`;
  const user = await social.newUser({ isPremium: true });
  readerId = user.userId;
  reader = await social.as(user);
});
afterAll(async () => {
  await stub.close();
  await social.close();
});

const subscribe = (url: string, folder?: string) =>
  reader.post('/api/feeds', { url: `${stub.url}${url}`, ...(folder ? { folder } : {}) });
const items = async (api: Api, query = '') =>
  (await api.get(`/api/feeds/items${query}`)).body.items as Array<{
    id: string;
    title: string;
    isRead: boolean;
    isStarred: boolean;
    contentHtml: string;
    feedId: string;
  }>;

it('is Premium: a free user gets 403 with the reason on every route, and nothing is fetched', async () => {
  const free = await social.as(await social.newUser());
  const before = stub.state.requests.length;
  const id = '00000000-0000-4000-8000-000000000000';
  for (const res of [
    await free.get('/api/feeds'),
    await free.post('/api/feeds', { url: `${stub.url}/news.xml` }),
    await free.delete(`/api/feeds/${id}`),
    await free.get('/api/feeds/items'),
    await free.post('/api/feeds/items/read', { all: true }),
    await free.post(`/api/feeds/items/${id}/star`, { starred: true }),
    await free.get('/api/feeds/opml'),
    await free.post('/api/feeds/opml', {}),
  ]) {
    expect([res.status, res.body.message]).toEqual([403, 'The RSS reader is a Premium feature']);
  }
  expect(stub.state.requests.length).toBe(before);
});

it('subscribes by feed URL or by site URL (autodiscovery), stores articles once by guid, and refuses what is not a feed', async () => {
  const bySite = await subscribe('/site/', 'News');
  expect(bySite.status).toBe(201);
  expect(bySite.body).toMatchObject({
    url: `${stub.url}/news.xml`,
    title: 'Daily News',
    folder: 'News',
    unreadCount: 2,
    lastError: null,
    errorCount: 0,
  });
  expect((await subscribe('/news.xml')).status).toBe(409);
  const dup = await subscribe('/dup.xml');
  expect(dup.body.unreadCount).toBe(2);
  expect((await items(reader, `?feedId=${dup.body.id}`)).map((i) => i.title)).toEqual(['First copy', 'Other']);
  expect((await subscribe('/plain-page')).body.message).toBe(
    'No feed found at that address: the page does not link to an RSS or Atom feed.',
  );
  expect((await subscribe('/missing.xml')).body.message).toBe('The feed answered 404.');
  expect((await reader.post('/api/feeds', { url: 'http://169.254.169.254/latest' })).body.message).toMatch(
    /private or local network/,
  );
  expect((await reader.post('/api/feeds', { url: '' })).body.message).toMatch(/feed or site URL/);
  const list = (await reader.get('/api/feeds')).body;
  expect(list.feeds.map((f: { title: string }) => f.title)).toEqual(['Dups', 'Daily News']);
  expect(list.totalUnread).toBe(4);
});

it('refreshes with a conditional GET: 304 stores nothing, a new article arrives after the ETag changes; Last-Modified alone works too', async () => {
  const news = (await reader.get('/api/feeds')).body.feeds.find((f: { title: string }) => f.title === 'Daily News');
  expect(await refreshFeed(social.db, news.id)).toBe('not_modified');
  expect(stub.state.requests.at(-1)).toMatchObject({ path: '/news.xml', ifNoneMatch: '"news-2"', status: 304 });
  stub.state.news = 3;
  expect(await refreshFeed(social.db, news.id)).toBe('updated');
  expect((await items(reader, `?feedId=${news.id}`)).map((i) => i.title)).toEqual(['News 3', 'News 2', 'News 1']);
  const dated = await subscribe('/dated.xml');
  expect(await refreshFeed(social.db, dated.body.id)).toBe('not_modified');
  expect(stub.state.requests.at(-1)).toMatchObject({ path: '/dated.xml', status: 304 });
  expect(stub.state.requests.at(-1)?.ifModifiedSince).toBeTruthy();
});

it('backs off on errors (shown on the feed) and recovers; the tick enqueues only due feeds, once', async () => {
  const flaky = await subscribe('/flaky.xml');
  stub.state.flakyDown = true;
  const t0 = new Date();
  expect(await refreshFeed(social.db, flaky.body.id, t0)).toBe('failed');
  expect(await refreshFeed(social.db, flaky.body.id, t0)).toBe('failed');
  let feed = (await reader.get('/api/feeds')).body.feeds.find((f: { id: string }) => f.id === flaky.body.id);
  expect(feed).toMatchObject({ errorCount: 2, lastError: 'The feed answered 500.' });
  expect(new Date(feed.nextFetchAt).getTime()).toBe(t0.getTime() + backoffMs(2));
  expect(backoffMs(2)).toBe(2 * backoffMs(1));
  expect(backoffMs(50)).toBe(24 * 3600_000);
  stub.state.flakyDown = false;
  expect(await refreshFeed(social.db, flaky.body.id)).toBe('updated');
  feed = (await reader.get('/api/feeds')).body.feeds.find((f: { id: string }) => f.id === flaky.body.id);
  expect(feed).toMatchObject({ errorCount: 0, lastError: null });
  // Nothing is due right after a refresh; far in the future everything is, and a second tick queues nothing more.
  expect(await enqueueDueFeeds(social.db)).toBe(0);
  const later = new Date(Date.now() + 2 * 24 * 3600_000);
  const count = await social.db.feedSubscription.count();
  expect(await enqueueDueFeeds(social.db, later)).toBe(count);
  expect(await enqueueDueFeeds(social.db, later)).toBe(0);
  const jobs = await social.db.$queryRaw<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'social:refresh-feed'`;
  expect(jobs[0].n).toBe(count);
});

it('sanitises article HTML on the server against known XSS vectors, keeping text, links, images, lists and headings', async () => {
  const hostile = await subscribe('/xss.xml');
  expect(hostile.body.title).toBe('Hostile Feed');
  const [article] = await items(reader, `?feedId=${hostile.body.id}`);
  const html = article.contentHtml;
  expect(html).not.toMatch(
    /XSS-|<script|<iframe|<style|<svg|<object|<embed|<form|<input|<meta|<base|<math|onerror|onclick|onload|javascript:|data:|style=/i,
  );
  expect(html).toContain('<strong>bold</strong>');
  expect(html).toContain('<h2>Heading</h2>');
  expect(html).toMatch(
    /<a href="https:\/\/news\.example\/relative\/link" target="_blank" rel="noopener noreferrer nofollow">relative<\/a>/,
  );
  // Images are served through our own origin (decision 2803), the publisher's address signed in the query.
  expect(html).toMatch(
    new RegExp(
      `<img src="/api/feeds/media\\?url=${encodeURIComponent('https://news.example/pic.png')}&amp;sig=[\\w-]+" alt="pic"`,
    ),
  );
  expect(html).toContain('<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>');
  expect(html).toContain('<div>styled</div>');
  expect(html).toContain('<p>handlers</p>');
  // The sanitiser on its own: encoded and mixed-case schemes, protocol-relative URLs.
  expect(
    sanitizeArticleHtml(
      '<a href="JaVaScRiPt:alert(1)">x</a><a href="//evil.example/">y</a><IMG SRC="javascript:alert(1)">',
    ),
  ).toBe(
    '<a target="_blank" rel="noopener noreferrer nofollow">x</a><a target="_blank" rel="noopener noreferrer nofollow">y</a>',
  );
});

it('lists unified and per-feed, unread only, with keyset pages; marks read/unread, a feed, all; stars; counts in one query', async () => {
  const all = await items(reader);
  expect(all.length).toBeGreaterThan(5);
  // Keyset: pages of 2 walk the whole list without repeats.
  const seen: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: { body: { items: Array<{ id: string }>; nextCursor: string | null } } = await reader.get(
      `/api/feeds/items?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
    );
    seen.push(...page.body.items.map((i) => i.id));
    cursor = page.body.nextCursor;
  }
  expect(seen).toEqual(all.map((i) => i.id));
  const [first, second] = all;
  expect((await reader.post('/api/feeds/items/read', { ids: [first.id, second.id] })).body.updated).toBe(2);
  expect((await items(reader, '?unread=true')).map((i) => i.id)).not.toContain(first.id);
  await reader.post('/api/feeds/items/read', { ids: [second.id], read: false });
  expect((await items(reader, '?unread=true')).map((i) => i.id)).toContain(second.id);
  const star = await reader.post(`/api/feeds/items/${first.id}/star`, { starred: true });
  expect(star.body).toEqual({ id: first.id, isStarred: true });
  expect((await items(reader, '?starred=true')).map((i) => i.id)).toEqual([first.id]);
  const byFeed = await reader.post('/api/feeds/items/read', { feedId: second.feedId });
  expect(byFeed.body.updated).toBeGreaterThan(0);
  expect(
    (await reader.get('/api/feeds')).body.feeds.find((f: { id: string }) => f.id === second.feedId).unreadCount,
  ).toBe(0);
  // The feed list counts no articles: unread counts are stored on the feeds (decision 2804); only starred is counted.
  const statements = await social.statementsOf(() => reader.get('/api/feeds'));
  expect(statements.filter((s) => /FROM "public"."FeedItem"|FROM "FeedItem"/.test(s)).length).toBe(1);
  expect(statements.length).toBeLessThanOrEqual(3);
  const done = await reader.post('/api/feeds/items/read', { all: true });
  expect(done.body.totalUnread).toBe(0);
  expect(await items(reader, '?unread=true')).toEqual([]);
  expect((await reader.get('/api/feeds/items?cursor=nonsense')).status).toBe(400);
});

it("answers 404 for another user's feed or article, and for malformed ids", async () => {
  const other = await social.as(await social.newUser({ isPremium: true }));
  const article = (await items(reader)).find((i) => !i.isStarred)!;
  expect((await other.post(`/api/feeds/items/${article.id}/star`, { starred: true })).status).toBe(404);
  expect((await other.delete(`/api/feeds/${article.feedId}`)).status).toBe(404);
  expect((await other.get(`/api/feeds/items?feedId=${article.feedId}`)).status).toBe(404);
  expect((await other.post('/api/feeds/items/read', { feedId: article.feedId })).status).toBe(404);
  expect((await other.post('/api/feeds/items/read', { ids: [article.id] })).body.updated).toBe(0);
  expect((await other.delete('/api/feeds/not-an-id')).status).toBe(404);
  expect((await social.db.feedItem.findUniqueOrThrow({ where: { id: article.id } })).isStarred).toBe(false);
});

it('prunes articles older than 90 days unless starred or among the newest 50 of their feed', async () => {
  const feed = await subscribe('/old.xml');
  // A young feed keeps its old article: it is among the feed's newest 50 (decision 2802).
  const stored = await items(reader, `?feedId=${feed.body.id}`);
  expect(stored.map((i) => i.title)).toEqual(['Fresh', 'Ancient']);
  const [fresh, ancient] = stored;
  // 50 more recent articles push 'Ancient' out of the newest 50.
  await social.db.feedItem.createMany({
    data: Array.from({ length: 50 }, (_, n) => ({
      feedId: feed.body.id,
      userId: readerId,
      guid: `recent-${n}`,
      title: `Recent ${n}`,
      contentHtml: '',
      publishedAt: new Date(Date.now() - (2 + n) * 3600_000),
      isRead: true,
    })),
  });
  const kept = await social.db.feedItem.create({
    data: {
      feedId: feed.body.id,
      userId: readerId,
      guid: 'starred-old',
      title: 'Starred old',
      contentHtml: '',
      publishedAt: new Date(Date.now() - 200 * 86_400_000),
      isStarred: true,
    },
  });
  await social.db.feedItem.create({
    data: {
      feedId: feed.body.id,
      userId: readerId,
      guid: 'plain-old',
      title: 'Plain old',
      contentHtml: '',
      publishedAt: new Date(Date.now() - 91 * 86_400_000),
    },
  });
  expect(await pruneFeedItems(social.db)).toBe(2);
  const left = (await items(reader, `?feedId=${feed.body.id}&limit=100`)).map((i) => i.id);
  expect(left).toHaveLength(52);
  expect(left).toContain(fresh.id);
  expect(left.at(-1)).toBe(kept.id);
  expect(left).not.toContain(ancient.id);
  // The account export carries the subscriptions (with folders) and the starred articles.
  const exported = (await reader.get('/api/account/export')).body;
  const sections = JSON.stringify(exported);
  expect(sections).toContain('"feedSubscriptions"');
  expect(sections).toContain('"starredFeedItems"');
  expect(sections).toContain('Starred old');
  expect(sections).not.toContain('Plain old');
});

it('imports OPML (folders, duplicates skipped, streamed progress) and exports it back: a round trip', async () => {
  const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>Mine</title></head><body>
    <outline text="Tech &amp; Biz"><outline type="rss" text="Gen 1" xmlUrl="${stub.url}/gen/1.xml"/><outline type="rss" text="Gen 2" xmlUrl="${stub.url}/gen/2.xml"/></outline>
    <outline type="rss" text="Already" xmlUrl="${stub.url}/news.xml"/>
    <outline type="rss" text="Broken" xmlUrl="${stub.url}/missing.xml"/>
    <outline type="rss" text="Gen 1 again" xmlUrl="${stub.url}/gen/1.xml"/>
  </body></opml>`;
  const res = await reader.post('/api/feeds/opml').set('content-type', 'text/x-opml').send(opml);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
  const lines = res.text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines.map((l) => l.done)).toEqual([1, 2, 3, 4, 4]);
  expect(lines.at(-1)).toMatchObject({ finished: true, total: 4, added: 3, skipped: 1, failed: 0 });
  expect(lines.find((l) => l.url?.endsWith('/missing.xml')).error).toBe('The feed answered 404.');
  const feeds = (await reader.get('/api/feeds')).body.feeds;
  expect(feeds.find((f: { url: string }) => f.url.endsWith('/gen/2.xml'))).toMatchObject({
    folder: 'Tech & Biz',
    title: 'Gen 2',
    unreadCount: 10,
  });
  const exported = await reader.get('/api/feeds/opml');
  expect(exported.headers['content-type']).toMatch(/text\/x-opml/);
  // Import the export as someone else: the same feeds in the same folders.
  const other = await social.as(await social.newUser({ isPremium: true }));
  const again = await other.post('/api/feeds/opml').set('content-type', 'text/x-opml').send(exported.text);
  expect(again.status).toBe(200);
  const mine = feeds.map((f: { url: string; folder: string | null }) => [f.url, f.folder]).sort();
  const theirs = (await other.get('/api/feeds')).body.feeds
    .map((f: { url: string; folder: string | null }) => [f.url, f.folder])
    .sort();
  expect(theirs).toEqual(mine);
  // Bad files: a clear 400, nothing written.
  const count = await social.db.feedSubscription.count();
  const tooMany = `<opml version="2.0"><body>${Array.from({ length: 1001 }, (_, i) => `<outline xmlUrl="${stub.url}/gen/${i}.xml"/>`).join('')}</body></opml>`;
  expect((await reader.post('/api/feeds/opml').set('content-type', 'text/x-opml').send(tooMany)).body.message).toBe(
    'An OPML import can hold at most 1,000 feeds.',
  );
  expect((await reader.post('/api/feeds/opml').set('content-type', 'text/x-opml').send('<opml><body>')).status).toBe(
    400,
  );
  expect(
    (
      await reader
        .post('/api/feeds/opml')
        .set('content-type', 'text/x-opml')
        .send('<!DOCTYPE x [<!ENTITY a "b">]><opml/>')
    ).status,
  ).toBe(400);
  expect(
    (await reader.post('/api/feeds/opml').set('content-type', 'text/x-opml').send('<html><body/></html>')).body.message,
  ).toMatch(/not an OPML file/);
  expect(await social.db.feedSubscription.count()).toBe(count);
});

it('renames, moves and unsubscribes (the articles go with the feed)', async () => {
  const feed = (await reader.get('/api/feeds')).body.feeds[0];
  expect((await reader.patch(`/api/feeds/${feed.id}`, { folder: 'Later', title: 'Renamed' })).body).toMatchObject({
    folder: 'Later',
    title: 'Renamed',
  });
  expect((await reader.delete(`/api/feeds/${feed.id}`)).status).toBe(204);
  expect(await social.db.feedItem.count({ where: { feedId: feed.id } })).toBe(0);
  expect((await reader.delete(`/api/feeds/${feed.id}`)).status).toBe(404);
});

describe('fuzz: every mutating endpoint answers 4xx with a message (never 5xx), writes nothing on a 4xx, and each 2xx body matches the catalog', () => {
  const ENDPOINTS: Array<{
    contract: Contract;
    path: () => Promise<string> | string;
    fixed?: () => Record<string, unknown>;
    reaches: number;
  }> = [
    // Valid bodies name a real feed: the first subscribes (201), the rest are 409 (or 429 once the throttle is reached).
    {
      contract: contractOf('post', '/api/feeds'),
      path: () => '/api/feeds',
      fixed: () => ({ url: `${stub.url}/gen/77.xml` }),
      reaches: 201,
    },
    {
      contract: contractOf('patch', '/api/feeds/{id}'),
      path: async () => `/api/feeds/${(await reader.get('/api/feeds')).body.feeds[0].id}`,
      reaches: 200,
    },
    { contract: contractOf('post', '/api/feeds/items/read'), path: () => '/api/feeds/items/read', reaches: 200 },
    // The OPML import takes the file as text: JSON bodies of any shape are a 400 that writes nothing.
    {
      contract: {
        ...contractOf('post', '/api/feeds/opml'),
        body: z.object({ opml: z.string(), folder: z.string().optional() }),
      },
      path: () => '/api/feeds/opml',
      reaches: 400,
    },
    {
      contract: contractOf('post', '/api/feeds/items/{id}/star'),
      path: async () => `/api/feeds/items/${(await items(reader))[0].id}/star`,
      reaches: 200,
    },
  ];
  it.each(ENDPOINTS.map((e) => [e.contract.name, e] as const))(
    '%s',
    async (_name, { contract: { method, body, response }, path, fixed, reaches }) => {
      const report = await fuzzEndpoint(social.app, method, await path(), body, {
        response,
        headers: reader.headers,
        snapshot: databaseSnapshot(social.db, { exclude: ['rate_limit'] }),
        fixed: fixed?.(),
      });
      expect(report.statuses[reaches]).toBeGreaterThan(0);
    },
  );
});
