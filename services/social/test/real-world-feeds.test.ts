import fs from 'node:fs';
import path from 'node:path';
import { FEED_ITEMS_ALWAYS_KEPT } from '@fj/contracts';
import { pruneFeedItems, refreshFeed } from '../src/feed-reader/refresh';
import { signMedia } from '../src/feed-reader/media-proxy';
import { parseOpml } from '../src/feed-reader/opml';
import { ENCODED_TITLES, PNG, type FixtureEncoding, type Signal } from './support/publisher-fixtures';
import { startReaderStub } from './support/reader-stub';
import { setupSocial } from './support/setup';

// Feeds as real publishers serve them (docs/decisions/2801-2803), through the real endpoints against the local
// publisher (test/support/reader-stub.ts, fixtures in publisher-fixtures.ts).

let social: Awaited<ReturnType<typeof setupSocial>>;
let stub: Awaited<ReturnType<typeof startReaderStub>>;
type Api = Awaited<ReturnType<typeof social.as>>;
let reader: Api;
beforeAll(async () => {
  social = await setupSocial({ oauth: false });
  stub = await startReaderStub();
  process.env.OUTBOUND_ALLOW_HOSTS = `${process.env.OUTBOUND_ALLOW_HOSTS},${stub.host}`;
  reader = await social.as(await social.newUser({ isPremium: true }));
});
afterAll(async () => {
  await stub.close();
  await social.close();
});

type Item = { id: string; title: string; link: string | null; contentHtml: string; publishedAt: string };
const subscribe = (path: string) => reader.post('/api/feeds', { url: `${stub.url}${path}` });
const itemsOf = async (feedId: string) =>
  (await reader.get(`/api/feeds/items?feedId=${feedId}&limit=100`)).body.items as Item[];
/** Character by character, so a wrong decoding shows which character went wrong. */
const chars = (s: string) => [...s];

describe('decoding: BOM, then HTTP charset, then the XML declaration, then UTF-8', () => {
  const cases: Array<[FixtureEncoding, Signal]> = [
    ['iso-8859-1', 'declared'],
    ['iso-8859-1', 'http'],
    ['iso-8859-1', 'conflict'],
    ['windows-1252', 'declared'],
    ['windows-1252', 'http'],
    ['windows-1251', 'declared'],
    ['windows-1251', 'http'],
    ['windows-1251', 'conflict'],
    ['koi8-r', 'declared'],
    ['koi8-r', 'http'],
    ['euc-kr', 'declared'],
    ['euc-kr', 'conflict'],
    ['utf-16le', 'bom'],
    ['utf-16le', 'declared'],
    ['utf-16le', 'http'],
    ['utf-16be', 'bom'],
    ['utf-16be', 'declared'],
    ['utf-8', 'bom'],
  ];
  it.each(cases)('%s told by %s: the feed and its articles keep every character', async (encoding, signal) => {
    const title = ENCODED_TITLES[encoding];
    const res = await subscribe(`/enc/${encoding}/${signal}.xml`);
    expect(res.status).toBe(201);
    expect(chars(res.body.title)).toEqual(chars(title));
    const items = await itemsOf(res.body.id);
    expect(items.map((i) => chars(i.title))).toEqual([chars(`${title} 1`), chars(`${title} 2`)]);
    expect(items[0].contentHtml).toBe(title.replace(/&/g, '&amp;'));
  });

  it('a byte order mark wins over a wrong HTTP charset', async () => {
    const res = await subscribe('/enc/utf-16le/bom.xml?charset=iso-8859-1');
    expect(chars(res.body.title)).toEqual(chars(ENCODED_TITLES['utf-16le']));
  });

  it('validate-rss reads the same bytes the same way', async () => {
    const res = await reader.post('/api/validate-rss', { rssUrl: `${stub.url}/enc/koi8-r/declared.xml` });
    expect(res.body.isValid).toBe(true);
    expect(chars(res.body.title)).toEqual(chars(ENCODED_TITLES['koi8-r']));
  });
});

it('accepts a feed whose <?xml declaration follows blank lines (WordPress/PHP output), in the reader and in validate-rss', async () => {
  const res = await subscribe('/newline.xml');
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ title: 'Late Night Show', unreadCount: 3 });
  const validated = await reader.post('/api/validate-rss', { rssUrl: `${stub.url}/newline.xml` });
  expect(validated.body).toMatchObject({ isValid: true, episodeCount: 3 });
});

