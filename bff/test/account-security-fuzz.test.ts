import pg from 'pg';
import { testPool } from '@fj/db/testing';
import { contractOf, databaseSnapshot, fuzzEndpoint } from '@fj/server-kit/testing';
import { sessionCookie, startTestStack, uniqueEmail } from './stack';

// Every account-security endpoint in the shared fuzz run (decision 0801): never a 5xx, every 4xx a readable message,
// nothing written on a 4xx, every 2xx as the catalog promises. Limits are lifted: throttling has its own tests.

let t: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
beforeAll(async () => {
  t = await startTestStack({
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_IP_RATE_LIMIT: '100000',
    REGISTER_RATE_LIMIT: '100000',
  });
  pool = testPool(t.databaseUrl, 2);
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await t?.stop();
});

const snapshot = () => databaseSnapshot(pool, { exclude: ['rate_limit'] });

/**
 * A signed-in account's cookie header, its session already used once: its first use records activity (the idle
 * timeout's write, at most hourly), which is not the fuzzed endpoint's doing.
 */
async function signedIn() {
  const b = t.browser();
  const res = await b.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
  expect(res.status).toBe(201);
  expect((await b.get('/api/account/security')).status).toBe(200);
  return sessionCookie(res)!.split(';')[0];
}

// Written out one by one: bff/test/fuzz-coverage.test.ts finds the fuzzed endpoints by these calls.
const SIGNED_OUT = [
  contractOf('post', '/api/auth/forgot-password'),
  contractOf('post', '/api/auth/reset-password'),
  contractOf('post', '/api/auth/passkey/options'),
  contractOf('post', '/api/auth/passkey'),
];

describe.each(SIGNED_OUT)('$name (signed out)', ({ method, path, body, response }) => {
  it('survives the fuzz run', async () => {
    await fuzzEndpoint(t.url, method, path, body, { response, headers: { Origin: t.url }, snapshot: snapshot() });
  }, 180_000);
});

it('POST /api/auth/two-factor (a sign-in waiting for its code)', async () => {
  const b = t.browser();
  const email = uniqueEmail();
  await b.post('/api/auth/register', { email, password: 'launch2026' });
  const setup = await b.post('/api/account/two-factor/setup', {});
  const { totpCode } = await import('../src/auth/totp');
  const secret = new URL(setup.body.otpauthUrl).searchParams.get('secret')!;
  expect((await b.post('/api/account/two-factor/enable', { code: totpCode(secret, Date.now()) })).status).toBe(200);
  const waiting = await t.browser().post('/api/auth/login', { email, password: 'launch2026' });
  expect(waiting.status).toBe(202);
  const { body, response } = contractOf('post', '/api/auth/two-factor');
  await fuzzEndpoint(t.url, 'post', '/api/auth/two-factor', body, {
    response,
    headers: { Origin: t.url, Cookie: sessionCookie(waiting)!.split(';')[0] },
    snapshot: snapshot(),
  });
}, 180_000);

const SIGNED_IN = [
  contractOf('post', '/api/account/password'),
  contractOf('delete', '/api/account/password'),
  contractOf('post', '/api/account/two-factor/setup'),
  contractOf('post', '/api/account/two-factor/enable'),
  contractOf('post', '/api/account/two-factor/disable'),
  contractOf('post', '/api/account/two-factor/recovery-codes'),
  contractOf('post', '/api/account/passkeys/options'),
  contractOf('post', '/api/account/passkeys'),
  contractOf('post', '/api/account/sessions/sign-out-others'),
];

describe.each(SIGNED_IN)('$name (signed in)', ({ method, path, body, response }) => {
  it('survives the fuzz run', async () => {
    const cookie = await signedIn();
    await fuzzEndpoint(t.url, method, path, body, {
      response,
      headers: { Origin: t.url, Cookie: cookie },
      snapshot: snapshot(),
    });
  }, 180_000);
});
