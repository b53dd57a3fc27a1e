import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { CachedPgSessionStore } from './session-store';

const MAX_COOKIES = 50_000;

/**
 * express-session, minus its per-request work, for requests that only *read* the session (proxied API calls and
 * GET /api/auth/user): when the signed cookie names a cached session, that session is attached exactly as
 * express-session would attach it, and express-session then skips the request (it does nothing when `req.session`
 * is set). Everything else — and every session that is not cached — goes through express-session unchanged.
 * These requests never modify the session, so there is nothing to save and no cookie to send; activity is still
 * recorded for the idle timeout (`store.touch`, throttled).
 */
export function sessionFastPath({
  cookieName,
  secret,
  store,
  readsOnly,
  session,
}: {
  cookieName: string;
  secret: string;
  store: CachedPgSessionStore;
  /** Paths whose handlers never change the session. */
  readsOnly: (path: string) => boolean;
  /** express-session's middleware, for everything else. */
  session: RequestHandler;
}): RequestHandler {
  // Verified cookie value → session id: one HMAC per session and process, not one per request.
  const verified = new Map<string, string | null>();
  const prefix = `${cookieName}=`;

  const sessionIdOf = (cookieHeader: string | undefined): string | null => {
    if (!cookieHeader) return null;
    const found = cookieHeader.startsWith(prefix) ? 0 : cookieHeader.indexOf(`; ${prefix}`);
    if (found < 0) return null; // (or written unusually: express-session parses it)
    const start = found === 0 && cookieHeader.startsWith(prefix) ? 0 : found + 2;
    const end = cookieHeader.indexOf(';', start);
    const raw = cookieHeader.slice(start + prefix.length, end < 0 ? undefined : end);
    let sid = verified.get(raw);
    if (sid === undefined) {
      sid = unsign(raw, secret);
      if (verified.size >= MAX_COOKIES) verified.clear();
      verified.set(raw, sid);
    }
    return sid;
  };

  return (req, res, next) => {
    if (!readsOnly(req.path)) return session(req, res, next);
    const sid = sessionIdOf(req.headers.cookie);
    if (!sid) return session(req, res, next);
    // Only after every change committed before this request has been applied (the store's listener round trip).
    store.cached(sid).then((data) => {
      if (!data) return session(req, res, next);
      req.sessionStore = store as unknown as typeof req.sessionStore; // express-session added generate() when it was created
      req.sessionID = sid;
      store.createSession(req, data);
      store.touch(sid, req.session, () => {});
      next();
    }, next);
  };
}

/** express-session's signed cookie (`s:<id>.<HMAC-SHA256, base64 without padding>`), URL-encoded. */
function unsign(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!value.startsWith('s:')) return null;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const sid = signed.slice(0, dot);
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const actual = Buffer.from(signed.slice(dot + 1));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? sid : null;
}
