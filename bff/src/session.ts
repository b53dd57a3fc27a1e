import session from 'express-session';
import type { Response } from 'express';
import pg from 'pg';
import { listenToChannels } from '@fj/db';
import { logger } from '@fj/server-kit';
import { ABSOLUTE_TIMEOUT_MS, CachedPgSessionStore } from './cache/session-store';
import { UserCache } from './cache/user-cache';
import { sessionFastPath } from './cache/session-fast-path';
import { serviceFor } from './service-table';

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain (no subdomain can set it). */
export const sessionCookieName = (production: boolean) => (production ? '__Host-fj.sid' : 'fj.sid');

/**
 * Sessions in PostgreSQL (table `session`), so they survive restarts, with the session and user lookups of the
 * hot path served from memory and kept fresh by LISTEN/NOTIFY (docs/decisions/0701-bff-session-and-user-cache.md).
 */
export async function createSession({
  databaseUrl,
  secret,
  production,
}: {
  databaseUrl: string;
  secret: string;
  production: boolean;
}) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the gateway
  const store = new CachedPgSessionStore(pool);
  const users = new UserCache(pool);
  const setCaching = (on: boolean) => {
    store.clear();
    users.clear();
    store.caching = on;
    users.caching = on;
  };
  // Until the listener is up (and whenever it is down) every request reads the database: never a stale answer.
  const listener = await listenToChannels(
    databaseUrl,
    { user_changed: (id) => users.evict(id), session_changed: (sid) => store.evict(sid) },
    {
      onUp: () => setCaching(true),
      onDown: () => {
        setCaching(false);
        logger.warn(
          { service: 'bff' },
          'change notifications lost: session and user caches are off until they are back',
        );
      },
    },
  );
  // Before a cached session is used, every change committed before the request arrived has been applied.
  store.sync = () => listener.sync();
  const cookieName = sessionCookieName(production);
  const cookie = { httpOnly: true, sameSite: 'lax', secure: production, path: '/' } as const;
  const fullSession = session({
    name: cookieName,
    store,
    secret,
    resave: false,
    saveUninitialized: false,
    // The cookie lasts as long as the longest session; the store ends it earlier after 7 idle days.
    cookie: { ...cookie, maxAge: ABSOLUTE_TIMEOUT_MS },
  });
  // Proxied API calls and "who am I" only read the session: served from the cache without express-session's work.
  const readsOnly = (path: string) => path === '/api/auth/user' || serviceFor(path) !== undefined;
  const middleware = sessionFastPath({ cookieName, secret, store, readsOnly, session: fullSession });
  return {
    middleware,
    users,
    pool,
    cookieName,
    /** Removes the cookie (same attributes, or a browser ignores a `__Host-` deletion). */
    clearCookie: (res: Response) => void res.clearCookie(cookieName, cookie),
    close: async () => {
      store.close();
      await listener.close().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
