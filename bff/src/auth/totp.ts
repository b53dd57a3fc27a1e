import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Founder Journal';

const totp = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export const otpauthUrl = (secretBase32: string, email: string) => totp(secretBase32, email).toString();

/**
 * The time step of `code` if it is right for `now` — the current step or one either side, for a phone whose clock
 * is a little off — else null. The caller makes a step usable once.
 */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for `now` (tests and the e2e suite play the authenticator app with it). */
export const totpCode = (secretBase32: string, now: number) => totp(secretBase32).generate({ timestamp: now });

// Recovery codes: 10 characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as two groups of five.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as typed (any case, with or without the dash or spaces), normalised; undefined if it cannot be one. */
export function normalRecoveryCode(code: string): string | undefined {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return normal.length === 10 && [...normal].every((c) => RECOVERY_ALPHABET.includes(c)) ? normal : undefined;
}
