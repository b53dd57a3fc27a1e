import crypto from 'node:crypto';
import { createRateLimiter, ThrottledError, type RateLimitDb } from '@fj/server-kit';
import type { ThrottleLimits } from '../config';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;

export { ThrottledError };

/** Keys stay short and do not store the email itself. */
const accountKey = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export const ACCOUNT_WAIT_MESSAGE = 'Too many failed sign-ins for this account.';

/** The wait before the next attempt after `failures` failures today: 1 s once past the allowance, doubling, capped. */
export function accountDelaySeconds(failures: number, allowance: number, maxSeconds: number): number {
  return Math.min(2 ** Math.min(Math.max(failures - allowance - 1, 0), 30), maxSeconds);
}

/**
 * Sign-in and registration throttling (decisions 0805, 3005), counted with @fj/server-kit's rate limiter in the
 * shared `rate_limit` table, so every BFF instance shares the counts:
 * - per client address: `addressFailures` failed sign-ins per 15 minutes, whatever the accounts, then that address
 *   waits for the window to end — the guesser's address is what gets stopped;
 * - per account: `accountFailures` failed sign-ins a day go unhindered; after that each attempt takes a turn that
 *   makes the next wait (1 s, 2 s, 4 s, … at most `maxDelaySeconds`). The owner is slowed, never locked out, and a
 *   passkey or a reset link signs in whatever the count (they do not pass through here);
 * - registration: `registrations` attempts per address per hour, counted apart from sign-ins.
 * Only failures count: an attempt is counted before the password is checked (parallel guesses cannot slip through;
 * of parallel attempts past the allowance exactly one gets the turn) and a success gives it back and clears the
 * account's count. Unknown emails are counted exactly like real ones (no difference to observe). The client address
 * is `req.ip`: behind a reverse proxy set `TRUST_PROXY=1`, or every client shares the proxy's address.
 */
export function createSignInThrottle(
  db: RateLimitDb,
  limits: ThrottleLimits,
  { windowSeconds = FIFTEEN_MINUTES, maxDelaySeconds = FIFTEEN_MINUTES } = {},
) {
  const addressFailures = createRateLimiter(db, {
    name: 'bff:login-address',
    points: limits.addressFailures,
    windowSeconds,
    message: 'Too many failed sign-ins from your network.',
  });
  // Never refuses by itself: the day's count of failures, which sets the wait.
  const accountFailures = createRateLimiter(db, {
    name: 'bff:login-account',
    points: 1_000_000,
    windowSeconds: ONE_DAY,
    message: '',
  });
  // The account's turn: claimed by each attempt past the allowance, held for the wait that follows it.
  const accountTurn = createRateLimiter(db, { name: 'bff:login-account-turn', points: 1, windowSeconds, message: '' });
  const registrations = createRateLimiter(db, {
    name: 'bff:register-address',
    points: limits.registrations,
    windowSeconds: ONE_HOUR,
    message: 'Too many accounts created from your network.',
  });

  return {
    /**
     * Count a sign-in attempt for `email` from `address` as a failure until told otherwise; throws ThrottledError
     * when the address is over its limit or the account must still wait. Call `succeeded()` when the password was
     * right (and the account may sign in).
     */
    async attemptLogin(address: string, email: string): Promise<{ succeeded: () => Promise<void> }> {
      const key = accountKey(email);
      await addressFailures.consume(address);
      const { points: failures } = await accountFailures.hit(key);
      if (failures > limits.accountFailures) {
        const turn = await accountTurn.claim(
          key,
          accountDelaySeconds(failures, limits.accountFailures, maxDelaySeconds),
        );
        if (!turn.claimed) {
          // The wait answered this one, not a guess: neither count keeps it.
          await Promise.all([addressFailures.giveBack(address), accountFailures.giveBack(key)]);
          throw new ThrottledError(turn.retryAfterSeconds, ACCOUNT_WAIT_MESSAGE);
        }
      }
      return {
        succeeded: async () => {
          await Promise.all([accountFailures.reset(key), accountTurn.reset(key), addressFailures.giveBack(address)]);
        },
      };
    },

    /** A sign-in by another way (a passkey, a reset link) clears the account's failures and wait. */
    async clearAccount(email: string): Promise<void> {
      const key = accountKey(email);
      await Promise.all([accountFailures.reset(key), accountTurn.reset(key)]);
    },

    /** Count a registration attempt from `address`; throws ThrottledError over the limit. */
    async attemptRegistration(address: string): Promise<void> {
      await registrations.consume(address);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
