import crypto from 'node:crypto';
import { HttpError, notFound, sealingKey } from '@fj/server-kit';
import { OutboundError, safeFetch } from '@fj/server-kit/outbound';
import { outboundMessage } from '../lib/outbound';

/**
 * Article images through our own origin (docs/decisions/2803-article-images-proxied.md): the stored HTML keeps the
 * publisher's address; each answer rewrites `<img src>` to `/api/feeds/media?url=…&sig=…`, signed so the proxy fetches
 * only images that came out of an article, never an address someone typed. The fetch is the SSRF-safe one, sends no
 * cookies and no Referer (the publisher learns neither who reads nor where), takes at most MEDIA_MAX_BYTES and passes
 * on raster images only, recognised by their bytes.
 */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
const MEDIA_PATH = '/api/feeds/media';
/** The browser may keep an image for a day (privately); the publisher's validators make the next read a 304. */
const MEDIA_CACHE = 'private, max-age=86400';

let key: Buffer | undefined;
/** A key of its own, derived from the social service's sealing key (no new secret to configure). */
function mediaKey(): Buffer {
  key ??= Buffer.from(
    crypto.hkdfSync('sha256', sealingKey('SOCIAL_TOKEN_KEY', 'social-token-key'), '', 'feed-media-proxy', 32),
  );
  return key;
}

export const signMedia = (url: string) => crypto.createHmac('sha256', mediaKey()).update(url).digest('base64url');

export const mediaPath = (url: string) => `${MEDIA_PATH}?url=${encodeURIComponent(url)}&sig=${signMedia(url)}`;

function verified(url: string, sig: string): boolean {
  const expected = Buffer.from(signMedia(url));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const unescapeAttr = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Sanitised article HTML with every http(s) image pointed at the proxy (the sanitiser writes `src="…"` quoted). */
export function proxyImages(html: string): string {
  if (!html.includes('<img')) return html;
  return html.replace(/(<img\b[^>]*?\ssrc=")([^"]*)(")/g, (whole, before: string, src: string, after: string) => {
    const url = unescapeAttr(src);
    return /^https?:\/\//i.test(url) ? `${before}${escapeAttr(mediaPath(url))}${after}` : whole;
  });
}

/** Raster formats a browser shows in <img>, by their first bytes. SVG is not one: it can carry script. */
function sniff(b: Buffer): string | null {
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (/^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')))
    return 'image/avif';
  return null;
}

export interface MediaAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * GET /api/feeds/media: the signed image, fetched now (conditionally, with the browser's validators). A bad signature
 * is a 404; a refused address 403; an answer that is not a raster image 415; too large 413; anything else 502.
 */
export async function fetchMedia(
  url: string,
  sig: string,
  validators: { ifNoneMatch?: string; ifModifiedSince?: string },
): Promise<MediaAnswer> {
  if (!verified(url, sig)) throw notFound('Image');
  const headers: Record<string, string> = { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9' };
  if (validators.ifNoneMatch) headers['if-none-match'] = validators.ifNoneMatch;
  if (validators.ifModifiedSince) headers['if-modified-since'] = validators.ifModifiedSince;
  let res;
  try {
    res = await safeFetch(url, { headers, maxBytes: MEDIA_MAX_BYTES });
  } catch (err) {
    const code = err instanceof OutboundError ? err.code : null;
    const status = code === 'forbidden_address' || code === 'invalid_url' ? 403 : code === 'too_large' ? 413 : 502;
    throw new HttpError(status, outboundMessage(err, 'image'));
  }
  const kept: Record<string, string> = { 'cache-control': MEDIA_CACHE };
  for (const name of ['etag', 'last-modified'] as const) {
    const value = first(res.headers[name]);
    if (value) kept[name] = value.slice(0, 500);
  }
  if (res.status === 304) return { status: 304, headers: kept, body: Buffer.alloc(0) };
  if (res.status < 200 || res.status >= 300) throw new HttpError(502, `The image answered ${res.status}.`);
  const type = sniff(res.body);
  if (!type) throw new HttpError(415, 'That address did not answer with an image.');
  return {
    status: 200,
    body: res.body,
    headers: {
      ...kept,
      'content-type': type,
      'x-content-type-options': 'nosniff',
      // Opened on its own, the answer can do nothing in our origin.
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
    },
  };
}
