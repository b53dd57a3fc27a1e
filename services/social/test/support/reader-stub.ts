import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { podcastFeed } from './feeds';
import {
  encodedFeed,
  ENCODED_TITLES,
  image,
  imagesFeed,
  newlineFeed,
  oldPodcastFeed,
  relativeRss,
  undatedFeed,
  xmlBaseAtom,
  youtubeChannelFeed,
  type FixtureEncoding,
  type Signal,
} from './publisher-fixtures';

/**
 * Publishers' sites for the RSS reader's tests and bench, on one local port, speaking real HTTP: feeds with ETag and
 * Last-Modified that answer 304 to a matching conditional GET, a feed that fails and recovers, a web page that
 * advertises its feed through <link rel="alternate">, hostile HTML, any number of generated feeds (/gen/N.xml), and the
 * real-world shapes of publisher-fixtures.ts (legacy encodings, xml:base, undated items, images, YouTube's feed).
 */
export interface ReaderStubState {
  /** Articles in /news.xml (the newest first; adding one changes its ETag). */
  news: number;
  /** Answer 500 to /flaky.xml while true. */
  flakyDown: boolean;
  /** Items per generated feed /gen/N.xml. */
  genItems: number;
  /** Delay before answering (ms), to measure concurrency. */
  delayMs: number;
  requests: Array<{ path: string; ifNoneMatch?: string; ifModifiedSince?: string; status: number }>;
  inFlight: number;
  maxInFlight: number;
  /** Newer undated items listed above the first three in /undated.xml. */
  undatedExtra: number;
  /** What the publisher saw of each image request: whether a cookie or a referrer reached it. */
  imageRequests: Array<{ path: string; cookie?: string; referer?: string; ifNoneMatch?: string }>;
}

const DAY = 86_400_000;
const rss = (title: string, items: string[], link = 'https://news.example/') =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>${title}</title><link>${link}</link><description>d</description>${items.join('')}</channel></rss>`;
const item = (guid: string, title: string, date: Date, html = `<p>Body of ${title}</p>`) =>
  `<item><title>${title}</title><guid>${guid}</guid><link>https://news.example/${encodeURIComponent(guid)}</link><pubDate>${date.toUTCString()}</pubDate><content:encoded><![CDATA[${html}]]></content:encoded></item>`;

/** Known XSS vectors, each carrying a marker that must not survive sanitising (besides the safe text around it). */
export const XSS_HTML = [
  '<p>Safe <strong>bold</strong> <a href="/relative/link">relative</a> <img src="pic.png" alt="pic"></p>',
  '<script>alert("XSS-script")</script>',
  '<img src=x onerror="alert(\'XSS-onerror\')">',
  '<a href="javascript:alert(\'XSS-js-href\')">click</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS-entity-href\')">tab</a>',
  '<iframe src="https://evil.example/XSS-iframe"></iframe>',
  '<style>body{background:url("XSS-style")}</style>',
  '<div style="background:url(javascript:XSS-style-attr)">styled</div>',
  '<svg onload="alert(\'XSS-svg\')"><circle r="1"/></svg>',
  '<object data="XSS-object"></object><embed src="XSS-embed">',
  '<form action="https://evil.example/XSS-form"><input name="p"></form>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="XSS-data-uri-img">',
  '<a href="data:text/html,XSS-data-href">data</a>',
  '<math><mi xlink:href="javascript:XSS-math">x</mi></math>',
  '<p onclick="XSS-onclick()" onmouseover="XSS-hover()">handlers</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:XSS-meta">',
  '<base href="https://evil.example/XSS-base/">',
  '<noscript><p title="</noscript><img src=x onerror=XSS-noscript>"></noscript>',
  '<h2>Heading</h2><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>',
].join('\n');

/** node:http does not wait for an async handler: a throw answers 500 rather than an unhandled rejection. */
const answering =
  (handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<unknown>): http.RequestListener =>
  (req, res) => {
    handler(req, res).catch((err: unknown) => res.writeHead(500).end(String(err)));
  };

