import express from 'express';
import request from 'supertest';
import { createPrisma } from '@fj/db';
import { createTestDatabase, type TestDatabase } from '@fj/db/testing';
import { createRateLimiter, errorHandler, retryInWords } from '../src';

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
  const limiter = createRateLimiter(db, { name: 'test:http', points: 1, windowSeconds: 3600, message: 'You have posted a lot in the last hour.' });
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

  const failures = createRateLimiter(db, { name: 'test:failures', points: 2, windowSeconds: 60, message: 'Too many wrong codes.' });
  for (let i = 0; i < 5; i++) {
    await failures.consume('user-e');
    await failures.giveBack('user-e'); // a success does not count
  }
  await failures.consume('user-e');
  await failures.consume('user-e');
  await expect(failures.consume('user-e')).rejects.toMatchObject({ status: 429 });
});

it('says when in words', () => {
  expect([1, 45, 60, 61, 7199, 7200 * 2].map(retryInWords)).toEqual(['1 second', '45 seconds', '1 minute', '2 minutes', '2 hours', '4 hours']);
});
