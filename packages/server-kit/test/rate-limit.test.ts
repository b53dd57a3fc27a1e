import express from 'express';
import pg from 'pg';
import request from 'supertest';
import { createPrisma } from '@fj/db';
import { createTestDatabase, testPool, type TestDatabase } from '@fj/db/testing';
import { createRateLimiter, errorHandler, retryInWords, sweepExpiredRateLimits, ThrottledError } from '../src';

let database: TestDatabase;
let db: ReturnType<typeof createPrisma>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createPrisma(database.url, { max: 10 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

it('lets exactly `points` actions through per window, even when they arrive in parallel', async () => {
  const limiter = createRateLimiter(db, { name: 'test:parallel', points: 5, windowSeconds: 60, message: 'Slow down.' });
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.consume('user-a')));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  // Another subject has its own count.
  await expect(limiter.consume('user-b')).resolves.toBeUndefined();
});

it('answers 429 with Retry-After and a message that says when', async () => {
  const limiter = createRateLimiter(db, {
    name: 'test:http',
    points: 1,
    windowSeconds: 3600,
    message: 'You have posted a lot in the last hour.',
  });
  const app = express();
  app.post('/act', async (_req, res, next) => {
    try {
      await limiter.consume('user-c');
      res.status(201).json({ ok: true });
    } catch (err) {
      next(err);
    }
  });
  app.use(errorHandler);
  expect((await request(app).post('/act')).status).toBe(201);
  const refused = await request(app).post('/act');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  expect(refused.body.message).toBe('You have posted a lot in the last hour. Please try again in 60 minutes.');
});

it('starts a new window once the old one expired, and a point given back can be used again', async () => {
  const limiter = createRateLimiter(db, { name: 'test:window', points: 1, windowSeconds: 1, message: 'Wait.' });
  await limiter.consume('user-d');
  await expect(limiter.consume('user-d')).rejects.toMatchObject({ status: 429 });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await expect(limiter.consume('user-d')).resolves.toBeUndefined();

  const failures = createRateLimiter(db, {
    name: 'test:failures',
    points: 2,
    windowSeconds: 60,
    message: 'Too many wrong codes.',
  });
  for (let i = 0; i < 5; i++) {
    await failures.consume('user-e');
    await failures.giveBack('user-e'); // a success does not count
  }
  await failures.consume('user-e');
  await failures.consume('user-e');
  await expect(failures.consume('user-e')).rejects.toMatchObject({ status: 429 });
});

it('gives a turn to exactly one of many parallel claims, and the next once it has passed', async () => {
  const limiter = createRateLimiter(db, { name: 'test:claim', points: 1, windowSeconds: 60, message: '' });
  const claims = await Promise.all(Array.from({ length: 12 }, () => limiter.claim('account-a', 1)));
  expect(claims.filter((c) => c.claimed)).toHaveLength(1);
  expect(claims.filter((c) => !c.claimed).every((c) => c.retryAfterSeconds === 1)).toBe(true);
  await new Promise((r) => setTimeout(r, 1050));
  expect((await limiter.claim('account-a', 30)).claimed).toBe(true);
  const waiting = await limiter.claim('account-a', 30);
  expect(waiting.claimed).toBe(false);
  expect(waiting.retryAfterSeconds).toBeGreaterThan(28);
  await limiter.reset('account-a');
  expect((await limiter.claim('account-a', 30)).claimed).toBe(true);
});

it('says when in words', () => {
  expect([1, 45, 60, 61, 7199, 7200 * 2].map(retryInWords)).toEqual([
    '1 second',
    '45 seconds',
    '1 minute',
    '2 minutes',
    '2 hours',
    '4 hours',
  ]);
});

describe('on a pg pool (the BFF) as on a Prisma client', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = testPool(database.url, 2);
  });
  afterAll(() => pool.end());

  it('counts the same table: the two clients share one subject', async () => {
    const viaPrisma = createRateLimiter(db, { name: 'test:shared', points: 2, windowSeconds: 60, message: 'Shared.' });
    const viaPool = createRateLimiter(pool, { name: 'test:shared', points: 2, windowSeconds: 60, message: 'Shared.' });
    await viaPrisma.consume('user-f');
    expect(await viaPool.hit('user-f')).toMatchObject({ points: 2, over: false });
    await expect(viaPool.consume('user-f')).rejects.toBeInstanceOf(ThrottledError);
    await expect(viaPrisma.consume('user-f')).rejects.toMatchObject({ status: 429 });
  });

  it('locks a subject for a given time whatever its count, and forgets a count on reset', async () => {
    const limiter = createRateLimiter(pool, { name: 'test:lock', points: 3, windowSeconds: 60, message: 'Locked.' });
    await limiter.consume('user-g');
    await limiter.lock('user-g', 600);
    const refused = await limiter.hit('user-g');
    expect(refused.over).toBe(true);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    await limiter.reset('user-g');
    expect(await limiter.hit('user-g')).toMatchObject({ points: 1, over: false, retryAfterSeconds: 60 });
    // A lock that ran out starts a new window.
    await limiter.lock('user-g', 1);
    await expect(limiter.consume('user-g')).rejects.toMatchObject({ retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.hit('user-g')).toMatchObject({ points: 1, over: false });
  });

  it('sweeps counters whose window ended before the grace period, and only those', async () => {
    const now = Date.now();
    await pool.query(
      `INSERT INTO rate_limit (key, points, expire) VALUES ('test:sweep:old', 3, $1), ('test:sweep:recent', 3, $2), ('test:sweep:open', 3, $3)`,
      [now - 2 * 3600_000, now - 60_000, now + 60_000],
    );
    expect(await sweepExpiredRateLimits(pool)).toBeGreaterThanOrEqual(1);
    const { rows } = await pool.query<{ key: string }>(
      `SELECT key FROM rate_limit WHERE key LIKE 'test:sweep:%' ORDER BY key`,
    );
    expect(rows.map((r) => r.key)).toEqual(['test:sweep:open', 'test:sweep:recent']);
  });
});
