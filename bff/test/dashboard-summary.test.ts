import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RESTARTING_MESSAGE } from '@fj/contracts/messages';
import { startTestStack, uniqueEmail } from './stack';

// GET /api/dashboard/summary: the BFF asks core and social in parallel, each within DASHBOARD_SERVICE_TIMEOUT_MS, and
// answers partially (never with invented numbers) when social fails. Social here is a local stub speaking the social
// service's HTTP shape, so every failure mode can be produced; core is the real service.

type Mode = 'accounts' | 'slow' | 'error' | 'missing' | 'garbage';
let mode: Mode = 'accounts';
const seen: Array<{ path: string; identity?: string }> = [];
const social = http.createServer((req, res) => {
  seen.push({ path: req.url ?? '', identity: req.headers['x-identity'] as string | undefined });
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (mode === 'accounts')
    return json(200, [
      { id: 'acc-1', platform: 'instagram', username: 'sunrise.bakes', businessId: null, isConnected: true },
    ]);
  if (mode === 'slow') return void setTimeout(() => json(200, []), 10_000);
  if (mode === 'error') return json(500, { message: 'boom' });
  if (mode === 'missing') return json(404, { message: 'No route for GET /api/social-accounts' });
  return json(200, { not: 'a list' });
});

let t: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => social.listen(0, '127.0.0.1', resolve));
  const { port } = social.address() as AddressInfo;
  // 2 s (the default): room for a cold core on a loaded CI machine, and far below the slow stub's 10 s.
  t = await startTestStack({ SOCIAL_URL: `http://127.0.0.1:${port}`, DASHBOARD_SERVICE_TIMEOUT_MS: '2000' });
}, 60000);
afterAll(async () => {
  await t?.stop();
  social.close();
});

async function founder() {
  const b = t.browser();
  await b.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' }).expect(201);
  const { body: business } = await b.post('/api/businesses', { name: 'Sunrise Bakery', color: 'orange' }).expect(201);
  await b
    .post('/api/business-metrics', { businessId: business.id, date: '2026-01-05', revenue: 1250.5, clients: 8 })
    .expect(201);
  return { b, business };
}

it('composes core and social: businesses with their latest figures, recent revenue, social accounts', async () => {
  mode = 'accounts';
  const { b, business } = await founder();
  const res = await b.get('/api/dashboard/summary').expect(200);
  expect(res.body).toMatchObject({
    businesses: [
      {
        id: business.id,
        name: 'Sunrise Bakery',
        color: 'orange',
        latestMetric: { date: '2026-01-05', revenue: 1250.5, clients: 8 },
      },
    ],
    recentMetrics: { weekRevenue: expect.any(Number), growthRate: null },
    weeklyTargets: [],
    socialAccounts: [{ id: 'acc-1', platform: 'instagram', username: 'sunrise.bakes' }],
    partial: false,
    unavailable: [],
  });
  // Social was asked as this user, with an identity assertion for the social audience.
  const call = seen.at(-1)!;
  expect(call.path).toBe('/api/social-accounts');
  expect(JSON.parse(Buffer.from(call.identity!.split('.')[1], 'base64url').toString())).toMatchObject({
    aud: 'social',
    email: expect.stringMatching(/@example\.com$/),
  });
});

it.each([
  ['answers 404 (no social accounts yet)', 'missing'],
  ['fails with a 500', 'error'],
  ['answers something that is not a list of accounts', 'garbage'],
] as const)('is partial when social %s: core data still there, no accounts invented', async (_label, m) => {
  mode = m;
  const { b } = await founder();
  const res = await b.get('/api/dashboard/summary').expect(200);
  expect(res.body).toMatchObject({ partial: true, unavailable: ['social'], socialAccounts: [] });
  expect(res.body.businesses).toHaveLength(1);
});

it('does not wait for a slow social service beyond its time limit', async () => {
  mode = 'slow';
  const { b } = await founder();
  const started = Date.now();
  const res = await b.get('/api/dashboard/summary').expect(200);
  expect(Date.now() - started).toBeLessThan(8000); // the stub would take 10 s; the limit is 2 s
  expect(res.body).toMatchObject({ partial: true, unavailable: ['social'] });
});

it('answers 401 when signed out', async () => {
  expect((await t.browser().get('/api/dashboard/summary')).status).toBe(401);
});

it('answers 503 with Retry-After and the restarting message when core is down (nothing to show without it)', async () => {
  const { b } = await founder();
  await t.stack.services.core.stop();
  const res = await b.get('/api/dashboard/summary');
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.body).toEqual({ message: RESTARTING_MESSAGE, traceId: res.headers['x-trace-id'] });
});
