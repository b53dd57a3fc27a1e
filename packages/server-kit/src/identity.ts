import fs from 'node:fs';
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { dataDir, persistedSecret } from './data-dir';

/** Who is calling, as asserted by the BFF in the `x-identity` header. */
export interface Identity {
  userId: string;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
}

export const IDENTITY_HEADER = 'x-identity';
const TTL_SECONDS = 60;

/** Set by scripts/stack.cjs: the file descriptor the launcher writes the key to. */
export const SECRET_FD_VAR = 'FJ_INTERNAL_SECRET_FD';
let loaded: Uint8Array | undefined;

/**
 * The HS256 key shared by the BFF and the services, kept in this process's memory only (decision 0804: never in
 * `process.env`, which children inherit and /proc exposes). Where it comes from, first match wins:
 * - `INTERNAL_JWT_SECRET` set by the operator (then removed from this process's environment);
 * - a pipe from the launcher (`npm start`, tests: scripts/stack.cjs) on the fd named by `FJ_INTERNAL_SECRET_FD`;
 * - generated once into `<data dir>/internal-jwt-secret` (`persistedSecret`: mode 0600, published atomically so
 *   processes started on their own, e.g. by `turbo dev`, agree on one).
 */
export function loadInternalSecret(dir = dataDir()): Uint8Array {
  if (loaded) return loaded;
  let value = process.env.INTERNAL_JWT_SECRET;
  delete process.env.INTERNAL_JWT_SECRET;
  const fd = process.env[SECRET_FD_VAR];
  delete process.env[SECRET_FD_VAR];
  if (!value && fd) {
    value = fs.readFileSync(Number(fd), 'utf8').trim();
    fs.closeSync(Number(fd));
  }
  value ||= persistedSecret('internal-jwt-secret', () => crypto.randomBytes(32).toString('hex'), dir);
  loaded = new TextEncoder().encode(value);
  return loaded;
}

export function signIdentity(identity: Identity, audience: string, secret: Uint8Array): Promise<string> {
  return new SignJWT({ email: identity.email, isPremium: identity.isPremium, isAdmin: identity.isAdmin })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.userId)
    .setAudience(audience)
    .setIssuer('bff')
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(secret);
}

/**
 * Assertions already verified, until they expire: the BFF reuses one per user and service for 45 s, so most requests
 * carry a token seen before, and its signature need not be checked again (a measurable share of every request's CPU
 * under load, docs/decisions/2906-load-budget.md). Keyed by the exact token, audience and key.
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { identity: Identity; expiresAt: number; secret: Uint8Array }>();

/** Returns the identity, or null when the token is missing, forged, expired or for another service. */
export async function verifyIdentity(
  token: string | undefined,
  audience: string,
  secret: Uint8Array,
): Promise<Identity | null> {
  if (!token) return null;
  const key = `${audience} ${token}`;
  const hit = verified.get(key);
  if (hit && hit.secret === secret && hit.expiresAt > Date.now()) return hit.identity;
  try {
    const { payload } = await jwtVerify(token, secret, { audience, issuer: 'bff', algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    const identity = {
      userId: payload.sub,
      email: payload.email,
      isPremium: payload.isPremium === true,
      isAdmin: payload.isAdmin === true,
    };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(key, { identity, expiresAt: payload.exp * 1000, secret });
    }
    return identity;
  } catch {
    return null;
  }
}
