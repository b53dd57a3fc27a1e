const BASE = 'http://app.invalid';
const MAX_LENGTH = 2048;

/**
 * Where to go after signing in (`?next=` of a signed-out deep link, docs/decisions/3006-deep-links-after-sign-in.md):
 * a path of this app, or undefined. Only a string that starts with one `/` and contains no backslash, control or
 * whitespace character is considered (browsers read `//host`, `/\host` and `/<tab>/host` as another site), it must
 * stay on our origin once resolved, and it may not be a server route (`/api/…`: e.g. a sign-out link). What comes
 * back is the parsed path, query and fragment — never the raw input.
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\\\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return undefined;
  // A percent-encoded slash or backslash at the start could be decoded by something downstream.
  if (/^\/(%2f|%5c)/i.test(url.pathname)) return undefined;
  return path;
}
