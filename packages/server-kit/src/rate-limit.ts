import { HttpError } from './http-error';

/** "1 second", "12 minutes", "3 hours": when to try again, in words. */
export function retryInWords(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** A 429 that says when to retry: `Retry-After` (set by the error handler) and the same in words. */
export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number, what: string) {
    super(429, `${what} Please try again in ${retryInWords(retryAfterSeconds)}.`);
  }
}

/** What the limiter needs of a database client (a Prisma client fits; no import of @fj/db here). */
export interface RawQueryClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export interface RateLimitOptions {
  /** Names the counter; keys are stored as `<name>:<subject>` (prefix it with the service: `community:post`). */
  name: string;
  /** How many actions a subject may take per window. */
  points: number;
  windowSeconds: number;
  /** The first sentence of the 429 message, e.g. 'You have posted a lot in the last hour.' */
  message: string;
}

/**
 * A fixed-window counter per subject (usually a user id) in the shared `rate_limit` table, so every instance of a
 * service counts together. One atomic statement per action: it restarts an expired window or adds a point, and
 * answers the count, so parallel requests cannot slip past the limit. `consume` throws ThrottledError once the
 * subject is over; `giveBack` returns a point (for limits that count only failures: count first, give back on success).
 */
export function createRateLimiter(db: RawQueryClient, { name, points, windowSeconds, message }: RateLimitOptions) {
  const key = (subject: string) => `${name}:${subject}`;
  return {
    async consume(subject: string): Promise<void> {
      const now = Date.now();
      const [row] = await db.$queryRawUnsafe<Array<{ points: number; expire: bigint | number | string }>>(
        `INSERT INTO rate_limit (key, points, expire) VALUES ($1, 1, $2::bigint + $3::bigint)
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN rate_limit.expire IS NULL OR rate_limit.expire <= $2::bigint THEN 1 ELSE rate_limit.points + 1 END,
           expire = CASE WHEN rate_limit.expire IS NULL OR rate_limit.expire <= $2::bigint THEN $2::bigint + $3::bigint ELSE rate_limit.expire END
         RETURNING points, expire`,
        key(subject), now, windowSeconds * 1000,
      );
      if (row.points > points) throw new ThrottledError(Math.max(1, Math.ceil((Number(row.expire) - now) / 1000)), message);
    },
    async giveBack(subject: string): Promise<void> {
      await db.$queryRawUnsafe(`UPDATE rate_limit SET points = greatest(points - 1, 0) WHERE key = $1 RETURNING 1`, key(subject));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
