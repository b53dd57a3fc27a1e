import crypto from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeFeed } from './decode-feed';

/**
 * One parser for every feed the product reads (podcasts, YouTube channels, the RSS reader): RSS 2.0 (with the
 * iTunes podcast and Media RSS extensions), RSS 1.0/RDF and Atom (YouTube's channel feed is Atom). It takes the bytes
 * a capped fetch returned (safeFetch's 5 MB), refuses anything larger, refuses entity declarations (no "billion
 * laughs") and malformed XML, and answers one plain shape. docs/decisions/1703-feed-parser.md. Bytes are decoded by
 * their BOM, HTTP charset or XML declaration (docs/decisions/2801-feed-decoding.md); relative links are resolved against
 * `xml:base` and the feed's own address.
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
  /** The item's stable id: guid / Atom id, else its link, else its title and date (else a digest of its content). */
  guid: string;
  title: string | null;
  /** Absolute (resolved against xml:base and the feed's address) or null. */
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
  /** The `xml:base` in force for the item's content, when the feed declares one (relative URLs in it resolve there). */
  base: string | null;
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
  /** The answer's Content-Type (its charset decides how bytes are read). */
  contentType?: string | null;
  /** The feed's own address: relative links resolve against it (after any xml:base). */
  baseUrl?: string | null;
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
  { maxBytes = 5 * 1024 * 1024, maxItems = 1000, contentType = null, baseUrl = null }: ParseFeedOptions = {},
): ParsedFeed {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > maxBytes) throw new FeedParseError('too_large', 'The feed is too large.');
  const xml = typeof input === 'string' ? input.replace(/^\uFEFF/, '').trimStart() : decodeFeed(input, contentType);
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
  const root = obj(doc.rss) ?? obj(doc['rdf:RDF']);
  const rss = root?.channel;
  if (rss) {
    const base = withBase(withBase(baseUrl, root), obj(rss));
    return rssFeed(obj(rss)!, root?.item as unknown[] | undefined, maxItems, base);
  }
  const atom = obj(doc.feed);
  if (atom) return atomFeed(atom, maxItems, withBase(baseUrl, atom));
  throw new FeedParseError('not_a_feed', 'The address does not serve an RSS or Atom feed.');
}

function rssFeed(
  channel: Record<string, unknown>,
  rdfItems: unknown[] | undefined,
  maxItems: number,
  feedBase: Base,
): ParsedFeed {
  const items = ((channel.item as unknown[] | undefined) ?? rdfItems ?? []).slice(0, maxItems).map((raw) => {
    const item = obj(raw) ?? {};
    const base = withBase(feedBase, item);
    const link = absolute(text(first(item.link)), base.url);
    const title = text(item.title);
    const publishedAt = isoDate(text(item.pubDate) ?? text(item['dc:date']));
    const content = text(item['content:encoded']) ?? text(item.description) ?? text(item['itunes:summary']);
    return {
      guid: text(item.guid) ?? link ?? fallbackGuid(title, publishedAt, content),
      title,
      link,
      publishedAt,
      durationSeconds: duration(text(item['itunes:duration'])),
      content,
      enclosureUrl: absolute(attr(item.enclosure, 'url') ?? attr(item['media:content'], 'url'), base.url),
      views: null,
      base: base.declared ? base.url : null,
    };
  });
  return {
    format: 'rss',
    title: text(channel.title) ?? '',
    description: text(channel.description) ?? text(channel['itunes:summary']),
    image: absolute(attr(channel['itunes:image'], 'href') ?? text(obj(channel.image)?.url), feedBase.url),
    link: absolute(text(first(channel.link)), feedBase.url),
    channelId: null,
    items,
  };
}

function atomFeed(feed: Record<string, unknown>, maxItems: number, feedBase: Base): ParsedFeed {
  const items = ((feed.entry as unknown[] | undefined) ?? []).slice(0, maxItems).map((raw) => {
    const entry = obj(raw) ?? {};
    const base = withBase(feedBase, entry);
    const link = atomLink(entry.link, base.url);
    const title = text(entry.title);
    const publishedAt = isoDate(text(entry.published) ?? text(entry.updated));
    const media = obj(entry['media:group']);
    const views = Number(attr(obj(media?.['media:community'])?.['media:statistics'], 'views'));
    const contentBase = withBase(base, obj(entry.content) ?? obj(entry.summary));
    const content = text(entry.content) ?? text(entry.summary) ?? text(media?.['media:description']);
    return {
      guid: text(entry.id) ?? link ?? fallbackGuid(title, publishedAt, content),
      title,
      link,
      publishedAt,
      durationSeconds: null,
      content,
      enclosureUrl: absolute(attr(media?.['media:content'], 'url'), base.url),
      views: Number.isFinite(views) ? views : null,
      base: contentBase.declared ? contentBase.url : null,
    };
  });
  return {
    format: 'atom',
    title: text(feed.title) ?? '',
    description: text(feed.subtitle),
    image: absolute(text(feed.logo) ?? text(feed.icon), feedBase.url),
    link: atomLink(feed.link, feedBase.url),
    channelId: text(feed['yt:channelId']),
    items,
  };
}

/** The base URL in force at an element, and whether any `xml:base` (rather than only the feed's address) set it. */
interface Base {
  url: string | null;
  declared: boolean;
}

/** `xml:base` on an element resolves against the base of its parent (RFC 3986 resolution, as XML Base says). */
function withBase(parent: Base | string | null, element: Record<string, unknown> | undefined): Base {
  const outer: Base = typeof parent === 'string' || parent === null ? { url: parent, declared: false } : parent;
  const own = element?.['@xml:base'];
  if (typeof own !== 'string' || !own.trim()) return outer;
  const url = resolve(own.trim(), outer.url);
  return url ? { url, declared: true } : outer;
}

function resolve(value: string, base: string | null): string | null {
  try {
    return new URL(value, base ?? undefined).toString();
  } catch {
    return null;
  }
}

/** A link made absolute against the base in force; only http(s) links are kept. */
function absolute(value: string | null, base: string | null): string | null {
  if (!value) return null;
  const url = resolve(value, base);
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** An item with no guid and no link: its title and date, or — with neither — a digest of its content. */
function fallbackGuid(title: string | null, publishedAt: string | null, content: string | null): string {
  if (title || publishedAt) return `${title ?? ''}|${publishedAt ?? ''}`;
  return `content:${crypto
    .createHash('sha256')
    .update(content ?? '')
    .digest('hex')}`;
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

/** Atom's `<link rel="alternate" href>` (or the first link without rel), resolved against the base in force. */
function atomLink(v: unknown, base: string | null): string | null {
  const links = (Array.isArray(v) ? v : v ? [v] : []).map(obj).filter(Boolean) as Record<string, unknown>[];
  const chosen = links.find((l) => l['@rel'] === 'alternate') ?? links.find((l) => !l['@rel']);
  if (typeof chosen?.['@href'] !== 'string') return null;
  return absolute(chosen['@href'], withBase(base, chosen).url);
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
