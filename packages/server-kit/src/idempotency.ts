import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from './http-error';
import { logger } from './logger';
import { rowsQuery, sqlStateOf, type SqlClient } from './raw-sql';

// Idempotent writes (docs/decisions/2601-idempotent-writes.md): a browser sends a fresh `Idempotency-Key` with every
// write, and the same key again when it retries, replays its offline outbox or a button is pressed twice. The first
// request runs; its successful answer is kept 24 h per user, and any later request with that key gets it back
// without running again.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that was stored by an earlier request with the same key (the write did not run again). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_HOURS = 24;
export const INVALID_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const STILL_RUNNING_MESSAGE =
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** A request still marked running after this long died with its process: its key may be claimed again. */
const ABANDONED_AFTER_SECONDS = 60;
/** FK violation: the account was deleted while the request was on its way. */
const FOREIGN_KEY_VIOLATION = '23503';

export interface IdempotencyOptions {
  /** Who is writing: answers are stored per user (a key from another account never matches). */
  userOf: (req: Request) => string | undefined;
  /** How long a duplicate waits for the first request with its key to finish before it is told to retry (409). */
  waitMs?: number;
  pollMs?: number;
}

interface StoredRow {
  requestHash: string;
  status: number | null;
  body: string | null;
  contentType: string | null;
}

/** SHA-256 of what makes two requests the same: method, path with query, and the parsed JSON body. */
export function requestHash(req: Pick<Request, 'method' | 'originalUrl' | 'body'>): string {
  const body: unknown = req.body;
  return crypto
    .createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Honours `Idempotency-Key` on POST, PUT, PATCH and DELETE (mount it after the body parser). Without the header a
 * request runs as usual. With it:
 * - a new key runs the request; a 2xx answer is stored (status, body, content type), anything else is not — a refused
 *   request (4xx) changed nothing and a failed one (5xx) may be retried, so both simply run again;
 * - the same key with the same method, path and body answers the stored answer (`Idempotent-Replayed: true`);
 * - the same key with another request answers 422;
 * - while the first request with the key is still running, a duplicate waits for it (up to `waitMs`) and answers
 *   what it answered, or 409 when it takes longer.
 */
export function idempotency(
  db: SqlClient,
  { userOf, waitMs = 5000, pollMs = 100 }: IdempotencyOptions,
): RequestHandler {
  const rows = rowsQuery(db);

  const claim = async (userId: string, key: string, hash: string) =>
    (
      await rows<{ claimed: number }>(
        `INSERT INTO idempotency_key ("userId", key, "requestHash", "expiresAt")
         VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))
         ON CONFLICT ("userId", key) DO UPDATE SET "requestHash" = EXCLUDED."requestHash", status = NULL, body = NULL,
           "contentType" = NULL, "createdAt" = now(), "expiresAt" = EXCLUDED."expiresAt"
         WHERE idempotency_key."expiresAt" <= now()
            OR (idempotency_key.status IS NULL AND idempotency_key."createdAt" < now() - make_interval(secs => $5::int))
         RETURNING 1 AS claimed`,
        userId,
        key,
        hash,
        IDEMPOTENCY_TTL_HOURS,
        ABANDONED_AFTER_SECONDS,
      )
    ).length > 0;

  const read = async (userId: string, key: string) =>
    (
      await rows<StoredRow>(
        `SELECT "requestHash", status, body, "contentType" FROM idempotency_key
         WHERE "userId" = $1 AND key = $2 AND "expiresAt" > now()`,
        userId,
        key,
      )
    )[0];

  const store = (userId: string, key: string, status: number, body: string, contentType: string | null) =>
    rows(
      `UPDATE idempotency_key SET status = $3, body = $4, "contentType" = $5 WHERE "userId" = $1 AND key = $2
       RETURNING 1`,
      userId,
      key,
      status,
      body,
      contentType,
    );

  const release = (userId: string, key: string) =>
    rows(`DELETE FROM idempotency_key WHERE "userId" = $1 AND key = $2 AND status IS NULL RETURNING 1`, userId, key);

  /** Stores the answer (2xx) or frees the key (anything else) before the answer leaves, so a retry finds it. */
  function recordAnswer(res: Response, userId: string, key: string) {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let streamed = false;
    let settled = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    res.write = ((...args: unknown[]) => {
      streamed = true;
      return write(...args);
    }) as Response['write'];
    res.end = ((...args: unknown[]) => {
      if (settled) return end(...args);
      settled = true;
      const [chunk, encoding] = args;
      const text = Buffer.isBuffer(chunk)
        ? chunk.toString('utf8')
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8').toString('utf8')
          : '';
      const ok = res.statusCode >= 200 && res.statusCode < 300 && !streamed;
      const contentType = res.getHeader('content-type');
      const saved = ok
        ? store(userId, key, res.statusCode, text, typeof contentType === 'string' ? contentType : null)
        : release(userId, key);
      saved
        .catch((err: unknown) => logger.error({ err }, 'idempotency: could not record the answer'))
        .finally(() => end(...args));
      return res;
    }) as Response['end'];
    // The browser went away before an answer: free the key so its retry runs.
    res.on('close', () => {
      if (!settled) {
        settled = true;
        release(userId, key).catch(() => undefined);
      }
    });
  }

  function replay(res: Response, row: StoredRow) {
    res.status(row.status ?? 200).setHeader(REPLAYED_HEADER, 'true');
    if (row.contentType) res.setHeader('Content-Type', row.contentType);
    res.end(row.body ?? '');
  }

  return async (req, res, next) => {
    if (!UNSAFE.has(req.method)) return next();
    const key = req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!VALID_KEY.test(key)) return next(new HttpError(400, INVALID_KEY_MESSAGE));
    const userId = userOf(req);
    if (!userId) return next();
    const hash = requestHash(req);
    try {
      const deadline = Date.now() + waitMs;
      for (;;) {
        if (await claim(userId, key, hash)) {
          recordAnswer(res, userId, key);
          return next();
        }
        const row = await read(userId, key);
        if (row && row.requestHash !== hash) return next(new HttpError(422, KEY_REUSED_MESSAGE));
        if (row?.status != null) return replay(res, row);
        // Running (or just released): wait for the first request, then look again.
        if (Date.now() >= deadline) return next(new HttpError(409, STILL_RUNNING_MESSAGE));
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    } catch (err) {
      if (sqlStateOf(err) === FOREIGN_KEY_VIOLATION) return next(new HttpError(401, 'Not signed in'));
      next(err);
    }
  };
}

/** Deletes stored answers past their 24 h. Safe from any instance at any time. */
export async function sweepExpiredIdempotencyKeys(db: SqlClient): Promise<number> {
  const [row] = await rowsQuery(db)<{ n: number }>(
    `WITH gone AS (DELETE FROM idempotency_key WHERE "expiresAt" <= now() RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  return row.n;
}
