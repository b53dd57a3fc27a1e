import crypto from 'node:crypto';
import { createRateLimiter, ThrottledError, type RateLimitDb } from '@fj/server-kit';
import type { ThrottleLimits } from '../config';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;

export { ThrottledError };

/** Keys stay short and do not store the email itself. */
const accountKey = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Sign-in and registration throttling (decision 0805), counted with @fj/server-kit's rate limiter in the shared
 * `rate_limit` table, so every BFF instance shares the counts:
 * - per account: `accountFailures` failed sign-ins per 15 minutes, then the account is locked for 15 minutes; each
 *   further lock within a day doubles (30 min, 1 h, …, at most a day) — exponential back-off against guessing;
 * - per client address: `addressFailures` failed sign-ins per 15 minutes, whatever the accounts (credential stuffing);
 * - registration: `registrations` attempts per address per hour, counted apart from sign-ins.
 * Only failures count: an attempt is counted before the password is checked (parallel guesses cannot slip through),
 * and a success gives it back (and clears the account's failures). The client address is `req.ip`: behind a reverse
 * proxy set `TRUST_PROXY=1`, or every client shares the proxy's address.
 */
export function createSignInThrottle(
  db: RateLimitDb,
  limits: ThrottleLimits,
  { windowSeconds = FIFTEEN_MINUTES } = {},
) {
  const accountFailures = createRateLimiter(db, {
    name: 'bff:login-account',
    points: limits.accountFailures,
    windowSeconds,
    message: 'Too many failed sign-ins for this account.',
  });
  const addressFailures = createRateLimiter(db, {
    name: 'bff:login-address',
    points: limits.addressFailures,
    windowSeconds,
    message: 'Too many failed sign-ins from your network.',
  });
  // Only counted (never refuses): how many times the account was locked in the last day.
  const accountLocks = createRateLimiter(db, {
    name: 'bff:login-account-locks',
    points: 1_000_000,
    windowSeconds: ONE_DAY,
    message: '',
  });
  const registrations = createRateLimiter(db, {
    name: 'bff:register-address',
    points: limits.registrations,
    windowSeconds: ONE_HOUR,
    message: 'Too many accounts created from your network.',
  });

  /** How long the account's next lock lasts: twice the previous lock of the last day, at most a day. */
  async function lockAccount(key: string): Promise<number> {
    const { points: locks } = await accountLocks.hit(key);
    const seconds = Math.min(windowSeconds * 2 ** Math.min(locks - 1, 16), ONE_DAY);
    await accountFailures.lock(key, seconds);
    return seconds;
  }

  return {
    /**
     * Count a sign-in attempt for `email` from `address` as a failure until told otherwise; throws ThrottledError
     * when the account or the address is over its limit. Call `succeeded()` when the password was right.
     */
    async attemptLogin(address: string, email: string): Promise<{ succeeded: () => Promise<void> }> {
      const key = accountKey(email);
      await addressFailures.consume(address);
      const account = await accountFailures.hit(key);
      if (account.over) {
        await addressFailures.giveBack(address); // the account's lock answered this one, not a guess
        // Exactly one attempt crosses the limit; it sets the (doubling) lock.
        const seconds =
          account.points === limits.accountFailures + 1 ? await lockAccount(key) : account.retryAfterSeconds;
        throw new ThrottledError(seconds, 'Too many failed sign-ins for this account.');
      }
      return {
        succeeded: async () => {
          await Promise.all([accountFailures.reset(key), addressFailures.giveBack(address)]);
        },
      };
    },

    /** Count a registration attempt from `address`; throws ThrottledError over the limit. */
    async attemptRegistration(address: string): Promise<void> {
      await registrations.consume(address);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
