import request from 'supertest';
import { createPrisma } from '@fj/db';
import { createTestDatabase, createTestUser } from '@fj/db/testing';
import { identityHeaders } from '@fj/server-kit/testing';
import { createSocialApp, SERVICE_NAME } from '../src/app';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: ReturnType<typeof createPrisma>;
let app: ReturnType<typeof createSocialApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createPrisma(database.url, { max: 2 });
  app = createSocialApp(db);
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

it('answers its health check without an identity', async () => {
  expect((await request(app).get('/healthz')).body).toEqual({ ok: true, service: 'social' });
});

it('refuses every /api call without a valid identity assertion', async () => {
  expect((await request(app).get('/api/anything')).status).toBe(401);
  const user = await createTestUser(db);
  const forOtherService = await identityHeaders(user, 'core');
  expect((await request(app).get('/api/anything').set(forOtherService)).status).toBe(401);
});

it('answers 404 JSON for routes it does not have yet', async () => {
  const user = await createTestUser(db);
  const res = await request(app).get('/api/anything').set(await identityHeaders(user, SERVICE_NAME));
  expect(res.status).toBe(404);
  expect(res.body.message).toMatch(/No route/);
});
