import crypto from 'node:crypto';

/** A secret for a link or a one-time code: 32 random bytes, base64url. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** What is kept of a token or code: its SHA-256 (hex). Enough for random secrets: nothing to guess from. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Compares two hex digests in constant time. */
export const sameDigest = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
