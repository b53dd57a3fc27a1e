import { Router } from 'express';
import request from 'supertest';
import { createServiceApp, DATABASE_INPUT_MESSAGE, INVALID_JSON_MESSAGE } from '@fj/server-kit';
import { identityHeaders } from '@fj/server-kit/testing';
import { setupCore } from './helpers';

// The safety net under validation: whatever reaches the database and is refused there answers 400 with one fixed
// message (never a 500, never the driver's words). A route that deliberately skips validation proves it.

let core: Awaited<ReturnType<typeof setupCore>>;
let app: ReturnType<typeof createServiceApp>;
beforeAll(async () => {
  core = await setupCore();
  const unvalidated = Router();
  unvalidated.post('/unvalidated/business', async (req, res) => {
    const { userId } = req.identity!;
    res
      .status(201)
      .json(
        await core.db.business.create({ data: { userId, name: req.body.name, sortOrder: req.body.sortOrder ?? 0 } }),
      );
  });
  unvalidated.post('/unvalidated/meeting', async (req, res) => {
    const { userId } = req.identity!;
    res
      .status(201)
      .json(
        await core.db.meetingNote.create({ data: { userId, title: 't', meetingDate: new Date(req.body.meetingDate) } }),
      );
  });
  unvalidated.post('/unvalidated/raw', async (req, res) => {
    res.json({
      rows: await core.db.$executeRaw`UPDATE "Business" SET "name" = ${req.body.name} WHERE "id" = ${'none'}`,
    });
  });
  unvalidated.post('/bug', () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
  app = createServiceApp({ name: 'core', db: core.db, routers: [unvalidated] });
});
afterAll(() => core.close());

describe('a value the database refuses', () => {
  it.each([
    ['a NUL character', '/api/unvalidated/business', { name: 'a\u0000b' }],
    ['a lone surrogate', '/api/unvalidated/business', { name: 'a\ud800b' }],
    ['an integer out of range', '/api/unvalidated/business', { name: 'ok', sortOrder: 2 ** 40 }],
    ['year 0000', '/api/unvalidated/meeting', { meetingDate: '0000-01-01T00:00:00Z' }],
    ['a date-time past 9999', '/api/unvalidated/meeting', { meetingDate: '9999-12-31T23:59:59-23:59' }],
    ['an invalid date', '/api/unvalidated/meeting', { meetingDate: 'not a date' }],
    ['a NUL in raw SQL', '/api/unvalidated/raw', { name: 'a\u0000' }],
  ])('%s is a 400 with a fixed message, and nothing is written', async (_label, path, body) => {
    const user = await core.newUser();
    const res = await request(app)
      .post(path)
      .set(await identityHeaders(user, 'core'))
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ traceId: expect.any(String), message: DATABASE_INPUT_MESSAGE });
    expect(await core.db.business.count({ where: { userId: user.userId } })).toBe(0);
    expect(await core.db.meetingNote.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('a fault of ours is still a 500 without details', async () => {
    const res = await request(app)
      .post('/api/bug')
      .set(await identityHeaders(await core.newUser(), 'core'))
      .send({});
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      traceId: expect.any(String),
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});

describe('a body the parser refuses', () => {
  it.each([
    ['broken JSON', 'application/json', '{"name": ', 400, INVALID_JSON_MESSAGE],
    ['a single-quoted object', 'application/json', "{'name': 'x'}", 400, INVALID_JSON_MESSAGE],
    [
      'an unknown charset',
      'application/json; charset=koi8-r',
      '{"name":"x"}',
      415,
      'The request body uses a character set we do not accept',
    ],
  ])("%s answers a fixed message, not the parser's", async (_label, type, text, status, message) => {
    const res = await request(core.app)
      .post('/api/businesses')
      .set(await identityHeaders(await core.newUser(), 'core'))
      .set('Content-Type', type)
      .send(text);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ traceId: expect.any(String), message });
  });
});
