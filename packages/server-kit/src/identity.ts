import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Who is calling, as asserted by the BFF in the `x-identity` header. */
export interface Identity {
  userId: string;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
}

export const IDENTITY_HEADER = 'x-identity';
const TTL_SECONDS = 60;

/**
 * The HS256 key shared by the BFF and the services. `INTERNAL_JWT_SECRET` wins; otherwise
 * a random secret is generated once into `.data/internal-jwt-secret` (created atomically,
 * so processes starting together agree on one).
 */
export function loadInternalSecret(dataDir = process.env.FJ_DATA_DIR ?? path.resolve(__dirname, '../../../.data')): Uint8Array {
  if (process.env.INTERNAL_JWT_SECRET) return new TextEncoder().encode(process.env.INTERNAL_JWT_SECRET);
  const file = path.join(dataDir, 'internal-jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const value = fs.readFileSync(file, 'utf8').trim();
  process.env.INTERNAL_JWT_SECRET = value; // children and later calls see the same key
  return new TextEncoder().encode(value);
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

/** Returns the identity, or null when the token is missing, forged, expired or for another service. */
export async function verifyIdentity(token: string | undefined, audience: string, secret: Uint8Array): Promise<Identity | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { audience, issuer: 'bff', algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return { userId: payload.sub, email: payload.email, isPremium: payload.isPremium === true, isAdmin: payload.isAdmin === true };
  } catch {
    return null;
  }
}
