import crypto from 'node:crypto';
import type { Db } from '@fj/db';
import type { OAuthData, OAuthPlatform } from '@fj/contracts';
import { badRequest, HttpError, notFound } from '@fj/server-kit';
import { safeFetch } from '@fj/server-kit/outbound';
import { oauthProvider, type OAuthProvider, type ProviderProfile } from './providers';
import { tokenSealers } from './tokens';

/** A sign-in must finish, and be connected, within this long after it starts. */
export const OAUTH_PENDING_MS = 15 * 60 * 1000;

const base64url = (b: Buffer) => b.toString('base64url');
export const pkceChallenge = (verifier: string) => base64url(crypto.createHash('sha256').update(verifier).digest());

/**
 * Where providers send the browser back (register this address with each provider): SOCIAL_OAUTH_REDIRECT_URL, else
 * the first PUBLIC_URL's /api/oauth/callback (the BFF routes /api/oauth to social), else http://localhost:$PORT's.
 */
export function callbackUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SOCIAL_OAUTH_REDIRECT_URL) return env.SOCIAL_OAUTH_REDIRECT_URL;
  const origin = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).split(',')[0].trim().replace(/\/$/, '');
  return `${origin}/api/oauth/callback`;
}

/** GET /api/oauth/facebook/auth?platform: a fresh state and PKCE (S256) verifier, kept server-side for this user. */
export async function startOAuth(db: Db, userId: string, platform: OAuthPlatform): Promise<{ authUrl: string }> {
  const provider = oauthProvider(platform);
  if (!provider)
    throw badRequest(`Signing in with ${platform} is not set up on this server. Connect it in manual mode instead.`);
  const state = base64url(crypto.randomBytes(24));
  const codeVerifier = base64url(crypto.randomBytes(48));
  await db.$transaction([
    // Old unfinished sign-ins of this user are dropped, so the table holds at most a few rows per user.
    db.oAuthPending.deleteMany({ where: { userId, createdAt: { lt: new Date(Date.now() - OAUTH_PENDING_MS) } } }),
    db.oAuthPending.create({ data: { userId, platform, state, codeVerifier } }),
  ]);
  const url = new URL(provider.authorizeUrl);
  url.search = new URLSearchParams({
    [provider.clientIdParam]: provider.clientId,
    redirect_uri: callbackUrl(),
    response_type: 'code',
    scope: provider.scope,
    state,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return { authUrl: url.toString() };
}

/**
 * GET /api/oauth/callback?code&state: the state must be one this same user started, unused and recent (else 400 and
 * nothing stored); the code is exchanged with the PKCE verifier, the profile read with the token, and the result kept
 * for the user with the tokens sealed. The browser only ever sees an opaque reference to it.
 */
export async function finishOAuth(
  db: Db,
  userId: string,
  query: { code?: unknown; state?: unknown; error?: unknown },
): Promise<void> {
  const state = typeof query.state === 'string' ? query.state : '';
  const pending = state ? await db.oAuthPending.findFirst({ where: { state, userId, completedAt: null } }) : null;
  if (!pending || pending.createdAt.getTime() < Date.now() - OAUTH_PENDING_MS)
    throw badRequest('This sign-in was not started here or has expired. Please try again.');
  if (typeof query.error === 'string' || typeof query.code !== 'string' || !query.code) {
    await db.oAuthPending.delete({ where: { id: pending.id } });
    throw badRequest('The sign-in was cancelled or refused by the provider.');
  }
  const provider = oauthProvider(pending.platform as OAuthPlatform);
  if (!provider) throw badRequest('Signing in with this platform is not set up on this server.');
  const tokens = await exchangeCode(provider, query.code, pending.codeVerifier).catch(async (err) => {
    await db.oAuthPending.delete({ where: { id: pending.id } });
    throw err;
  });
  const profile = await readProfile(provider, tokens.accessToken);
  const { access, refresh } = tokenSealers();
  await db.oAuthPending.update({
    where: { id: pending.id },
    data: {
      completedAt: new Date(),
      username: profile.username,
      name: profile.name,
      followers: profile.followers,
      posts: profile.posts,
      accessTokenSealed: access.seal(tokens.accessToken),
      refreshTokenSealed: tokens.refreshToken ? refresh.seal(tokens.refreshToken) : null,
      expiresAt: tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
    },
  });
}

async function exchangeCode(provider: OAuthProvider, code: string, codeVerifier: string) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: callbackUrl(),
    code_verifier: codeVerifier,
    [provider.clientIdParam]: provider.clientId,
    client_secret: provider.clientSecret,
  }).toString();
  const res = await safeFetch(provider.tokenUrl, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    maxBytes: 64 * 1024,
  });
  const json = safeJson(res.body);
  const accessToken = typeof json?.access_token === 'string' ? json.access_token : null;
  if (res.status !== 200 || !accessToken)
    throw new HttpError(502, 'The provider refused the sign-in. Please try again.');
  return {
    accessToken,
    refreshToken: typeof json?.refresh_token === 'string' ? json.refresh_token : null,
    expiresIn: typeof json?.expires_in === 'number' ? json.expires_in : null,
  };
}

/** The profile behind a token (also the snapshot job's source of follower counts). */
export async function readProfile(provider: OAuthProvider, accessToken: string): Promise<ProviderProfile> {
  const res = await safeFetch(provider.profileUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    maxBytes: 256 * 1024,
  });
  const profile = res.status === 200 ? provider.readProfile(safeJson(res.body)) : null;
  if (!profile) throw new HttpError(502, 'The provider did not answer with a profile. Please try again.');
  return profile;
}

function safeJson(body: Buffer): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(body.toString('utf8'));
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** GET /api/oauth/data: the caller's latest finished, unconnected sign-in. */
export async function latestOAuthData(db: Db, userId: string): Promise<OAuthData> {
  const row = await db.oAuthPending.findFirst({
    where: { userId, completedAt: { gte: new Date(Date.now() - OAUTH_PENDING_MS) } },
    orderBy: { completedAt: 'desc' },
    select: { id: true, platform: true, username: true, name: true },
  });
  if (!row?.username) throw notFound('Sign-in');
  return {
    platform: row.platform as OAuthPlatform,
    profile: { username: row.username, name: row.name },
    connectionRef: row.id,
  };
}
