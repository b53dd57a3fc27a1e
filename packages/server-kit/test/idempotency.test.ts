import express from 'express';
import request from 'supertest';
import { createPrisma } from '@fj/db';
import { createTestDatabase, createTestUser, testPool, type TestDatabase } from '@fj/db/testing';
import {
  errorHandler,
  HttpError,
  idempotency,
  KEY_REUSED_MESSAGE,
  REPLAYED_HEADER,
  STILL_RUNNING_MESSAGE,
  sweepExpiredIdempotencyKeys,
} from '../src';

// The idempotency store on a real PostgreSQL: a write sent twice with one key runs once.

let database: TestDatabase;
let db: ReturnType<typeof createPrisma>;
let ada: string;
let ben: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createPrisma(database.url, { max: 10 });
  ada = (await createTestUser(db, { firstName: 'Ada' })).userId;
  ben = (await createTestUser(db, { firstName: 'Ben' })).userId;
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

/** An app whose POST /notes writes a real row; `x-test-user` says who is calling. */
function notesApp(options: { delayMs?: number; failFirst?: number; refuse?: boolean } = {}) {
  let failures = options.failFirst ?? 0;
  const runs = { count: 0 };
  const app = express();
  app.use(express.json());
  app.use(idempotency(db, { userOf: (req) => req.header('x-test-user'), waitMs: 2000, pollMs: 20 }));
  app.post('/notes', async (req, res, next) => {
    try {
      runs.count++;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (failures > 0) {
        failures--;
        throw new Error('database went away');
      }
      if (options.refuse) throw new HttpError(403, 'Free plan includes 1 note');
      const body = req.body as { title: string };
      const note = await db.note.create({
        data: { userId: req.header('x-test-user')!, title: body.title, content: '' },
        select: { id: true, title: true },
      });
      res.status(201).json(note);
    } catch (err) {
      next(err);
    }
  });
  app.delete('/notes/:id', (_req, res) => {
    runs.count++;
    res.status(204).end();
  });
  app.use(errorHandler);
  return { app, runs };
}

const notesTitled = (userId: string, title: string) => db.note.count({ where: { userId, title } });
const post = (app: express.Express, user: string, key: string | undefined, body: object) => {
  const req = request(app).post('/notes').set('x-test-user', user);
  if (key !== undefined) req.set('Idempotency-Key', key);
  return req.send(body);
};

it('runs a write once for the same key and answers the stored answer to the repeat', async () => {
  const { app, runs } = notesApp();
  const first = await post(app, ada, 'key-once', { title: 'Once' });
  const again = await post(app, ada, 'key-once', { title: 'Once' });
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers['content-type']).toMatch(/application\/json/);
  expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
  expect(first.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  expect(runs.count).toBe(1);
  expect(await notesTitled(ada, 'Once')).toBe(1);
});

it('refuses the same key with another body or path (422) and writes nothing', async () => {
  const { app, runs } = notesApp();
  await post(app, ada, 'key-other-body', { title: 'First' });
  const other = await post(app, ada, 'key-other-body', { title: 'Second' });
  expect(other.status).toBe(422);
  expect(other.body).toEqual({ message: KEY_REUSED_MESSAGE });
  const otherPath = await request(app)
    .delete('/notes/1')
    .set('x-test-user', ada)
    .set('Idempotency-Key', 'key-other-body');
  expect(otherPath.status).toBe(422);
  expect(runs.count).toBe(1);
  expect(await notesTitled(ada, 'Second')).toBe(0);
});

it('keeps keys per user: another account may use the same key', async () => {
  const { app } = notesApp();
  expect((await post(app, ada, 'key-shared', { title: 'Shared' })).status).toBe(201);
  expect((await post(app, ben, 'key-shared', { title: 'Shared' })).status).toBe(201);
  expect(await notesTitled(ada, 'Shared')).toBe(1);
  expect(await notesTitled(ben, 'Shared')).toBe(1);
});

it('lets a duplicate that arrives while the first runs wait for it and answer the same', async () => {
  const { app, runs } = notesApp({ delayMs: 300 });
  const [a, b, c] = await Promise.all([
    post(app, ada, 'key-parallel', { title: 'Parallel' }),
    post(app, ada, 'key-parallel', { title: 'Parallel' }),
    post(app, ada, 'key-parallel', { title: 'Parallel' }),
  ]);
  expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
  expect(b.body).toEqual(a.body);
  expect(c.body).toEqual(a.body);
  expect(runs.count).toBe(1);
  expect(await notesTitled(ada, 'Parallel')).toBe(1);
});

