import pg from 'pg';
import { testPool } from '@fj/db/testing';
import { INVALID_CREDENTIALS, RESET_LINK_SENT } from '@fj/contracts';
import { sessionCookie, startTestStack, uniqueEmail } from './stack';

// No account enumeration (docs/decisions/3005-no-account-enumeration.md): sign-in, sign-up and 'Forgot password?'
// answer the same status and body whether or not an email has an account, and sign-in takes the same time.

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

async function account() {
  const email = uniqueEmail();
  expect((await t.browser().post('/api/auth/register', { email, password: 'launch2026' })).status).toBe(201);
  return email;
}

it('sign-in: an unknown email, a wrong password and an account without a password answer alike', async () => {
  const known = await account();
  const passwordless = await account();
  await pool.query('UPDATE "User" SET "passwordHash" = NULL WHERE email = $1', [passwordless]);
  const answers = await Promise.all(
    [uniqueEmail(), known, passwordless].map(async (email) => {
      const res = await t.browser().post('/api/auth/login', { email, password: 'not-the-password' });
      return { status: res.status, body: res.body, cookie: sessionCookie(res) };
    }),
  );
  expect(answers).toEqual(
    Array(3).fill({
      status: 401,
      body: { traceId: expect.any(String), message: INVALID_CREDENTIALS },
      cookie: undefined,
    }),
  );
});

it('sign-up: a taken email gets the status, body shape and cookie a new one gets', async () => {
  const taken = await account();
  const fresh = await t.browser().post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
  const again = await t.browser().post('/api/auth/register', { email: taken, password: 'launch2026' });
  expect(again.status).toBe(fresh.status);
  expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
  expect(again.body).toMatchObject({ email: taken, isPremium: false, isAdmin: false });
  expect(sessionCookie(again)).toBeDefined();
  const formFresh = await t.browser().postForm('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
  const formTaken = await t.browser().postForm('/api/auth/register', { email: taken, password: 'launch2026' });
  expect([formTaken.status, formTaken.headers.location]).toEqual([formFresh.status, formFresh.headers.location]);
});

it("'Forgot password?': the same answer for every email", async () => {
  const known = await account();
  const answers = await Promise.all(
    [known, uniqueEmail()].map(async (email) => {
      const res = await t.browser().post('/api/auth/forgot-password', { email });
      return [res.status, res.body];
    }),
  );
  expect(answers).toEqual([
    [202, { message: RESET_LINK_SENT }],
    [202, { message: RESET_LINK_SENT }],
  ]);
});

it('sign-in takes the same time for an unknown email as for a wrong password (the median difference of 150 paired tries within 2 ms, or a tenth of a sign-in on a slow machine)', async () => {
  // Each email is tried again and again (a first try of any email also creates its throttle counter: equal for both).
  const known = await account();
  const unknown = uniqueEmail();
  const time = async (email: string) => {
    const start = process.hrtime.bigint();
    const res = await t.browser().post('/api/auth/login', { email, password: 'not-the-password' });
    expect(res.status).toBe(401);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (let i = 0; i < 5; i++) await Promise.all([time(known), time(unknown)]); // warm both paths
  // Each pair is sent at the same moment and the median of the differences is compared: on a busy machine a request
  // takes 5–100 ms depending on the moment, which would swamp a comparison of two separate medians.
  const differences: number[] = [];
  const knownTimes: number[] = [];
  for (let i = 0; i < 150; i++) {
    // Alternating which is sent first.
    const [k, u] =
      i % 2
        ? await Promise.all([time(known), time(unknown)])
        : (await Promise.all([time(unknown), time(known)])).reverse();
    differences.push(k - u);
    knownTimes.push(k);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  // Skipping the password check for an unknown email would save the whole argon2 verification, most of a sign-in;
  // a slow machine stretches every sign-in, so the allowance grows with it.
  expect(Math.abs(median(differences))).toBeLessThan(Math.max(2, median(knownTimes) / 10));
}, 120_000);
