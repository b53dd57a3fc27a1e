import type { Db } from '@fj/db';
import { createRateLimiter } from '@fj/server-kit';

/** Checks that make the server fetch an address the user typed, per user per hour (one shared counter). */
export const FETCHES_PER_HOUR = 60;

/**
 * Validating a feed or channel makes this server fetch a URL a user chose: a per-user limit keeps it from being used
 * to hammer (or scan) other sites, on top of the SSRF guard.
 */
export const outboundFetchLimiter = (db: Db) =>
  createRateLimiter(db, {
    name: 'social:fetch',
    points: FETCHES_PER_HOUR,
    windowSeconds: 3600,
    message: `You can check up to ${FETCHES_PER_HOUR} feeds or channels an hour.`,
  });