it('answers 409 to a duplicate when the first takes longer than the wait', async () => {
  const slow = express();
  slow.use(express.json());
  slow.use(idempotency(db, { userOf: () => ada, waitMs: 100, pollMs: 20 }));
  slow.post('/slow', (_req, res) => void setTimeout(() => res.status(201).json({ ok: true }), 500));
  slow.use(errorHandler);
  const [first, second] = await Promise.all([
    request(slow).post('/slow').set('Idempotency-Key', 'key-slow').send({}),
    new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
      request(slow).post('/slow').set('Idempotency-Key', 'key-slow').send({}),
    ),
  ]);
  expect(first.status).toBe(201);
  expect(second.status).toBe(409);
  expect(second.body).toEqual({ message: STILL_RUNNING_MESSAGE });
});

it('stores no 5xx or 4xx answer, so the retry with the same key runs', async () => {
  const failing = notesApp({ failFirst: 1 });
  expect((await post(failing.app, ada, 'key-retry', { title: 'Retried' })).status).toBe(500);
  expect((await post(failing.app, ada, 'key-retry', { title: 'Retried' })).status).toBe(201);
  expect((await post(failing.app, ada, 'key-retry', { title: 'Retried' })).status).toBe(201);
  expect(failing.runs.count).toBe(2);
  expect(await notesTitled(ada, 'Retried')).toBe(1);

  const refusing = notesApp({ refuse: true });
  expect((await post(refusing.app, ada, 'key-refused', { title: 'Refused' })).status).toBe(403);
  expect((await post(refusing.app, ada, 'key-refused', { title: 'Refused' })).status).toBe(403);
  expect(refusing.runs.count).toBe(2);
  // Nothing is left behind for a refused key: a corrected request may use it.
  expect(await db.idempotencyKey.count({ where: { userId: ada, key: 'key-refused' } })).toBe(0);
});

it('forgets a key after 24 hours, and the sweep deletes what expired', async () => {
  const { app, runs } = notesApp();
  await post(app, ada, 'key-expired', { title: 'Day one' });
  await db.idempotencyKey.update({
    where: { userId_key: { userId: ada, key: 'key-expired' } },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  // Expired: the same key is a new request again, even with another body.
  expect((await post(app, ada, 'key-expired', { title: 'Day two' })).status).toBe(201);
  expect(runs.count).toBe(2);
  expect(await notesTitled(ada, 'Day two')).toBe(1);

  await post(app, ben, 'key-to-sweep', { title: 'Swept' });
  await db.idempotencyKey.update({
    where: { userId_key: { userId: ben, key: 'key-to-sweep' } },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  const pool = testPool(database.url, 1);
  try {
    expect(await sweepExpiredIdempotencyKeys(pool)).toBe(1);
  } finally {
    await pool.end();
  }
  expect(await db.idempotencyKey.count({ where: { key: 'key-to-sweep' } })).toBe(0);
  expect(await db.idempotencyKey.count({ where: { key: 'key-expired' } })).toBe(1);
});

it('refuses a malformed key, and runs requests without one as usual', async () => {
  const { app, runs } = notesApp();
  expect((await post(app, ada, '', { title: 'Bad key' })).status).toBe(400);
  const bad = await post(app, ada, 'a key with spaces', { title: 'Bad key' });
  expect(bad.status).toBe(400);
  expect((await post(app, ada, 'x'.repeat(256), { title: 'Long key' })).status).toBe(400);
  await post(app, ada, undefined, { title: 'No key' });
  await post(app, ada, undefined, { title: 'No key' });
  expect(await notesTitled(ada, 'No key')).toBe(2);
  expect(await notesTitled(ada, 'Bad key')).toBe(0);
  expect(runs.count).toBe(2);
});

it('keeps an empty answer (204) too', async () => {
  const { app, runs } = notesApp();
  const del = () => request(app).delete('/notes/9').set('x-test-user', ada).set('Idempotency-Key', 'key-delete');
  expect((await del()).status).toBe(204);
  const again = await del();
  expect(again.status).toBe(204);
  expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
  expect(runs.count).toBe(1);
});