it(`keeps a quiet podcast's newest ${FEED_ITEMS_ALWAYS_KEPT} episodes whatever their age, and the prune never empties it`, async () => {
  const res = await subscribe('/old-podcast.xml');
  expect(res.body.unreadCount).toBe(FEED_ITEMS_ALWAYS_KEPT);
  const items = await itemsOf(res.body.id);
  expect(items[0].title).toBe('Season episode 60');
  expect(items.at(-1)?.title).toBe(`Season episode ${60 - FEED_ITEMS_ALWAYS_KEPT + 1}`);
  const userId = (await social.db.feedSubscription.findUniqueOrThrow({ where: { id: res.body.id } })).userId;
  // Older articles stored earlier (when they were young): the prune removes those beyond the newest 50, unless starred.
  const old = (n: number, starred = false) =>
    social.db.feedItem.create({
      data: {
        feedId: res.body.id,
        userId,
        guid: `older-${n}`,
        title: `Older ${n}`,
        contentHtml: '',
        publishedAt: new Date(Date.now() - (3000 + n) * 86_400_000),
        isStarred: starred,
      },
    });
  await Promise.all([old(1), old(2), old(3), old(4, true)]);
  expect(await pruneFeedItems(social.db)).toBe(3);
  const after = (await itemsOf(res.body.id)).map((i) => i.title);
  expect(after).toHaveLength(FEED_ITEMS_ALWAYS_KEPT + 1);
  expect(after).toContain('Older 4');
  expect(after.slice(0, FEED_ITEMS_ALWAYS_KEPT)).toEqual(items.map((i) => i.title));
  // Pruning again deletes nothing.
  expect(await pruneFeedItems(social.db)).toBe(0);
});

it('resolves relative links against xml:base (feed, entry) and the feed address, in links and in article HTML', async () => {
  const atom = await subscribe('/based.xml');
  expect(atom.body.siteUrl).toBe(`${stub.url}/blog/`);
  const [feedBase, entryBase] = await itemsOf(atom.body.id);
  expect(feedBase.link).toBe(`${stub.url}/blog/posts/one.html`);
  expect(feedBase.contentHtml).toContain(`href="${stub.url}/blog/notes/a.html"`);
  expect(entryBase.link).toBe('https://elsewhere.example/archive/two.html');
  expect(entryBase.contentHtml).toContain('href="https://elsewhere.example/about"');
  const rss = await subscribe('/relative.xml');
  expect(rss.body.siteUrl).toBe(`${stub.url}/`);
  expect((await itemsOf(rss.body.id))[0].link).toBe(`${stub.url}/posts/rel-1`);
});

it('dates undated items once, when first seen, in the order the feed lists them; a refresh moves none of them', async () => {
  const res = await subscribe('/undated.xml');
  const first = await itemsOf(res.body.id);
  expect(first.map((i) => i.title)).toEqual(['Third', 'Second', 'First']);
  stub.state.undatedExtra = 2;
  expect(await refreshFeed(social.db, res.body.id, new Date(Date.now() + 60_000))).toBe('updated');
  const later = await itemsOf(res.body.id);
  expect(later.map((i) => i.title)).toEqual(['New 2', 'New 1', 'Third', 'Second', 'First']);
  expect(later.slice(2).map((i) => i.publishedAt)).toEqual(first.map((i) => i.publishedAt));
  expect(await refreshFeed(social.db, res.body.id, new Date(Date.now() + 120_000))).toBe('updated');
  expect((await itemsOf(res.body.id)).map((i) => [i.title, i.publishedAt])).toEqual(
    later.map((i) => [i.title, i.publishedAt]),
  );
});

it('takes an OPML outline without a scheme as https', async () => {
  expect(
    parseOpml(
      `<opml version="2.0"><body><outline xmlUrl="vanimpe.eu"/><outline xmlUrl="feeds.example:8443/rss"/><outline xmlUrl="//cdn.example/atom"/><outline xmlUrl="http://plain.example/rss"/><outline xmlUrl="javascript:alert(1)"/></body></opml>`,
    ).map((f) => f.url),
  ).toEqual([
    'https://vanimpe.eu',
    'https://feeds.example:8443/rss',
    'https://cdn.example/atom',
    'http://plain.example/rss',
    'javascript:alert(1)',
  ]);
  // Through the endpoint: the outline is subscribed as https (the local publisher speaks plain HTTP, so it fails to
  // read and stays subscribed with its error, like any feed that is down) instead of being refused.
  const opml = `<opml version="2.0"><body><outline text="No scheme" xmlUrl="${stub.host}/news.xml"/></body></opml>`;
  const res = await reader.post('/api/feeds/opml').set('content-type', 'text/x-opml').send(opml);
  const lines = res.text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { url?: string; added: number; failed: number });
  expect(lines.find((l) => l.url)?.url).toBe(`https://${stub.host}/news.xml`);
  expect(lines.at(-1)).toMatchObject({ added: 1, failed: 0 });
  const feeds = (await reader.get('/api/feeds')).body.feeds as Array<{ url: string; lastError: string | null }>;
  expect(feeds.find((f) => f.url === `https://${stub.host}/news.xml`)?.lastError).toBeTruthy();
});

