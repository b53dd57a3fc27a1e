import { HttpError } from './http-error';
import { rowsQuery, type SqlClient } from './raw-sql';

/** "1 second", "12 minutes", "3 hours": when to try again, in words. */
export function retryInWords(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** A 429 that says when to retry: `Retry-After` (set by the error handler) and the same in words. */
export class ThrottledError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
  ) {
    super(429, `${what} Please try again in ${retryInWords(retryAfterSeconds)}.`);
  }
}

/** Where the limiter counts: a Prisma client or a `pg` pool, whichever the caller already has (the BFF has a pool). */
export type RateLimitDb = SqlClient;

export interface RateLimitOptions {
  /** Names the counter; keys are stored as `<name>:<subject>` (prefix it with the service: `community:post`). */
  name: string;
  /** How many actions a subject may take per window. */
  points: number;
  windowSeconds: number;
  /** The first sentence of the 429 message, e.g. 'You have posted a lot in the last hour.' */
  message: string;
}

/** A subject's count in its current window, after the action just counted. */
export interface WindowCount {
  /** Actions counted in this window, this one included. */
  points: number;
  /** Past the limit: the action should be refused. */
  over: boolean;
  /** Seconds until the window (or a lock) ends, at least 1. */
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per subject (a user id, an address, a hashed email) in the shared `rate_limit` table, so
 * every instance of a service counts together. One atomic statement per action: it restarts an expired window or
 * adds a point, and answers the count, so parallel requests cannot slip past the limit.
 * - `consume` counts and throws ThrottledError once the subject is over; `hit` counts and answers the count instead;
 * - `giveBack` returns a point (for limits that count only failures: count first, give back on success);
 * - `reset` forgets the subject's count; `lock` holds the subject over its limit for a given time, whatever it had;
 * - `claim` takes a turn that lasts a given time, if the subject is free (progressive delays between attempts).
 */
export function createRateLimiter(db: RateLimitDb, { name, points, windowSeconds, message }: RateLimitOptions) {
  const rows = rowsQuery(db);
  const key = (subject: string) => `${name}:${subject}`;
  const secondsUntil = (expire: bigint | number | string, now: number) =>
    Math.max(1, Math.ceil((Number(expire) - now) / 1000));

  async function hit(subject: string): Promise<WindowCount> {
    const now = Date.now();
    const [row] = await rows<{ points: number; expire: bigint | number | string }>(
      `INSERT INTO rate_limit (key, points, expire) VALUES ($1, 1, $2::bigint + $3::bigint)
       ON CONFLICT (key) DO UPDATE SET
         points = CASE WHEN rate_limit.expire IS NULL OR rate_limit.expire <= $2::bigint THEN 1 ELSE rate_limit.points + 1 END,
         expire = CASE WHEN rate_limit.expire IS NULL OR rate_limit.expire <= $2::bigint THEN $2::bigint + $3::bigint ELSE rate_limit.expire END
       RETURNING points, expire`,
      key(subject),
      now,
      windowSeconds * 1000,
    );
    return { points: row.points, over: row.points > points, retryAfterSeconds: secondsUntil(row.expire, now) };
  }

  return {
    hit,
    async consume(subject: string): Promise<void> {
      const count = await hit(subject);
      if (count.over) throw new ThrottledError(count.retryAfterSeconds, message);
    },
    async giveBack(subject: string): Promise<void> {
      await rows(`UPDATE rate_limit SET points = greatest(points - 1, 0) WHERE key = $1 RETURNING 1`, key(subject));
    },
    async reset(subject: string): Promise<void> {
      await rows(`DELETE FROM rate_limit WHERE key = $1 RETURNING 1`, key(subject));
    },
    /**
     * Takes the subject's turn: when it is free (no window or lock running), holds it for `seconds` and answers
     * `claimed: true`; otherwise answers when it frees. Of parallel claims exactly one wins (one statement), so a
     * waiting period cannot be slipped past by sending many requests at once.
     */
    async claim(subject: string, seconds: number): Promise<{ claimed: boolean; retryAfterSeconds: number }> {
      const now = Date.now();
      const [row] = await rows<{ claimed: string | null; current: string | null }>(
        `WITH claimed AS (
           INSERT INTO rate_limit (key, points, expire) VALUES ($1, 1, $2::bigint + $3::bigint)
           ON CONFLICT (key) DO UPDATE SET points = 1, expire = $2::bigint + $3::bigint
             WHERE rate_limit.expire IS NULL OR rate_limit.expire <= $2::bigint
           RETURNING expire)
         SELECT (SELECT expire FROM claimed)::text AS claimed,
                (SELECT expire FROM rate_limit WHERE key = $1)::text AS current`,
        key(subject),
        now,
        Math.round(seconds * 1000),
      );
      if (row.claimed !== null) return { claimed: true, retryAfterSeconds: 0 };
      return { claimed: false, retryAfterSeconds: secondsUntil(row.current ?? now, now) };
    },
    /** Over the limit for `seconds` from now: every action until then is refused, and then a new window starts. */
    async lock(subject: string, seconds: number): Promise<void> {
      await rows(
        `INSERT INTO rate_limit (key, points, expire) VALUES ($1, $2, $3::bigint)
         ON CONFLICT (key) DO UPDATE SET points = $2, expire = $3::bigint RETURNING 1`,
        key(subject),
        points + 1,
        Date.now() + seconds * 1000,
      );
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Deletes counters whose window ended more than `graceMs` ago (the table would otherwise keep one row per address
 * and account ever seen). Safe from any instance at any time: a later action simply starts a new window.
 */
export async function sweepExpiredRateLimits(db: RateLimitDb, graceMs = 60 * 60 * 1000): Promise<number> {
  const [row] = await rowsQuery(db)<{ n: number }>(
    `WITH gone AS (DELETE FROM rate_limit WHERE expire < $1::bigint RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    Date.now() - graceMs,
  );
  return row.n;
}
