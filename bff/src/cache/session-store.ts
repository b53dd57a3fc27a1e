import session, { type SessionData } from 'express-session';
import type pg from 'pg';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A session ends 7 days after its last use, and 30 days after sign-in at the latest. */
export const IDLE_TIMEOUT_MS = 7 * DAY;
export const ABSOLUTE_TIMEOUT_MS = 30 * DAY;
/** Activity is written at most this often per session (not one UPDATE per request). */
export const TOUCH_INTERVAL_MS = HOUR;
/** A safety net only: change notifications keep entries fresh; an entry older than this is read again anyway. */
const MAX_ENTRY_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

/** What we keep in `sess` besides express-session's and passport's fields. */
type StoredSession = SessionData & { absoluteExpires?: number; device?: string; passport?: { user?: string } };

/** The signed-in user of a session (passport's field), kept in its own column so a person's sessions can be listed. */
const userOf = (sess: StoredSession) => (typeof sess.passport?.user === 'string' ? sess.passport.user : null);
const deviceOf = (sess: StoredSession) => (typeof sess.device === 'string' ? sess.device.slice(0, 100) : null);

interface Entry {
  json: string;
  expires: number;
  absoluteExpires: number;
  touchedAt: number;
  cachedAt: number;
}

type Callback<T = void> = (err: unknown, value?: T) => void;

/**
 * express-session's store: the `session` table read with plain `pg`, plus an in-process cache so a signed-in
 * request costs no query. The cache is trusted only while the change listener is connected (`caching`): the
 * table's trigger notifies `session_changed` on every sign-out, content change and deletion, from any instance.
 * docs/decisions/0701-bff-session-and-user-cache.md.
 */
export class CachedPgSessionStore extends session.Store {
  /** Set by the change listener: true only while notifications are being received. */
  caching = false;
  /**
   * Resolves true once every change notification committed before the call has been applied (the listener's round
   * trip); a cached entry is used only after it. Without a listener: false, so nothing is served from memory.
   */
  sync: () => Promise<boolean> = () => Promise.resolve(false);
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a read or write that started before one does not fill the cache. */
  private generation = 0;
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.pruneTimer = setInterval(() => void this.prune().catch(() => {}), HOUR);
    this.pruneTimer.unref();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.cached(sid).then(
      (sess) => (sess ? callback(null, sess) : this.read(sid, callback)),
      () => this.read(sid, callback),
    );
  }

  /**
   * The cached session once every change committed before this call has been applied (e.g. a sign-out through
   * another instance a moment ago), or null when it is not cached or may not be trusted: then read the table.
   * It waits for that even when the session is not cached, because the request's user comes next, from the user
   * cache (UserCache), and must be as fresh.
   */
  async cached(sid: string): Promise<SessionData | null> {
    if (!this.caching) return null;
    if (!(await this.sync())) return null;
    const entry = this.caching ? this.entries.get(sid) : undefined;
    return entry && this.fresh(entry) ? (JSON.parse(entry.json) as SessionData) : null;
  }

  override set(sid: string, sess: SessionData, callback?: Callback): void {
    const now = this.now();
    const stored = sess as StoredSession;
    const absoluteExpires =
      typeof stored.absoluteExpires === 'number' ? stored.absoluteExpires : now + ABSOLUTE_TIMEOUT_MS;
    const json = JSON.stringify({ ...sess, absoluteExpires });
    const expires = Math.min(absoluteExpires, now + IDLE_TIMEOUT_MS);
    const generation = this.generation;
    this.pool
      .query(
        `INSERT INTO "session" ("sid", "sess", "expire", "userId", "device") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("sid") DO UPDATE SET "sess" = EXCLUDED."sess", "expire" = EXCLUDED."expire",
           "userId" = EXCLUDED."userId", "device" = EXCLUDED."device", "lastSeenAt" = now()`,
        [sid, json, new Date(expires), userOf(stored), deviceOf(stored)],
      )
      .then(
        () => {
          if (generation === this.generation)
            this.remember(sid, { json, expires, absoluteExpires, touchedAt: now, cachedAt: now });
          callback?.(null);
        },
        (err: { code?: string }) => {
          // The account was deleted while one of its requests was in flight: its session ends with it, not a 500.
          if (err?.code === '23503') {
            this.entries.delete(sid);
            return void callback?.(null);
          }
          callback?.(err);
        },
      );
  }

  /** Records activity (idle timeout, and 'last active' in Settings), at most once per TOUCH_INTERVAL_MS per session. */
  override touch(sid: string, sess: SessionData, callback?: Callback): void {
    const now = this.now();
    const entry = this.entries.get(sid);
    if (entry && now - entry.touchedAt < TOUCH_INTERVAL_MS) return void callback?.(null);
    const stored = sess as StoredSession;
    const absoluteExpires =
      typeof stored.absoluteExpires === 'number' ? stored.absoluteExpires : now + ABSOLUTE_TIMEOUT_MS;
    const expires = Math.min(absoluteExpires, now + IDLE_TIMEOUT_MS);
    this.pool
      .query(`UPDATE "session" SET "expire" = $2, "lastSeenAt" = now() WHERE "sid" = $1 AND "expire" > $3`, [
        sid,
        new Date(expires),
        new Date(now),
      ])
      .then(
        () => {
          const current = this.entries.get(sid);
          if (current) Object.assign(current, { expires, touchedAt: now });
          callback?.(null);
        },
        (err) => callback?.(err),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.evict(sid);
    this.pool.query(`DELETE FROM "session" WHERE "sid" = $1`, [sid]).then(
      () => callback?.(null),
      (err) => callback?.(err),
    );
  }

  /** A notification (or our own write) says this session changed. */
  evict(sid: string): void {
    this.generation++;
    this.entries.delete(sid);
  }

  clear(callback?: Callback): void {
    this.generation++;
    this.entries.clear();
    callback?.(null);
  }

  /** Deletes expired sessions (hourly); their notifications drop them from every instance's cache. */
  async prune(): Promise<void> {
    await this.pool.query(`DELETE FROM "session" WHERE "expire" < $1`, [new Date(this.now())]);
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  private fresh(entry: Entry): boolean {
    const now = this.now();
    return entry.expires > now && now - entry.cachedAt < MAX_ENTRY_AGE_MS;
  }

  private read(sid: string, callback: Callback<SessionData | null>): void {
    const now = this.now();
    const generation = this.generation;
    this.pool
      .query<{ json: string; expire: Date }>(
        `SELECT "sess"::text AS "json", "expire" FROM "session" WHERE "sid" = $1 AND "expire" > $2`,
        [sid, new Date(now)],
      )
      .then(
        ({ rows: [row] }) => {
          if (!row) return void callback(null, null);
          const sess = JSON.parse(row.json) as StoredSession;
          const absoluteExpires =
            typeof sess.absoluteExpires === 'number' ? sess.absoluteExpires : now + ABSOLUTE_TIMEOUT_MS;
          if (generation === this.generation) {
            const previous = this.entries.get(sid);
            this.remember(sid, {
              json: row.json,
              expires: row.expire.getTime(),
              absoluteExpires,
              touchedAt: previous?.touchedAt ?? 0,
              cachedAt: now,
            });
          }
          callback(null, sess);
        },
        (err) => callback(err),
      );
  }

  private remember(sid: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(sid)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sid, entry);
  }
}
