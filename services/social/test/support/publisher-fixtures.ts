import iconv from 'iconv-lite';

/**
 * Real-world feed shapes the local publisher (reader-stub.ts) serves: legacy encodings (bytes made with iconv-lite,
 * titles outside ASCII), UTF-16 with a byte order mark, a declaration after a newline, relative links with xml:base,
 * undated items, a podcast whose last episode is months old, and articles with images. Each answer is
 * `{ status, headers, body }`; null means "not a fixture path".
 */
export interface Fixture {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Titles each encoding can carry, compared character by character by the tests. */
export const ENCODED_TITLES = {
  'iso-8859-1': 'Jornal de Notícias: ação, café e pão',
  'windows-1252': 'Euro € “quoted” – dash… œuvre',
  'windows-1251': 'Новости дня: привет, мир',
  'koi8-r': 'Последние известия: ёлка и щи',
  'euc-kr': '한국어 뉴스: 오늘의 제목',
  'utf-16le': 'Ünïcödé 日本語のニュース — UTF-16LE',
  'utf-16be': 'Ünïcödé 中文新闻 — UTF-16BE',
  'utf-8': 'Zürich ☕ 東京 — UTF-8 with a BOM',
} as const;
export type FixtureEncoding = keyof typeof ENCODED_TITLES;

/**
 * How the encoding is told: `declared` (only the XML declaration), `http` (only the Content-Type charset), `bom`
 * (only a byte order mark), or `conflict` — the HTTP charset names the real encoding while the declaration lies
 * ("UTF-8"), so the HTTP charset must win.
 */
export type Signal = 'declared' | 'http' | 'bom' | 'conflict';

const BOMS: Partial<Record<FixtureEncoding, number[]>> = {
  'utf-8': [0xef, 0xbb, 0xbf],
  'utf-16le': [0xff, 0xfe],
  'utf-16be': [0xfe, 0xff],
};

const DAY = 86_400_000;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function encodedFeed(encoding: FixtureEncoding, signal: Signal, httpCharset?: string): Fixture {
  const title = ENCODED_TITLES[encoding];
  const declaration =
    signal === 'declared'
      ? `<?xml version="1.0" encoding="${encoding.toUpperCase()}"?>`
      : signal === 'conflict'
        ? '<?xml version="1.0" encoding="UTF-8"?>'
        : '<?xml version="1.0"?>';
  const items = [1, 2]
    .map(
      (n) =>
        `<item><title>${escape(title)} ${n}</title><guid>${encoding}-${n}</guid><link>https://news.example/${encoding}/${n}</link><pubDate>${new Date(Date.now() - n * DAY).toUTCString()}</pubDate><description>${escape(title)}</description></item>`,
    )
    .join('');
  const xml = `${declaration}<rss version="2.0"><channel><title>${escape(title)}</title><link>https://news.example/</link><description>${escape(title)}</description>${items}</channel></rss>`;
  const bom = signal === 'bom' ? Buffer.from(BOMS[encoding] ?? []) : Buffer.alloc(0);
  const body = Buffer.concat([bom, iconv.encode(xml, encoding)]);
  // `httpCharset` overrides what the Content-Type says (a server that mislabels a BOM-marked feed).
  const charset = httpCharset ?? (signal === 'http' || signal === 'conflict' ? encoding : null);
  const type = charset ? `application/rss+xml; charset=${charset}` : 'application/rss+xml';
  return { status: 200, headers: { 'content-type': type }, body };
}

const xml = (body: string, type = 'application/rss+xml; charset=utf-8'): Fixture => ({
  status: 200,
  headers: { 'content-type': type },
  body: Buffer.from(body),
});

/** A WordPress/PHP podcast: blank lines before `<?xml`. */
export const newlineFeed = () =>
  xml(
    `\n\n  <?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Late Night Show</title><link>https://show.example/</link><description>d</description>${[
      1, 2, 3,
    ]
      .map(
        (n) =>
          `<item><title>Episode ${n}</title><guid>late-${n}</guid><pubDate>${new Date(Date.now() - n * DAY).toUTCString()}</pubDate><enclosure url="https://show.example/${n}.mp3" type="audio/mpeg" length="1"/></item>`,
      )
      .join('')}</channel></rss>`,
  );

/** A podcast between seasons: 60 monthly episodes, the newest four months old. */
export const oldPodcastFeed = () =>
  xml(
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Between Seasons</title><link>https://seasons.example/</link><description>d</description>${Array.from(
      { length: 60 },
      (_, i) =>
        `<item><title>Season episode ${60 - i}</title><guid>season-${60 - i}</guid><pubDate>${new Date(Date.now() - (120 + 30 * i) * DAY).toUTCString()}</pubDate></item>`,
    ).join('')}</channel></rss>`,
  );

/**
 * Atom with xml:base on the feed (relative to the feed's own address) and on one entry; RSS with relative links and
 * no xml:base (they resolve against the feed's address).
 */
export const xmlBaseAtom = () =>
  xml(
    `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:base="/blog/"><title>Based</title><id>urn:based</id><updated>2026-01-01T00:00:00Z</updated><link href="./"/>
      <entry><title>Feed base</title><id>urn:based:1</id><updated>${new Date(Date.now() - DAY).toISOString()}</updated><link rel="alternate" href="posts/one.html"/><content type="html">&lt;p&gt;&lt;a href="notes/a.html"&gt;a note&lt;/a&gt;&lt;/p&gt;</content></entry>
      <entry xml:base="https://elsewhere.example/archive/"><title>Entry base</title><id>urn:based:2</id><updated>${new Date(Date.now() - 2 * DAY).toISOString()}</updated><link href="two.html"/><content type="html">&lt;p&gt;&lt;a href="../about"&gt;about&lt;/a&gt;&lt;/p&gt;</content></entry>
    </feed>`,
    'application/atom+xml',
  );

export const relativeRss = () =>
  xml(
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Relative</title><link>/</link><description>d</description><item><title>Relative item</title><guid isPermaLink="false">rel-1</guid><link>/posts/rel-1</link><pubDate>${new Date(Date.now() - DAY).toUTCString()}</pubDate></item></channel></rss>`,
  );

