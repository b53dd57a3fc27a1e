import request from 'supertest';
import { TEST_TOKEN_KEY, setupSocial } from './support/setup';
import { createSealer } from '@fj/server-kit';
import { captureAccount } from '../src/snapshots/capture';

let social: Awaited<ReturnType<typeof setupSocial>>;
beforeAll(async () => {
  social = await setupSocial({ oauth: true });
});
afterAll(() => social.close());

/** The pop-up's journey: our authUrl → the provider (stub) → its redirect back to our callback, as the browser would. */
async function signIn(api: Awaited<ReturnType<typeof social.as>>, platform: string, tamper?: (authUrl: URL) => void) {
  const start = await api.get(`/api/oauth/facebook/auth?platform=${platform}`);
  expect(start.status).toBe(200);
  const authUrl = new URL(start.body.authUrl);
  tamper?.(authUrl);
  const atProvider = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3999/api/oauth/callback');
  return request(social.app).get(`/api/oauth/callback${back.search}`).set(api.headers);
}

it('signs in with state and PKCE, keeps the tokens sealed server-side, and links the account by an opaque reference', async () => {
  const identity = await social.newUser();
  const api = await social.as(identity);
  const businessId = await social.newBusiness(identity.userId);
  const validated = await api.post('/api/validate-social-media', { platform: 'instagram' });
  expect(validated.body).toMatchObject({ isValid: true, useOAuth: true });
  expect((await api.get('/api/oauth/data')).status).toBe(404);

  const start = await api.get('/api/oauth/facebook/auth?platform=instagram');
  const authUrl = new URL(start.body.authUrl);
  expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
    client_id: 'facebook-app',
    response_type: 'code',
    code_challenge_method: 'S256',
    redirect_uri: 'http://localhost:3999/api/oauth/callback',
  });
  expect(authUrl.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
  expect(authUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

  const callback = await signIn(api, 'instagram');
  expect([callback.status, callback.text]).toEqual([200, expect.stringContaining('You are signed in')]);
  const data = await api.get('/api/oauth/data');
  expect(data.body).toEqual({
    platform: 'instagram',
    profile: { username: 'ada.grams', name: 'Ada Founder' },
    connectionRef: expect.any(String),
  });
  expect(JSON.stringify(data.body)).not.toMatch(/stub-access|stub-refresh/);

  // Another user cannot use the reference.
  const stranger = await social.newUser();
  const strangerBusiness = await social.newBusiness(stranger.userId);
  expect(
    (
      await (
        await social.as(stranger)
      ).post('/api/social-accounts', {
        platform: 'instagram',
        businessId: strangerBusiness,
        connectionRef: data.body.connectionRef,
      })
    ).body.message,
  ).toBe('Please authenticate your account first');

  const created = await api.post('/api/social-accounts', {
    platform: 'instagram',
    businessId,
    connectionRef: data.body.connectionRef,
  });
  expect(created.body).toMatchObject({
    platform: 'instagram',
    username: 'ada.grams',
    displayName: 'Ada Founder',
    connectionKind: 'oauth',
  });
  expect(JSON.stringify(created.body)).not.toMatch(/stub-|sealed/);
  // Tokens at rest: sealed with AES-256-GCM under SOCIAL_TOKEN_KEY, never the token itself.
  const credential = await social.db.oAuthCredential.findUniqueOrThrow({ where: { accountId: created.body.id } });
  expect(credential.accessTokenSealed).toMatch(/^v1\./);
  expect(credential.accessTokenSealed).not.toContain('stub-access');
  expect(
    createSealer(Buffer.from(TEST_TOKEN_KEY, 'hex'), 'social:access-token').unseal(credential.accessTokenSealed),
  ).toMatch(/^stub-access-/);
  expect(
    createSealer(Buffer.from(TEST_TOKEN_KEY, 'hex'), 'social:refresh-token').unseal(credential.refreshTokenSealed!),
  ).toMatch(/^stub-refresh-/);
  // The provider's follower count is the first snapshot; the sign-in is used up.
  expect(
    (await social.db.growthSnapshot.findMany({ where: { accountId: created.body.id } })).map((s) => [
      s.followers,
      s.posts,
    ]),
  ).toEqual([[1200, 30]]);
  expect((await api.get('/api/oauth/data')).status).toBe(404);
  // The snapshot job reads the follower count with the unsealed token.
  social.stub.state.followers = 1350;
  await captureAccount(social.db, created.body.id);
  expect(
    (
      await social.db.growthSnapshot.findMany({ where: { accountId: created.body.id }, orderBy: { capturedAt: 'asc' } })
    ).map((s) => s.followers),
  ).toEqual([1200, 1350]);
  // Manual counts are for manual accounts: this one is measured by its sign-in.
  expect((await api.post(`/api/social-accounts/${created.body.id}/snapshots`, { followers: 1 })).status).toBe(400);
});

it('refuses a callback whose state was not started by this user, or whose PKCE verifier does not match; nothing is stored', async () => {
  const api = await social.as(await social.newUser());
  const forged = await request(social.app).get('/api/oauth/callback?code=abc&state=forged').set(api.headers);
  expect([forged.status, forged.text]).toEqual([400, expect.stringContaining('not started here or has expired')]);
  // Someone else's state (a login CSRF) is refused too.
  const victim = await social.as(await social.newUser());
  const attackerStart = new URL((await api.get('/api/oauth/facebook/auth?platform=tiktok')).body.authUrl);
  const code = new URL((await fetch(attackerStart, { redirect: 'manual' })).headers.get('location')!).search;
  expect((await request(social.app).get(`/api/oauth/callback${code}`).set(victim.headers)).status).toBe(400);
  // A tampered code challenge: the provider refuses the verifier at the token exchange.
  const mismatched = await signIn(api, 'tiktok', (url) => url.searchParams.set('code_challenge', 'A'.repeat(43)));
  expect([mismatched.status, mismatched.text]).toEqual([
    502,
    expect.stringContaining('The provider refused the sign-in'),
  ]);
  expect((await api.get('/api/oauth/data')).status).toBe(404);
  expect(await social.db.oAuthPending.count({ where: { completedAt: { not: null } } })).toBe(0);
  // The provider said no (the user cancelled).
  const cancelled = await api.get('/api/oauth/facebook/auth?platform=linkedin');
  const state = new URL(cancelled.body.authUrl).searchParams.get('state');
  expect(
    (await request(social.app).get(`/api/oauth/callback?error=access_denied&state=${state}`).set(api.headers)).status,
  ).toBe(400);
  expect((await api.get('/api/oauth/facebook/auth?platform=youtube')).status).toBe(400);
});
