import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_OPML_FEEDS } from '@fj/contracts';
import { badRequest } from '@fj/server-kit';

export interface OpmlFeed {
  url: string;
  title: string | null;
  folder: string | null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: true,
  htmlEntities: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'outline',
});

/**
 * The feeds of an OPML file (OPML 1.0/2.0 as readers export it): outlines with an xmlUrl, the title of an enclosing
 * outline without one becoming the folder (one level, like most readers). Duplicates are dropped; more than
 * MAX_OPML_FEEDS feeds, entity declarations or malformed XML are a 400 before anything is written.
 */
export function parseOpml(xml: string): OpmlFeed[] {
  const text = xml.replace(/^\uFEFF/, '');
  if (!text.trim()) throw badRequest('Please choose an OPML file');
  if (/<!ENTITY/i.test(text)) throw badRequest('The OPML file declares entities, which are not accepted.');
  if (XMLValidator.validate(text) !== true)
    throw badRequest('That file is not well-formed XML, so it is not an OPML file.');
  const doc = parser.parse(text) as { opml?: { body?: { outline?: unknown[] } } };
  if (!doc.opml || typeof doc.opml !== 'object') throw badRequest('That file is not an OPML file (no <opml> element).');
  const feeds: OpmlFeed[] = [];
  const seen = new Set<string>();
  const walk = (outlines: unknown[] | undefined, folder: string | null) => {
    for (const raw of outlines ?? []) {
      if (!raw || typeof raw !== 'object') continue;
      const o = raw as Record<string, unknown>;
      const str = (key: string) => (typeof o[key] === 'string' && o[key].trim() ? o[key].trim() : null);
      const url = withScheme(str('@xmlUrl'));
      const title = str('@title') ?? str('@text');
      if (url) {
        if (!seen.has(url)) {
          seen.add(url);
          feeds.push({ url: url.slice(0, 2000), title: title?.slice(0, 200) ?? null, folder });
        }
      } else {
        walk(o.outline as unknown[] | undefined, folder ?? title?.slice(0, 60) ?? null);
      }
      if (feeds.length > MAX_OPML_FEEDS)
        throw badRequest(`An OPML import can hold at most ${MAX_OPML_FEEDS.toLocaleString('en-US')} feeds.`);
    }
  };
  walk(doc.opml.body?.outline, null);
  if (feeds.length === 0) throw badRequest('The OPML file lists no feeds.');
  return feeds;
}

/**
 * An `xmlUrl` written without a scheme (`vanimpe.eu/feed`, `//example.com/rss`) — some readers export them so — is
 * taken as https, as a browser's address bar would; anything with a scheme is left for the outbound check to judge.
 */
function withScheme(url: string | null): string | null {
  // `host:port/path` has a colon too: only `scheme://` or a known scheme without slashes counts as one.
  if (!url || /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^(javascript|data|mailto|file|about|feed):/i.test(url))
    return url;
  return url.startsWith('//') ? `https:${url}` : `https://${url}`;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
});

/** OPML 2.0 of the user's subscriptions: feeds without a folder at the top, each folder as an outline around its feeds. */
export function buildOpml(
  feeds: Array<{ url: string; siteUrl: string | null; title: string; folder: string | null }>,
  now = new Date(),
): string {
  const outline = (f: (typeof feeds)[number]) => ({
    '@type': 'rss',
    '@text': f.title,
    '@title': f.title,
    '@xmlUrl': f.url,
    ...(f.siteUrl ? { '@htmlUrl': f.siteUrl } : {}),
  });
  const folders = new Map<string, typeof feeds>();
  const top: unknown[] = [];
  for (const f of feeds) {
    if (!f.folder) top.push(outline(f));
    else folders.set(f.folder, [...(folders.get(f.folder) ?? []), f]);
  }
  for (const [name, inFolder] of folders) top.push({ '@text': name, '@title': name, outline: inFolder.map(outline) });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    opml: {
      '@version': '2.0',
      head: { title: 'Founder Journal subscriptions', dateCreated: now.toUTCString() },
      body: { outline: top },
    },
  })}`;
}
