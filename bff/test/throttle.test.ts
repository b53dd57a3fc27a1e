import request from 'supertest';
import { createTestDatabase, testPool } from '@fj/db/testing';
import { accountDelaySeconds, createSignInThrottle, ThrottledError } from '../src/auth/throttle';
import { startTestStack, uniqueEmail } from './stack';

const { startProcess, freePort } = require('../../scripts/stack.cjs');

// Sign-in throttling that holds (decisions 0805, 3005): counted in PostgreSQL, so two BFF processes share the counts;
// the guessing address stopped, the account slowed (never locked); failures only; registration limited on its own;
// every 429 says when to retry.

const LIMITS = { LOGIN_RATE_LIMIT: '3', LOGIN_IP_RATE_LIMIT: '6', REGISTER_RATE_LIMIT: '5', TRUST_PROXY: '1' };
let t: Awaited<ReturnType<typeof startTestStack>>;
let second: { url: string; stop: () => Promise<void> };
let secondPort: number;

beforeAll(async () => {
  secondPort = await freePort();
  const origins = (port: number) => `http://localhost:${port},http://localhost:${secondPort}`;
  t = await startTestStack((port) => ({ ...LIMITS, PUBLIC_URL: origins(port) }));
  // A second gateway on the same database, as a second instance behind a load balancer would be.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...LIMITS,
    PUBLIC_URL: origins(t.port),
    DATABASE_URL: t.databaseUrl,
    PORT: String(secondPort),
    FJ_DATA_DIR: t.dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  for (const name of ['TEST_PG_ADMIN_URL', 'TEST_PG_OWNER_URL', 'TEST_PG_APP_URL']) delete env[name];
  const bff = await startProcess({
    name: 'bff-2',
    dir: 'bff',
    port: secondPort,
    env,
    secret: 'second-gateway',
    quiet: true,
  });
  second = { url: `http://localhost:${secondPort}`, stop: bff.stop };
}, 90_000);
afterAll(async () => {
  await second?.stop();
  await t?.stop();
});

let address = 0;
/** A distinct client address per call (the gateways trust X-Forwarded-For here). */
const nextAddress = () => `198.51.100.${++address}`;
const login = (gateway: string, from: string, email: string, password: string, form = false) => {
  const req = request(gateway).post('/api/auth/login').set('Origin', gateway).set('X-Forwarded-For', from);
  return form ? req.type('form').send({ email, password }) : req.send({ email, password });
};
async function account(password = 'launch2026') {
  const email = uniqueEmail();
  const res = await request(t.url)
    .post('/api/auth/register')
    .set('Origin', t.url)
    .set('X-Forwarded-For', nextAddress())
    .send({ email, password });
  expect(res.status).toBe(201);
  return email;
}

it('slows an account after 3 failures a day, across two gateways and many addresses: each wait doubles, the owner is never locked out', async () => {
  const email = await account();
  expect((await login(t.url, nextAddress(), email, 'wrong-guess-1')).status).toBe(401);
  expect((await login(second.url, nextAddress(), email, 'wrong-guess-2')).status).toBe(401);
  expect((await login(t.url, nextAddress(), email, 'wrong-guess-3')).status).toBe(401);
  // Past the allowance each attempt takes a turn: this one is checked, and the next must wait 1 s.
  expect((await login(second.url, nextAddress(), email, 'wrong-guess-4')).status).toBe(401);
  const waiting = await login(t.url, nextAddress(), email, 'launch2026'); // even the right password waits
  expect(waiting.status).toBe(429);
  expect(waiting.body).toEqual({
    traceId: expect.any(String),
    message: 'Too many failed sign-ins for this account. Please try again in 1 second.',
  });
  expect(waiting.headers['retry-after']).toBe('1');
  await new Promise((r) => setTimeout(r, 1100));
  expect((await login(t.url, nextAddress(), email, 'wrong-guess-5')).status).toBe(401); // and now 2 s
  const longer = await login(second.url, nextAddress(), email, 'launch2026');
  expect(longer.status).toBe(429);
  expect(Number(longer.headers['retry-after'])).toBe(2);
  await new Promise((r) => setTimeout(r, 2100));
  expect((await login(t.url, nextAddress(), email, 'launch2026')).status).toBe(200); // the owner gets in
  // …which clears the count: the next typo costs nothing.
  expect((await login(t.url, nextAddress(), email, 'typo')).status).toBe(401);
  expect((await login(t.url, nextAddress(), email, 'launch2026')).status).toBe(200);
  // Other accounts, from the very same address, are not affected.
  const from = nextAddress();
  expect((await login(t.url, from, await account(), 'launch2026')).status).toBe(200);
});

