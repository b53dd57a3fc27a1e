import net from 'node:net';
import { Router } from 'express';
import request from 'supertest';
import { createPrisma, databaseReadiness } from '@fj/db';
import { createTestDatabase, type TestDatabase } from '@fj/db/testing';
import { createServiceApp, isDatabaseUnavailable, observePool, RESTARTING_MESSAGE, startMetricsServer } from '../src';
import { identityHeaders } from '../src/testing';

// What every service gets from createServiceApp: the database away is a 503 with Retry-After (never a 500), every
// error body carries the request's trace id, /readyz says whether the database is there and migrated, and the
// request metrics reach /metrics on the process's own port.

/** A loopback port nothing listens on (a database that is down). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const someone = { userId: 'u1', email: 'ada@example.com', isPremium: false, isAdmin: false };

let database: TestDatabase;
let up: ReturnType<typeof createPrisma>;
let down: ReturnType<typeof createPrisma>;
beforeAll(async () => {
  database = await createTestDatabase();
  up = createPrisma(database.url, { max: 2 });
  const url = new URL(database.url);
  url.port = String(await closedPort());
  down = createPrisma(url.toString(), { max: 2 });
});
afterAll(async () => {
  await up.$disconnect();
  await down.$disconnect();
  await database.drop();
});

function appOn(db: ReturnType<typeof createPrisma>) {
  const router = Router();
  router.get('/things/:id', async (req, res) => {
    const [row] = await db.$queryRawUnsafe<Array<{ id: string }>>('SELECT $1::text AS id', req.params.id);
    res.json(row);
  });
  router.get('/broken', () => {
    throw new Error('a bug of ours');
  });
  const write = Router();
  write.post('/things', (_req, res) => void res.status(201).json({ ok: true }));
  return createServiceApp({
    name: 'probe',
    db,
    routers: [write],
    publicRouters: [router],
    readiness: databaseReadiness(db),
  });
}

it('recognises the database being away in the shapes pg and Prisma give it, and nothing else', async () => {
  const err = await down.$queryRawUnsafe('SELECT 1').catch((e: unknown) => e);
  expect(isDatabaseUnavailable(err)).toBe(true);
  expect(isDatabaseUnavailable(await down.user.findFirst().catch((e: unknown) => e))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('value too long'), { code: '22001' }))).toBe(false);
  expect(isDatabaseUnavailable(new Error('a bug of ours'))).toBe(false);
});

it('answers 503 with Retry-After and the restarting message while the database is away, with the trace id', async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const res = await request(appOn(down)).get('/api/things/1').set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`);
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toEqual({ message: RESTARTING_MESSAGE, traceId });
  // A write with an Idempotency-Key meets the database first in the key's store: the same 503, not a 500.
  const write = await request(appOn(down))
    .post('/api/things')
    .set(await identityHeaders(someone, 'probe'))
    .set('Idempotency-Key', 'key-while-away')
    .send({});
  expect(write.status).toBe(503);
  expect(write.headers['retry-after']).toBe('5');
  expect(write.body).toEqual({ message: RESTARTING_MESSAGE, traceId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  const written = await request(appOn(up))
    .post('/api/things')
    .set(await identityHeaders(someone, 'probe'))
    .send({});
  expect(written.status).toBe(201);
  // A fault of ours is still a 500, and also says which request it was.
  const broken = await request(appOn(up)).get('/api/broken');
  expect(broken.status).toBe(500);
  expect(broken.body.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect((await request(appOn(up)).get('/api/things/7')).body).toEqual({ id: '7' });
});

it('is alive on /healthz either way, and ready on /readyz only with the database reachable and migrated', async () => {
  expect((await request(appOn(down)).get('/healthz')).body).toMatchObject({ ok: true, pid: process.pid });
  expect(await request(appOn(up)).get('/readyz')).toMatchObject({
    status: 200,
    body: { ok: true, service: 'probe', checks: { database: 'ok', migrations: 'ok' } },
  });
  expect(await request(appOn(down)).get('/readyz')).toMatchObject({
    status: 503,
    body: { ok: false, checks: { database: 'unreachable' } },
  });
  const missing = await request(
    createServiceApp({
      name: 'probe',
      db: up,
      routers: [],
      readiness: databaseReadiness(up, ['20991231000000_not_yet']),
    }),
  ).get('/readyz');
  expect(missing.status).toBe(503);
  expect(missing.body.checks).toEqual({ database: 'ok', migrations: '1 migration(s) not applied' });
});

it("serves Prometheus metrics on the process's own port: requests by route template and status, pools, process", async () => {
  const app = appOn(up);
  observePool('probe', { totalCount: 3, idleCount: 1, waitingCount: 0 });
  await request(app).get('/api/things/42');
  await request(app).get('/api/things/43');
  const server = startMetricsServer({ service: 'probe', port: await closedPort() })!;
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as net.AddressInfo;
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const count = (labels: string) =>
      Number(
        new RegExp(`http_request_duration_seconds_count\\{service="probe",${labels}\\} (\\d+)`).exec(text)?.[1] ?? 0,
      );
    expect(count('method="GET",route="/api/things/:id",status="200"')).toBeGreaterThanOrEqual(2);
    expect(count('method="GET",route="/api/things/:id",status="503"')).toBe(1);
    expect(count('method="GET",route="/api/broken",status="500"')).toBe(1);
    expect(text).toContain('http_requests_in_flight');
    expect(text).toContain('db_pool_connections{pool="probe",state="in_use",service="probe"} 2');
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'job_queue_depth',
      'event_streams_open',
    ])
      expect(text).toContain(name);
    expect(text).not.toContain('/api/things/42'); // a template, never the id
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  } finally {
    server.close();
  }
});