it('reads OPML as readers export it (Feedly, NetNewsWire): folders, nested folders, entities, duplicates, no scheme', () => {
  const fixture = (name: string) => parseOpml(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
  expect(fixture('feedly-export.opml')).toEqual([
    { url: 'http://www.aaronsw.com/2002/feeds/pgessays.rss', title: 'Paul Graham: Essays', folder: 'Startups' },
    { url: 'https://bothsidesofthetable.com/feed', title: 'Both Sides of the Table', folder: 'Startups' },
    { url: 'https://news.example.org/rss?tag=saas&lang=en', title: 'Search & Tags', folder: 'Startups' },
    { url: 'https://www.jn.pt/rss', title: 'Jornal de Notícias', folder: 'Notícias' },
    { url: 'https://lenta.example/rss/news', title: 'Новости дня', folder: 'Notícias' },
    { url: 'https://vanimpe.eu', title: 'Koen Van Impe - vanimpe.eu', folder: 'Security' },
  ]);
  // A folder inside a folder keeps the outer one (one level, like most readers); empty folders and outlines without
  // an address add nothing.
  expect(fixture('netnewswire-export.opml')).toEqual([
    { url: 'https://daringfireball.net/feeds/main', title: 'Daring Fireball', folder: null },
    { url: 'https://feeds.transistor.fm/acquired', title: 'Acquired', folder: 'Podcasts' },
    { url: 'https://changelog.com/podcast/feed', title: 'The Changelog', folder: 'Podcasts' },
  ]);
});

describe('article images through our own origin', () => {
  let sources: string[];
  const fetchThrough = (src: string, headers: Record<string, string> = {}) =>
    reader.get(src.replace(/&amp;/g, '&')).set(headers).buffer(true);
  beforeAll(async () => {
    const res = await subscribe('/pictures.xml');
    const [article] = await itemsOf(res.body.id);
    sources = [...article.contentHtml.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]);
  });

  it('points every image at /api/feeds/media with a signed address (same origin: the CSP needs no other)', () => {
    expect(sources).toHaveLength(5);
    for (const src of sources) expect(src).toMatch(/^\/api\/feeds\/media\?url=[^"]+&amp;sig=[\w-]+$/);
    expect(decodeURIComponent(sources[0].match(/url=([^&]+)/)![1])).toBe(`${stub.url}/img/photo.png`);
  });

  it('serves a real image with cache headers, sends the publisher no cookie or referrer, and answers 304 when unchanged', async () => {
    const res = await fetchThrough(sources[0], { cookie: 'fj.sid=secret' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBe('"photo-1"');
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
    const seen = stub.state.imageRequests.filter((r) => r.path === '/img/photo.png');
    expect(seen.at(-1)).toMatchObject({ cookie: undefined, referer: undefined });
    const again = await fetchThrough(sources[0], { 'if-none-match': '"photo-1"' });
    expect(again.status).toBe(304);
    expect(stub.state.imageRequests.at(-1)).toMatchObject({ path: '/img/photo.png', ifNoneMatch: '"photo-1"' });
  });

  it('refuses what is not a raster image (a fake, an SVG), what is too large, and an SSRF address', async () => {
    const [, fake, metadata, svg, big] = await Promise.all(sources.map((s) => fetchThrough(s)));
    expect([fake.status, svg.status, big.status]).toEqual([415, 415, 413]);
    expect(metadata.status).toBe(403);
    expect(metadata.body.message).toMatch(/private or local network/);
    // A correctly signed loopback address is refused by the outbound guard too (the signature is no way around it).
    const loopback = 'http://127.0.0.1/api/feeds';
    const signed = await reader.get(`/api/feeds/media?url=${encodeURIComponent(loopback)}&sig=${signMedia(loopback)}`);
    expect([signed.status, signed.body.message]).toEqual([
      403,
      'That address points to a private or local network, which we do not fetch from.',
    ]);
  });

  it('fetches nothing for an address it did not sign, or with the signature of another address', async () => {
    const before = stub.state.imageRequests.length;
    const photo = `${stub.url}/img/photo.png`;
    for (const query of [
      `url=${encodeURIComponent(photo)}&sig=forged`,
      `url=${encodeURIComponent(`${stub.url}/img/big.png`)}&sig=${signMedia(photo)}`,
      `url=${encodeURIComponent(photo)}`,
    ]) {
      const res = await reader.get(`/api/feeds/media?${query}`);
      expect([404, 400]).toContain(res.status);
      expect(res.body.message).toBeTruthy();
    }
    expect(stub.state.imageRequests.length).toBe(before);
    const free = await social.as(await social.newUser());
    expect((await free.get(sources[0].replace(/&amp;/g, '&'))).status).toBe(403);
  });
});

it('validate-youtube without an API key reads the channel feed from YOUTUBE_FEED_BASE_URL (here: the local publisher)', async () => {
  const previous = process.env.YOUTUBE_FEED_BASE_URL;
  process.env.YOUTUBE_FEED_BASE_URL = stub.url;
  try {
    const channelId = 'UCpublisherchannel000000';
    const res = await reader.post('/api/validate-youtube', { channelId });
    expect(res.body).toMatchObject({ isValid: true, channelId, subscriberCount: null, videoCount: null });
    expect(chars(res.body.title)).toEqual(chars('Café Fundadores — canal'));
    expect(stub.state.requests.at(-1)).toMatchObject({ path: '/feeds/videos.xml', status: 200 });
  } finally {
    process.env.YOUTUBE_FEED_BASE_URL = previous;
  }
});
