import pg from 'pg';
import { testPool } from '@fj/db/testing';
import request from 'supertest';
import { startOidcProvider } from './oidc-provider';
import { startTestStack } from './stack';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;

beforeAll(async () => {
  provider = await startOidcProvider({
    sub: 'provider-user-42',
    email: 'Oidc.Founder@example.com',
    given_name: 'Olivia',
  });
  t = await startTestStack((port) => ({
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: 'founder-journal',
    OIDC_CLIENT_SECRET: 'shh',
    PUBLIC_URL: `http://localhost:${port}`,
  }));
  pool = testPool(t.databaseUrl, 1);
}, 60000);
afterAll(async () => {
  await pool?.end();
  await t?.stop();
  await provider?.close();
});

/** The browser's round trip: /api/login → provider → /api/callback; answers the callback's response. */
async function signInThroughProvider(b: ReturnType<typeof t.browser>) {
  const login = await b.get('/api/login');
  const authorize = new URL(login.headers.location);
  const back = await request(authorize.origin).get(authorize.pathname + authorize.search);
  const callback = new URL(back.headers.location);
  return b.get(callback.pathname + callback.search);
}

it('redirects /api/login to the provider and signs the user in on /api/callback', async () => {
  const b = t.browser();
  const login = await b.get('/api/login');
  expect(login.status).toBe(302);
  const authorize = new URL(login.headers.location);
  expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer}/authorize`);
  expect(authorize.searchParams.get('client_id')).toBe('founder-journal');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(new URL(authorize.searchParams.get('redirect_uri')!).pathname).toBe('/api/callback');

  // The provider sends the browser back with a code; the browser follows it to our BFF.
  const back = await request(authorize.origin).get(authorize.pathname + authorize.search);
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.location);
  const done = await b.get(callback.pathname + callback.search);
  expect(done.status).toBe(302);
  expect(done.headers.location).toBe('/');
  expect(provider.tokenRequests.at(-1)?.verifier).toBeTruthy(); // PKCE verifier was sent

  const me = await b.get('/api/auth/user');
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email: 'oidc.founder@example.com', firstName: 'Olivia', isPremium: false });
  expect((await b.get('/api/settings')).status).toBe(200);
});

it('refuses a callback with a made-up code', async () => {
  const b = t.browser();
  const login = await b.get('/api/login');
  const state = new URL(login.headers.location).searchParams.get('state');
  const res = await b.get(`/api/callback?code=forged${state ? `&state=${state}` : ''}`);
  expect(res.status).toBe(401);
  expect(res.text).toContain('Sign-in did not complete');
  expect(res.text).toContain('href="/api/login"');
  expect((await b.get('/api/auth/user')).status).toBe(401);
});

describe('linking to an existing account (no takeover through the provider)', () => {
  const users = async (email: string) =>
    (await pool.query('SELECT id, "oidcSubject" FROM "User" WHERE email = $1', [email])).rows;

  it('refuses to link an account by an email the provider has not verified', async () => {
    const email = `local-${Date.now()}@example.com`;
    expect((await t.browser().post('/api/auth/register', { email, password: 'launch2026' })).status).toBe(201);
    provider.setUser({ sub: 'attacker-1', email, email_verified: false });
    const b = t.browser();
    const res = await signInThroughProvider(b);
    expect(res.status).toBe(403);
    expect(res.text).toContain('Email address not verified');
    expect(res.text).toContain(`has not confirmed that ${email} is yours`);
    expect((await b.get('/api/auth/user')).status).toBe(401);
    expect(await users(email)).toEqual([{ id: expect.any(String), oidcSubject: null }]);
  });

  it('does not create an account for an unverified email either', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    provider.setUser({ sub: 'unverified-2', email, email_verified: false });
    expect((await signInThroughProvider(t.browser())).status).toBe(403);
    expect(await users(email)).toEqual([]);
  });

  it('links by a verified email, once', async () => {
    const email = `verified-${Date.now()}@example.com`;
    expect((await t.browser().post('/api/auth/register', { email, password: 'launch2026' })).status).toBe(201);
    provider.setUser({ sub: 'owner-3', email, email_verified: true });
    const b = t.browser();
    expect((await signInThroughProvider(b)).status).toBe(302);
    expect((await b.get('/api/auth/user')).body.email).toBe(email);
    expect(await users(email)).toEqual([{ id: expect.any(String), oidcSubject: 'owner-3' }]);
  });

  it('never replaces the provider identity an account is linked to', async () => {
    const email = `linked-${Date.now()}@example.com`;
    provider.setUser({ sub: 'first-identity', email });
    expect((await signInThroughProvider(t.browser())).status).toBe(302);
    provider.setUser({ sub: 'second-identity', email, email_verified: true });
    const b = t.browser();
    const res = await signInThroughProvider(b);
    expect(res.status).toBe(403);
    expect(res.text).toContain('Account already linked');
    expect((await b.get('/api/auth/user')).status).toBe(401);
    expect(await users(email)).toEqual([{ id: expect.any(String), oidcSubject: 'first-identity' }]);
    // The linked identity still signs in.
    provider.setUser({ sub: 'first-identity', email, email_verified: false });
    expect((await signInThroughProvider(t.browser())).status).toBe(302);
  });
});