export async function startReaderStub() {
  const state: ReaderStubState = {
    news: 2,
    flakyDown: false,
    genItems: 10,
    delayMs: 0,
    requests: [],
    inFlight: 0,
    maxInFlight: 0,
    undatedExtra: 0,
    imageRequests: [],
  };
  const now = Date.now();
  const server = http.createServer(
    answering(async (req, res) => {
      const url = new URL(req.url!, 'http://stub');
      const ifNoneMatch = req.headers['if-none-match'];
      const ifModifiedSince = req.headers['if-modified-since'];
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      const delay = state.delayMs || Number(url.searchParams.get('delay') ?? 0);
      if (delay) await new Promise((r) => setTimeout(r, Math.min(delay, 5000)));
      const send = (status: number, body = '', headers: Record<string, string> = {}) => {
        state.inFlight--;
        state.requests.push({ path: url.pathname, ifNoneMatch, ifModifiedSince, status });
        res.writeHead(status, headers).end(body);
      };
      const xml = (body: string, validators: Record<string, string> = {}) =>
        send(200, body, { 'content-type': 'application/rss+xml', ...validators });
      const p = url.pathname;
      if (p === '/news.xml') {
        const etag = `"news-${state.news}"`;
        const lastModified = new Date(now - (10 - state.news) * 3600_000).toUTCString();
        if (ifNoneMatch === etag) return send(304, '', { etag });
        const items = Array.from({ length: state.news }, (_, i) =>
          item(`news-${state.news - i}`, `News ${state.news - i}`, new Date(now - (100 - state.news + i) * 60_000)),
        );
        return xml(rss('Daily News', items), { etag, 'last-modified': lastModified });
      }
      if (p === '/podcast.xml')
        return xml(
          podcastFeed(
            Number(url.searchParams.get('episodes') ?? 4),
            url.searchParams.get('title') ?? 'Founder Stories',
          ),
        );
      if (p === '/dated.xml') {
        // Validators by date only (no ETag): If-Modified-Since.
        const lastModified = new Date(now - DAY).toUTCString();
        if (ifModifiedSince === lastModified) return send(304);
        return xml(rss('Dated', [item('d-1', 'Dated one', new Date(now - DAY))]), { 'last-modified': lastModified });
      }
      if (p === '/flaky.xml') {
        if (state.flakyDown) return send(500, 'down');
        return xml(rss('Flaky', [item('f-1', 'Flaky one', new Date(now - DAY))]));
      }
      if (p === '/dup.xml')
        return xml(
          rss('Dups', [
            item('same', 'First copy', new Date(now - DAY)),
            item('same', 'Second copy', new Date(now - DAY)),
            item('other', 'Other', new Date(now - 2 * DAY)),
          ]),
        );
      if (p === '/old.xml')
        return xml(
          rss('Old and new', [
            item('new', 'Fresh', new Date(now - DAY)),
            item('old', 'Ancient', new Date(now - 120 * DAY)),
          ]),
        );
      if (p === '/xss.xml')
        return xml(
          rss(
            'Hostile &lt;b&gt;Feed&lt;/b&gt;',
            [item('x-1', 'Vectors', new Date(now - DAY), XSS_HTML)],
            'https://hostile.example/blog/',
          ),
        );
      if (p === '/site/' || p === '/site') {
        return send(
          200,
          `<!doctype html><html><head><title>Site</title><link rel="stylesheet" href="/s.css"><link rel="alternate" type="application/rss+xml" title="News" href="/news.xml"></head><body>Hi</body></html>`,
          { 'content-type': 'text/html' },
        );
      }
      if (p === '/plain-page')
        return send(200, '<!doctype html><html><head><title>No feed</title></head><body>Nothing</body></html>', {
          'content-type': 'text/html',
        });
      const fixture = (f: { status: number; headers: Record<string, string>; body: Buffer }) => {
        state.inFlight--;
        state.requests.push({ path: url.pathname, ifNoneMatch, ifModifiedSince, status: f.status });
        res.writeHead(f.status, f.headers).end(f.body);
      };
      const encoded = p.match(/^\/enc\/([\w-]+)\/(declared|http|bom|conflict)\.xml$/);
      if (encoded && encoded[1] in ENCODED_TITLES)
        return fixture(
          encodedFeed(
            encoded[1] as FixtureEncoding,
            encoded[2] as Signal,
            url.searchParams.get('charset') ?? undefined,
          ),
        );
      if (p === '/newline.xml') return fixture(newlineFeed());
      if (p === '/old-podcast.xml') return fixture(oldPodcastFeed());
      if (p === '/based.xml') return fixture(xmlBaseAtom());
      if (p === '/relative.xml') return fixture(relativeRss());
      if (p === '/undated.xml') return fixture(undatedFeed(state.undatedExtra));
      if (p === '/pictures.xml') return fixture(imagesFeed(`http://${req.headers.host}`));
      if (p === '/feeds/videos.xml') return fixture(youtubeChannelFeed(url.searchParams.get('channel_id') ?? ''));
      if (p.startsWith('/img/')) {
        state.imageRequests.push({
          path: p,
          cookie: req.headers.cookie,
          referer: req.headers.referer,
          ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined,
        });
        const answer = image(p, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
        if (answer) return fixture(answer);
      }
      const gen = p.match(/^\/gen\/(\d+)\.xml$/);
      if (gen) {
        const etag = `"gen-${gen[1]}-${state.genItems}"`;
        if (ifNoneMatch === etag) return send(304, '', { etag });
        const items = Array.from({ length: state.genItems }, (_, i) =>
          item(`g${gen[1]}-${i}`, `Feed ${gen[1]} item ${i}`, new Date(now - (i + 1) * 600_000)),
        );
        return xml(rss(`Generated ${gen[1]}`, items), { etag });
      }
      send(404, 'not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