/** Items without any date; `extra` newer undated items are listed above them (a later refresh). */
export const undatedFeed = (extra: number) =>
  xml(
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Undated</title><link>https://undated.example/</link><description>d</description>${[
      ...Array.from({ length: extra }, (_, i) => `New ${extra - i}`),
      'Third',
      'Second',
      'First',
    ]
      .map((t) => `<item><title>${t}</title><guid>undated-${t}</guid><link>https://undated.example/${t}</link></item>`)
      .join('')}</channel></rss>`,
  );

/** An article with images: relative, absolute to the publisher, one on a private address, an SVG and a fake. */
export const imagesFeed = (publisher: string) =>
  xml(
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Pictures</title><link>${publisher}/pictures/</link><description>d</description><item><title>With images</title><guid>img-1</guid><link>${publisher}/pictures/post</link><pubDate>${new Date(Date.now() - DAY).toUTCString()}</pubDate><description><![CDATA[<p>A photo <img src="/img/photo.png" alt="photo"> and <img src="${publisher}/img/fake.png" alt="fake"> and <img src="http://169.254.169.254/latest/meta-data/" alt="metadata"> and <img src="${publisher}/img/vector.svg" alt="vector"> and <img src="${publisher}/img/big.png" alt="big"></p>]]></description></item></channel></rss>`,
  );

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Images the publisher serves; what it saw of each request (cookies, referrer) is kept by the stub. */
export function image(path: string, ifNoneMatch: string | undefined): Fixture | null {
  if (path === '/img/photo.png') {
    if (ifNoneMatch === '"photo-1"') return { status: 304, headers: { etag: '"photo-1"' }, body: Buffer.alloc(0) };
    return { status: 200, headers: { 'content-type': 'image/png', etag: '"photo-1"' }, body: PNG };
  }
  if (path === '/img/fake.png')
    return { status: 200, headers: { 'content-type': 'image/png' }, body: Buffer.from('<html>not a picture</html>') };
  if (path === '/img/vector.svg')
    return {
      status: 200,
      headers: { 'content-type': 'image/svg+xml' },
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    };
  if (path === '/img/big.png')
    return {
      status: 200,
      headers: { 'content-type': 'image/png' },
      body: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]),
    };
  return null;
}

/** YouTube's public channel feed (Atom), as validate-youtube reads it without an API key. */
export const youtubeChannelFeed = (channelId: string) =>
  xml(
    `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom"><link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channelId}"/><id>yt:channel:${channelId}</id><yt:channelId>${channelId}</yt:channelId><title>Café Fundadores — canal</title><link rel="alternate" href="https://www.youtube.com/channel/${channelId}"/><entry><id>yt:video:v1</id><yt:videoId>v1</yt:videoId><title>Primeiro vídeo</title><link rel="alternate" href="https://www.youtube.com/watch?v=v1"/><published>${new Date(Date.now() - DAY).toISOString()}</published><media:group><media:title>Primeiro vídeo</media:title><media:community><media:statistics views="42"/></media:community></media:group></entry></feed>`,
    'application/atom+xml; charset=UTF-8',
  );