it('of many parallel guesses past the allowance, exactly one is checked', async () => {
  const email = await account();
  for (let i = 0; i < 3; i++) await login(t.url, nextAddress(), email, `wrong-${i}`);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => login(i % 2 ? second.url : t.url, nextAddress(), email, `guess-${i}`)),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
});

it('counts failures only: successful sign-ins never add up, and one clears the failures before it', async () => {
  const email = await account();
  const from = nextAddress();
  for (let i = 0; i < 6; i++)
    expect((await login(i % 2 ? second.url : t.url, from, email, 'launch2026')).status).toBe(200);
  expect((await login(t.url, from, email, 'nope-1')).status).toBe(401);
  expect((await login(t.url, from, email, 'nope-2')).status).toBe(401);
  expect((await login(second.url, from, email, 'launch2026')).status).toBe(200);
  for (let i = 0; i < 4; i++) expect((await login(t.url, nextAddress(), email, `nope-${i}`)).status).toBe(401);
  expect((await login(t.url, nextAddress(), email, 'launch2026')).status).toBe(429);
});

it('limits failures per address across accounts (credential stuffing), without locking those accounts elsewhere', async () => {
  const victim = await account();
  const attacker = nextAddress();
  for (let i = 0; i < 6; i++)
    expect((await login(i % 2 ? second.url : t.url, attacker, uniqueEmail(), 'guess-1234')).status).toBe(401);
  const blocked = await login(t.url, attacker, victim, 'launch2026');
  expect(blocked.status).toBe(429);
  expect(blocked.body.message).toMatch(
    /^Too many failed sign-ins from your network\. Please try again in 1[45] minutes\.$/,
  );
  expect((await login(second.url, nextAddress(), victim, 'launch2026')).status).toBe(200);
});

it('limits registrations per address on their own count', async () => {
  const from = nextAddress();
  const register = (gateway: string) =>
    request(gateway)
      .post('/api/auth/register')
      .set('Origin', gateway)
      .set('X-Forwarded-For', from)
      .send({ email: uniqueEmail(), password: 'launch2026' });
  for (let i = 0; i < 5; i++) expect((await register(i % 2 ? second.url : t.url)).status).toBe(201);
  const limited = await register(t.url);
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({
    traceId: expect.any(String),
    message: 'Too many accounts created from your network. Please try again in 60 minutes.',
  });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  // Signing in from that address still works.
  expect((await login(t.url, from, await account(), 'launch2026')).status).toBe(200);
});

it('shows the wait on the sign-in page for a form post, beside the ways in that do not wait', async () => {
  const email = await account();
  for (let i = 0; i < 4; i++) await login(t.url, nextAddress(), email, `wrong-${i}`, true);
  const page = await login(t.url, nextAddress(), email, 'launch2026', true);
  expect(page.status).toBe(429);
  expect(page.headers['retry-after']).toBeDefined();
  expect(page.text).toContain('Too many failed sign-ins for this account. Please try again in 1 second.');
  expect(page.text).toContain('Forgot password?');
  expect(page.text).toContain('Sign in with a passkey');
});

describe('back-off', () => {
  it('waits 1 s after the allowance, doubling with each failure, at most 15 minutes', () => {
    expect([11, 12, 13, 14, 20, 40].map((n) => accountDelaySeconds(n, 10, 900))).toEqual([1, 2, 4, 8, 512, 900]);
  });

  it('holds each wait in the shared table, whatever the process', async () => {
    const database = await createTestDatabase();
    const pool = testPool(database.url, 2);
    try {
      const throttle = createSignInThrottle(pool, { accountFailures: 2, addressFailures: 100, registrations: 100 });
      const attempt = () =>
        throttle.attemptLogin('203.0.113.1', 'someone@example.com').then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(await attempt()).toBeUndefined();
      expect(await attempt()).toBeUndefined();
      expect(await attempt()).toBeUndefined(); // the third takes the first turn (1 s for the next)
      const err = await attempt();
      expect(err).toBeInstanceOf(ThrottledError);
      expect((err as ThrottledError).retryAfterSeconds).toBe(1);
      await new Promise((r) => setTimeout(r, 1100));
      expect(await attempt()).toBeUndefined(); // the fourth failure: 2 s for the next
      expect(((await attempt()) as ThrottledError).retryAfterSeconds).toBe(2);
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
