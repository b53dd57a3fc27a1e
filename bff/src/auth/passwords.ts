import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's minimum: m=19 MiB, t=2, p=1). */
export const hashPassword = (password: string) => hash(password);

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters as real ones: verifying against it costs what a real
 * verification costs, so a sign-in with an unknown email takes as long as one with a wrong password.
 */
export const dummyPasswordHash = () => (dummy ??= hashPassword(crypto.randomBytes(18).toString('base64')));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;

/**
 * NIST SP 800-63B: refuse passwords from lists of commonly used and breached ones. The list (≈49,000 entries from
 * leaked password corpora) ships offline in `@zxcvbn-ts/language-common`; it is loaded on the first registration.
 * The comparison ignores case and surrounding spaces ('Password1' is 'password1').
 */
export function isCommonPassword(password: string): boolean {
  if (!common) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use by a synchronous check
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    common = new Set(dictionary['passwords-common']);
  }
  return common.has(password.trim().toLowerCase());
}
