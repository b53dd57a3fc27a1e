import { promisify } from 'node:util';
import pg from 'pg';
import request from 'supertest';
import type { SessionData } from 'express-session';
import { createTestDatabase, testPool } from '@fj/db/testing';
import { ABSOLUTE_TIMEOUT_MS, CachedPgSessionStore, IDLE_TIMEOUT_MS } from '../src/cache/session-store';
import { startTestStack, uniqueEmail } from './stack';

const { freePort } = require('../../scripts/stack.cjs');

const DAY = 24 * 60 * 60 * 1000;

describe('session lifetime (the store, on a real database, with a clock we move)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let now: number;
  let store: CachedPgSessionStore;
  // The store's callback API as promises.
  const get = (sid: string) => promisify(store.get.bind(store))(sid);
  const set = (sid: string, sess: object) => promisify(store.set.bind(store))(sid, sess as SessionData);
  const touch = (sid: string, sess: SessionData) => promisify(store.touch.bind(store))(sid, sess);
  const sess = {
    cookie: { originalMaxAge: ABSOLUTE_TIMEOUT_MS, httpOnly: true, path: '/' },
    passport: { user: 'someone' },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Listening for an idle client's error (CI once saw "terminating connection due to administrator command" fail
    // this file when it had no listener).
    pool = testPool(database.url, 10);
    // A session row names its account (a foreign key, decision 3004).
    await pool.query(`INSERT INTO "User" (id, email, "updatedAt") VALUES ('someone', 'someone@example.com', now())`);
  });
  beforeEach(() => {
    now = Date.parse('2026-01-01T09:00:00Z');
    store = new CachedPgSessionStore(pool, () => now);
  });
  afterEach(() => store.close());
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('does not keep a session whose account is gone (deleted while a request was in flight)', async () => {
    await set('orphan', { ...sess, passport: { user: 'deleted-account' } });
    expect(await get('orphan')).toBeNull();
    const { rowCount } = await pool.query(`SELECT 1 FROM "session" WHERE sid = 'orphan'`);
    expect(rowCount).toBe(0);
  });

  it('ends a session after 7 days without use', async () => {
    await set('idle', sess);
    now += IDLE_TIMEOUT_MS - 60_000;
    expect(await get('idle')).toMatchObject({ passport: { user: 'someone' } });
    now += 2 * 60_000;
    expect(await get('idle')).toBeNull();
  });

  it('keeps a session in use alive, but never past 30 days from sign-in', async () => {
    await set('busy', sess);
    // Used every 6 days: each use moves the idle deadline.
    for (let day = 6; day < 30; day += 6) {
      now = Date.parse('2026-01-01T09:00:00Z') + day * DAY;
      const current = await get('busy');
      expect(current).toMatchObject({ passport: { user: 'someone' } });
      await touch('busy', current!);
    }
    now = Date.parse('2026-01-01T09:00:00Z') + ABSOLUTE_TIMEOUT_MS + 60_000;
    expect(await get('busy')).toBeNull();
  });

  it('writes activity at most once an hour, not per request', async () => {
    await set('quiet', sess);
    const expireOf = async () =>
      (await pool.query(`SELECT "expire" FROM "session" WHERE "sid" = 'quiet'`)).rows[0].expire.getTime();
    const first = await expireOf();
    now += 10 * 60_000;
    await touch('quiet', (await get('quiet'))!);
    expect(await expireOf()).toBe(first);
    now += 60 * 60_000;
    await touch('quiet', (await get('quiet'))!);
    expect(await expireOf()).toBe(now + IDLE_TIMEOUT_MS);
  });
});

describe('session cookie', () => {
  let t: Awaited<ReturnType<typeof startTestStack>>;
  let production: { stop: () => Promise<void> };
  let productionUrl: string;
  beforeAll(async () => {
    t = await startTestStack();
    const port = await freePort();
    // Behind a TLS-terminating proxy, as in production.
    production = await t.stack.startAnotherBff(port, { NODE_ENV: 'production', TRUST_PROXY: '1' });
    productionUrl = `http://localhost:${port}`;
  }, 60000);
  afterAll(async () => {
    await production?.stop();
    await t?.stop();
  });

  it('is __Host- prefixed and Secure in production', async () => {
    const res = await request(productionUrl)
      .post('/api/auth/register')
      .set('Origin', productionUrl)
      .set('X-Forwarded-Proto', 'https')
      .send({ email: uniqueEmail(), password: 'launch2026' });
    expect(res.status).toBe(201);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-fj.sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/);
    const me = await request(productionUrl)
      .get('/api/auth/user')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookie!.split(';')[0]);
    expect(me.status).toBe(200);
  });

  it('records a session that ends after 7 idle days, not 30', async () => {
    const res = await t.browser().post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
    expect(res.status).toBe(201);
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT "expire" FROM "session" ORDER BY "expire" DESC LIMIT 1`);
      const days = (rows[0].expire.getTime() - Date.now()) / DAY;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);
    } finally {
      await client.end();
    }
  });
});
