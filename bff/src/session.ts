import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import pg from 'pg';

export const SESSION_COOKIE = 'fj.sid';
const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

/** Sessions in PostgreSQL (table `session`, created by our migrations), so they survive restarts. */
export function createSession({ databaseUrl, secret, production }: { databaseUrl: string; secret: string; production: boolean }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the gateway
  const PgStore = connectPgSimple(session);
  // disableTouch: no UPDATE per request; a session lasts 30 days from sign-in.
  const store = new PgStore({ pool, tableName: 'session', createTableIfMissing: false, disableTouch: true, pruneSessionInterval: 60 * 60 });
  const middleware = session({
    name: SESSION_COOKIE,
    store,
    secret,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: production, maxAge: THIRTY_DAYS },
  });
  return { middleware, close: async () => { store.close(); await pool.end().catch(() => {}); } };
}
