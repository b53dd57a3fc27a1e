import pg from 'pg';
import request from 'supertest';
import { FREE_PLAN_LIMIT_MESSAGE } from '@fj/contracts';
import { sessionCookie, startTestStack, uniqueEmail } from './stack';

const { freePort } = require('../../scripts/stack.cjs');

/**
 * Two gateway processes on one database (docs/decisions/0701-bff-session-and-user-cache.md): each keeps sessions and
 * users in memory, and a change made through the other instance — or by any other writer of the database — must
 * apply to the very next request, with no waiting.
 */
let t: Awaited<ReturnType<typeof startTestStack>>;
let second: { stop: () => Promise<void> };
let secondUrl: string;
let db: pg.Client;

beforeAll(async () => {
  t = await startTestStack();
  const port = await freePort();
  second = await t.stack.startAnotherBff(port);
  secondUrl = `http://localhost:${port}`;
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
}, 60000);
afterAll(async () => {
  await db?.end();
  await second?.stop();
  await t?.stop();
});

/** Signs up through the first instance; returns the cookie and the user. */
async function signUpOnFirst() {
  const res = await request(t.url)
    .post('/api/auth/register')
    .set('Origin', t.url)
    .send({ email: uniqueEmail(), password: 'launch2026', firstName: 'Ada' });
  expect(res.status).toBe(201);
  return { cookie: sessionCookie(res)!.split(';')[0], user: res.body as { id: string } };
}

const onSecond = (cookie: string) => ({
  get: (path: string) => request(secondUrl).get(path).set('Cookie', cookie),
  post: (path: string, body: object) =>
    request(secondUrl).post(path).set('Cookie', cookie).set('Origin', secondUrl).send(body),
});

/** Requests through the second instance until its caches surely hold this session, user and assertion. */
async function warmSecond(cookie: string) {
  for (let i = 0; i < 3; i++) {
    expect((await onSecond(cookie).get('/api/auth/user')).status).toBe(200);
    expect((await onSecond(cookie).get('/api/businesses')).status).toBe(200);
  }
}

it('a Premium grant written to the database applies to the next request through the other instance', async () => {
  const { cookie, user } = await signUpOnFirst();
  const b = onSecond(cookie);
  expect((await b.post('/api/businesses', { name: 'First Co' })).status).toBe(201);
  await warmSecond(cookie);
  const refused = await b.post('/api/businesses', { name: 'Second Co' });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(FREE_PLAN_LIMIT_MESSAGE);

  // What the payments service does when a purchase succeeds.
  await db.query(`UPDATE "User" SET "isPremium" = true WHERE "id" = $1`, [user.id]);

  expect((await b.get('/api/auth/user')).body.isPremium).toBe(true);
  // The identity assertion sent to core changed too: the plan limit no longer applies.
  expect((await b.post('/api/businesses', { name: 'Second Co' })).status).toBe(201);
});

it('a profile change through the first instance shows on the next request through the second', async () => {
  const { cookie, user } = await signUpOnFirst();
  await warmSecond(cookie);
  await db.query(`UPDATE "User" SET "firstName" = 'Grace', "isAdmin" = true WHERE "id" = $1`, [user.id]);
  const me = await onSecond(cookie).get('/api/auth/user');
  expect(me.body).toMatchObject({ firstName: 'Grace', isAdmin: true });
});

it('a sign-out through the first instance ends the session on the second at once', async () => {
  const { cookie } = await signUpOnFirst();
  await warmSecond(cookie);

  // The app's own sign-out link (a same-origin navigation; decision 0805's cross-site confirmation aside).
  const out = await request(t.url).get('/api/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin');
  expect(out.status).toBe(302);

  expect((await onSecond(cookie).get('/api/settings')).status).toBe(401);
  expect((await onSecond(cookie).get('/api/auth/user')).status).toBe(401);
});

it('a deleted account is signed out on the next request through the other instance', async () => {
  const { cookie, user } = await signUpOnFirst();
  await warmSecond(cookie);

  await db.query(`DELETE FROM "User" WHERE "id" = $1`, [user.id]);

  const me = await onSecond(cookie).get('/api/auth/user');
  expect(me.status).toBe(401);
  expect((await onSecond(cookie).get('/api/settings')).status).toBe(401);
});

it('a session deleted in the database (expiry pruning, another instance) is gone on the next request', async () => {
  const { cookie } = await signUpOnFirst();
  await warmSecond(cookie);
  await db.query(`DELETE FROM "session"`);
  expect((await onSecond(cookie).get('/api/settings')).status).toBe(401);
  expect((await request(t.url).get('/api/settings').set('Cookie', cookie)).status).toBe(401);
});
