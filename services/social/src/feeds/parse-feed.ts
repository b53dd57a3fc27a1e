import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * One parser for every feed the product reads (podcasts, YouTube channels, the RSS reader): RSS 2.0 (with the
 * iTunes podcast and Media RSS extensions), RSS 1.0/RDF and Atom (YouTube's channel feed is Atom). It takes the bytes
 * a capped fetch returned (safeFetch's 5 MB), refuses anything larger, refuses entity declarations (no "billion
 * laughs") and malformed XML, and answers one plain shape. docs/decisions/1703-feed-parser.md.
 */
export interface ParsedFeed {
  format: 'rss' | 'atom';
  title: string;
  description: string | null;
  /** The feed's image or podcast artwork, as an absolute URL when the feed gives one. */
  image: string | null;
  link: string | null;
  /** YouTube's channel id (`yt:channelId`), when the feed is a YouTube channel's. */
  channelId: string | null;
  items: FeedItem[];
}

export interface FeedItem {
  /** The item's stable id: guid / Atom id, else its link, else its title and date. */
  guid: string;
  title: string | null;
  link: string | null;
  /** ISO 8601, when the date parses. */
  publishedAt: string | null;
  /** itunes:duration in seconds ("1:02:03", "62:03" or "3723"). */
  durationSeconds: number | null;
  /** content:encoded, Atom content, description, or media:description — as given (HTML is not sanitised here). */
  content: string | null;
  /** Podcast audio / attached media. */
  enclosureUrl: string | null;
  /** Views from media:statistics (YouTube). */
  views: number | null;
}

export type FeedProblem = 'too_large' | 'malformed' | 'not_a_feed';

export class FeedParseError extends Error {
  constructor(
    readonly code: FeedProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface ParseFeedOptions {
  /** Default 5 MB, the outbound fetch's cap. */
  maxBytes?: number;
  /** Items kept, newest first as the feed lists them (default 1000). */
  maxItems?: number;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  // Only the five predefined XML entities and character references; DOCTYPE entities are refused before parsing.
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['item', 'entry', 'link', 'category'].includes(name),
});

export function parseFeed(
  input: string | Buffer,
  { maxBytes = 5 * 1024 * 1024, maxItems = 1000 }: ParseFeedOptions = {},
): ParsedFeed {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > maxBytes) throw new FeedParseError('too_large', 'The feed is too large.');
  const xml = (typeof input === 'string' ? input : input.toString('utf8')).replace(/^\uFEFF/, '');
  if (/<!ENTITY/i.test(xml))
    throw new FeedParseError('malformed', 'The feed declares entities, which are not accepted.');
  if (XMLValidator.validate(xml) !== true)
    throw new FeedParseError('malformed', 'The address answered with XML that is not well formed.');
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw new FeedParseError('malformed', 'The address answered with XML that is not well formed.');
  }
  const rss = obj(doc.rss)?.channel ?? obj(doc['rdf:RDF'])?.channel;
  if (rss)
    return rssFeed(obj(rss)!, (obj(doc.rss)?.item ?? obj(doc['rdf:RDF'])?.item) as unknown[] | undefined, maxItems);
  const atom = obj(doc.feed);
  if (atom) return atomFeed(atom, maxItems);
  throw new FeedParseError('not_a_feed', 'The address does not serve an RSS or Atom feed.');
}

function rssFeed(channel: Record<string, unknown>, rdfItems: unknown[] | undefined, maxItems: number): ParsedFeed {
  const items = ((channel.item as unknown[] | undefined) ?? rdfItems ?? []).slice(0, maxItems).map((raw) => {
    const item = obj(raw) ?? {};
    const link = text(first(item.link));
    const title = text(item.title);
    const publishedAt = isoDate(text(item.pubDate) ?? text(item['dc:date']));
    return {
      guid: text(item.guid) ?? link ?? `${title ?? ''}|${publishedAt ?? ''}`,
      title,
      link,
      publishedAt,
      durationSeconds: duration(text(item['itunes:duration'])),
      content: text(item['content:encoded']) ?? text(item.description) ?? text(item['itunes:summary']),
      enclosureUrl: attr(item.enclosure, 'url') ?? attr(item['media:content'], 'url'),
      views: null,
    };
  });
  return {
    format: 'rss',
    title: text(channel.title) ?? '',
    description: text(channel.description) ?? text(channel['itunes:summary']),
    image: attr(channel['itunes:image'], 'href') ?? text(obj(channel.image)?.url),
    link: text(first(channel.link)),
    channelId: null,
    items,
  };
}

function atomFeed(feed: Record<string, unknown>, maxItems: number): ParsedFeed {
  const items = ((feed.entry as unknown[] | undefined) ?? []).slice(0, maxItems).map((raw) => {
    const entry = obj(raw) ?? {};
    const link = atomLink(entry.link);
    const title = text(entry.title);
    const publishedAt = isoDate(text(entry.published) ?? text(entry.updated));
    const media = obj(entry['media:group']);
    const views = Number(attr(obj(media?.['media:community'])?.['media:statistics'], 'views'));
    return {
      guid: text(entry.id) ?? link ?? `${title ?? ''}|${publishedAt ?? ''}`,
      title,
      link,
      publishedAt,
      durationSeconds: null,
      content: text(entry.content) ?? text(entry.summary) ?? text(media?.['media:description']),
      enclosureUrl: attr(media?.['media:content'], 'url'),
      views: Number.isFinite(views) ? views : null,
    };
  });
  return {
    format: 'atom',
    title: text(feed.title) ?? '',
    description: text(feed.subtitle),
    image: text(feed.logo) ?? text(feed.icon),
    link: atomLink(feed.link),
    channelId: text(feed['yt:channelId']),
    items,
  };
}

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** Text of an element that may carry attributes (`{ '#text': … }`) or be repeated; empty text is null. */
function text(v: unknown): string | null {
  const value = first(v);
  const raw =
    typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : typeof obj(value)?.['#text'] === 'string'
        ? (obj(value)!['#text'] as string)
        : null;
  const trimmed = raw?.trim();
  return trimmed ? trimmed : null;
}

function attr(v: unknown, name: string): string | null {
  const value = obj(first(v))?.[`@${name}`];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Atom's `<link rel="alternate" href>` (or the first link without rel). */
function atomLink(v: unknown): string | null {
  const links = (Array.isArray(v) ? v : v ? [v] : []).map(obj).filter(Boolean) as Record<string, unknown>[];
  const chosen = links.find((l) => l['@rel'] === 'alternate') ?? links.find((l) => !l['@rel']);
  return typeof chosen?.['@href'] === 'string' ? chosen['@href'] : null;
}

function isoDate(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

function duration(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = value.split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d{1,2}$/.test(p))) return null;
  return parts.reduce((total, p) => total * 60 + Number(p), 0);
}
