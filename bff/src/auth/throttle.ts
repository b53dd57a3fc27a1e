import crypto from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { ThrottledError } from '@fj/server-kit';
import type { ThrottleLimits } from '../config';

/** Counters live in PostgreSQL (table `rate_limit`, created by our migrations), so every BFF instance shares them. */
const TABLE = 'rate_limit';
const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;

export { ThrottledError };

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
/** Keys stay short and do not store the email itself. */
const accountKey = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Sign-in and registration throttling (decision 0805), with rate-limiter-flexible's PostgreSQL store:
 * - per account: `accountFailures` failed sign-ins per 15 minutes, then the account is locked for 15 minutes; each
 *   further lock within a day doubles (30 min, 1 h, …, at most a day) — exponential back-off against guessing;
 * - per client address: `addressFailures` failed sign-ins per 15 minutes, whatever the accounts (credential stuffing);
 * - registration: `registrations` attempts per address per hour, counted apart from sign-ins.
 * Only failures count: an attempt is counted before the password is checked (parallel guesses cannot slip through),
 * and a success gives it back (and clears the account's failures). The client address is `req.ip`: behind a reverse
 * proxy set `TRUST_PROXY=1`, or every client shares the proxy's address.
 */
export function createSignInThrottle(pool: pg.Pool, limits: ThrottleLimits, { windowSeconds = FIFTEEN_MINUTES } = {}) {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: TABLE, tableCreated: true, keyPrefix, points, duration });
  const accountFailures = limiter('login-account', limits.accountFailures, windowSeconds);
  const addressFailures = limiter('login-address', limits.addressFailures, windowSeconds);
  const accountLocks = limiter('login-account-locks', 1_000_000, ONE_DAY);
  const registrations = limiter('register-address', limits.registrations, ONE_HOUR);

  /** The account just went over its limit: lock it, twice as long as the previous lock of the last day. */
  async function lockAccount(key: string): Promise<number> {
    const { consumedPoints: locks } = await accountLocks.consume(key);
    const seconds = Math.min(windowSeconds * 2 ** Math.min(locks - 1, 16), ONE_DAY);
    await accountFailures.block(key, seconds);
    return seconds;
  }

  return {
    /**
     * Count a sign-in attempt for `email` from `address` as a failure until told otherwise; throws ThrottledError
     * when the account or the address is over its limit. Call `succeeded()` when the password was right.
     */
    async attemptLogin(address: string, email: string): Promise<{ succeeded: () => Promise<void> }> {
      const key = accountKey(email);
      try {
        await addressFailures.consume(address);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw new ThrottledError(retryAfter(err), 'Too many failed sign-ins from your network.');
        throw err;
      }
      try {
        await accountFailures.consume(key);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        await addressFailures.reward(address); // the account's lock answered this one, not a guess
        // Exactly one attempt crosses the limit; it sets the (doubling) lock.
        const seconds = err.consumedPoints === limits.accountFailures + 1 ? await lockAccount(key) : retryAfter(err);
        throw new ThrottledError(seconds, 'Too many failed sign-ins for this account.');
      }
      return {
        succeeded: async () => {
          await Promise.all([accountFailures.delete(key), addressFailures.reward(address)]);
        },
      };
    },

    /** Count a registration attempt from `address`; throws ThrottledError over the limit. */
    async attemptRegistration(address: string): Promise<void> {
      try {
        await registrations.consume(address);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw new ThrottledError(retryAfter(err), 'Too many accounts created from your network.');
        throw err;
      }
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
