import request from 'supertest';
import { startOidcProvider } from './oidc-provider';
import { startTestStack } from './stack';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  provider = await startOidcProvider({ sub: 'provider-user-42', email: 'Oidc.Founder@example.com', given_name: 'Olivia' });
  // PUBLIC_URL must match the BFF's address for the callback; the stack picks the port, so
  // we point PUBLIC_URL at a placeholder and read the redirect_uri the BFF actually sent.
  t = await startTestStack({ OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: 'founder-journal', OIDC_CLIENT_SECRET: 'shh', PUBLIC_URL: 'http://localhost:1' });
}, 60000);
afterAll(async () => { await t?.stop(); await provider?.close(); });

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
