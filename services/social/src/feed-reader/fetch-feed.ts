import { checkOutboundUrl, OutboundError, safeFetch } from '@fj/server-kit/outbound';
import { FeedParseError, parseFeed, type ParsedFeed } from '../feeds';
import { outboundMessage } from '../lib/outbound';

const ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.5, */*;q=0.3';

/** A feed read that failed for a reason a person can act on; the message is shown on the feed or the form. */
export class FeedFetchError extends Error {}

export type FeedFetch =
  | { status: 'not_modified' }
  | { status: 'ok'; url: string; feed: ParsedFeed; etag: string | null; lastModified: string | null };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** The feed URL typed by a person, checked (scheme, port, private addresses) before anything is fetched. */
export function checkedUrl(raw: string): string {
  try {
    return checkOutboundUrl(raw.trim()).toString();
  } catch (err) {
    const unparsable = err instanceof OutboundError && err.code === 'invalid_url';
    throw new FeedFetchError(
      unparsable
        ? 'That is not a web address. Please enter a full address starting with https://.'
        : outboundMessage(err),
    );
  }
}

/**
 * GET a feed through the SSRF-safe fetch, conditionally when validators from the last answer are given
 * (If-None-Match / If-Modified-Since → 304 means nothing changed and nothing is parsed).
 */
export async function fetchFeed(
  url: string,
  validators: { etag?: string | null; lastModified?: string | null } = {},
): Promise<FeedFetch> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  let res;
  try {
    res = await safeFetch(checkedUrl(url), { headers });
  } catch (err) {
    throw err instanceof FeedFetchError ? err : new FeedFetchError(outboundMessage(err));
  }
  if (res.status === 304) return { status: 'not_modified' };
  if (res.status < 200 || res.status >= 300) throw new FeedFetchError(`The feed answered ${res.status}.`);
  try {
    return {
      status: 'ok',
      url: res.url,
      feed: parseFeed(res.body, { contentType: header(res.headers['content-type']), baseUrl: res.url }),
      etag: header(res.headers.etag),
      lastModified: header(res.headers['last-modified']),
    };
  } catch (err) {
    if (err instanceof FeedParseError)
      throw new FeedFetchError(parseMessage(err), {
        cause: { body: res.body, contentType: header(res.headers['content-type']), url: res.url },
      });
    throw err;
  }
}

function parseMessage(err: FeedParseError): string {
  if (err.code === 'too_large') return 'The feed is larger than 5 MB.';
  if (err.code === 'not_a_feed') return 'That address does not serve an RSS or Atom feed.';
  return 'That address answered with XML that is not a readable feed.';
}

/** `<link rel="alternate" type="application/rss+xml|atom+xml" href>` in a web page's head, made absolute. */
export function discoverFeedLinks(html: string, pageUrl: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.slice(0, 512 * 1024).matchAll(/<link\b[^>]*>/gi)) {
    const attr = (name: string) =>
      tag
        .match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
        ?.slice(1)
        .find((v) => v !== undefined);
    const rel = attr('rel')?.toLowerCase().split(/\s+/) ?? [];
    const type = attr('type')?.toLowerCase() ?? '';
    const href = attr('href');
    if (!rel.includes('alternate') || !href || !/^application\/(rss|atom|rdf)\+xml$/.test(type)) continue;
    try {
      found.push(new URL(href.replace(/&amp;/g, '&'), pageUrl).toString());
    } catch {
      // an unusable href: skip it
    }
  }
  return found;
}

/**
 * What a person typed, as a feed: the feed itself, or — when the address is a web page — the first feed its head
 * advertises through `<link rel="alternate">` (autodiscovery).
 */
export async function resolveFeed(raw: string): Promise<Extract<FeedFetch, { status: 'ok' }>> {
  try {
    return (await fetchFeed(raw)) as Extract<FeedFetch, { status: 'ok' }>;
  } catch (err) {
    const page = (err as { cause?: { body?: Buffer; contentType?: string | null; url?: string } }).cause;
    if (!(err instanceof FeedFetchError) || !page?.body || !page.url) throw err;
    const links = discoverFeedLinks(page.body.toString('utf8'), page.url);
    if (links.length === 0)
      throw new FeedFetchError('No feed found at that address: the page does not link to an RSS or Atom feed.');
    return (await fetchFeed(links[0])) as Extract<FeedFetch, { status: 'ok' }>;
  }
}
