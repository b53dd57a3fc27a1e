import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { addDays, todayIn } from '@fj/contracts/calendar';
import { firstAnswers, MAX_ANSWER_BYTES, sendWithFirstAnswers } from '../src/first-answers';
import { SCRIPT_START } from '../src/held-scripts';

// A signed-in page's first answers are asked through the gateway's own port with the visitor's cookie
// (docs/decisions/3102-no-waterfall.md); only quick, whole 200 JSON answers go into the page, the rest the screen asks
// for itself, and a 403 JSON refusal (not on the user's plan) is carried as one. A small server here stands in for the
// gateway's routes.
// The bound: wide enough for a quick answer on a machine busy with other tests, far below the slow route's 8 s.
const BOUND_MS = 3000;
const app = express();
app.use(compression()); // as in the gateway: the page's first part is flushed through it
app.get('/api/fine', (req, res) => void res.json({ cookie: req.headers.cookie ?? null }));
app.get('/api/slow', (_req, res) => void setTimeout(() => res.json({ late: true }), 8000).unref());
app.get('/api/refused', (_req, res) => void res.status(401).json({ message: 'Unauthorized' }));
app.get('/api/html', (_req, res) => void res.type('html').send('<p>not json</p>'));
app.get('/api/premium', (_req, res) => void res.status(403).json({ message: 'The RSS reader is a Premium feature' }));
app.get('/api/forbidden-html', (_req, res) => void res.status(403).type('html').send('<p>no</p>'));
app.get('/api/big', (_req, res) => void res.json({ text: 'x'.repeat(MAX_ANSWER_BYTES) }));
// The user's saved zone, and a read of one day.
app.get(
  '/api/settings',
  (req, res) => void res.json({ timeZone: req.headers.cookie === 'oldzone' ? 'Not/AZone' : 'Pacific/Kiritimati' }),
);
app.get('/api/day', (req, res) => void res.json({ date: req.query.date }));
// Businesses (none for the visitor 'nobiz') and a list of one business's plans.
app.get(
  '/api/businesses',
  (req, res) => void res.json(req.headers.cookie === 'nobiz' ? [] : [{ id: 'b-first' }, { id: 'b-second' }]),
);
app.get('/api/plans', (req, res) => void res.json({ query: req.query }));
app.get(
  '/derived-plans',
  (req, res) =>
    void firstAnswers(
      req,
      res,
      {
        asked: ['/api/settings'],
        derived: ['/api/plans?{business}to={yesterday}&limit=20', '/api/plans?{business}status=draft'],
      },
      BOUND_MS,
    ).then((answers) => res.json(answers)),
);
app.get(
  '/dated',
  (req, res) =>
    void firstAnswers(
      req,
      res,
      {
        asked: ['/api/settings'],
        derived: [
          '/api/day?date={today}',
          '/api/day?date={month-start}',
          '/api/day?date={month-end}',
          '/api/day?date={week-start}',
          '/api/day?date={year-start}',
        ],
      },
      BOUND_MS,
    ).then((answers) => res.json(answers)),
);
app.get('/page', (req, res) => {
  const started = Date.now();
  const asked = ['/api/fine', '/api/slow', '/api/refused', '/api/html', '/api/big', '/api/forbidden-html'];
  void firstAnswers(req, res, { asked, derived: [] }, BOUND_MS).then((answers) =>
    res.json({ answers, tookMs: Date.now() - started }),
  );
});

app.get('/screen', (req, res) =>
  sendWithFirstAnswers(
    req,
    res,
    '<html><head></head><body><div id="root"></div></body></html>',
    { asked: ['/api/fine', '/api/slow'], derived: [] },
    BOUND_MS,
  ),
);
app.get('/premium-screen', (req, res) =>
  sendWithFirstAnswers(
    req,
    res,
    '<html><head></head><body></body></html>',
    { asked: ['/api/premium'], derived: [] },
    BOUND_MS,
  ),
);

// One server for every test: the answers are asked of its own port, over connections kept alive between requests.
const server = app.listen(0, '127.0.0.1');
const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
beforeAll(() => new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve))));
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

it('keeps the quick 200 JSON answers, asked with the visitor cookie, and leaves out slow, refused, non-JSON and huge ones', async () => {
  const res = await request(base()).get('/page').set('Cookie', 'fj.sid=abc');
  expect(res.body.answers).toEqual({ '/api/fine': { cookie: 'fj.sid=abc' } });
  // The slow read was given up on at the bound, not waited for.
  expect(res.body.tookMs).toBeLessThan(6000);
});

it('closes the page with the answers that came in time and a preload for each that did not', async () => {
  const res = await request(base()).get('/screen').set('Cookie', 'fj.sid=abc');
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toBe(
    '<html><head></head><body><div id="root"></div>' +
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/slow">' +
      '<script type="application/json" id="fj-first-answers">{"/api/fine":{"cookie":"fj.sid=abc"}}</script>' +
      // Then the script that runs the page's scripts (./held-scripts.ts).
      `<script>${SCRIPT_START}</script></body></html>`,
  );
});

it("carries a 403 JSON refusal as the read's refusal, with no preload: the screen shows it as if it had asked", async () => {
  const res = await request(base()).get('/premium-screen');
  expect(res.text).toBe(
    '<html><head></head><body>' +
      '<script type="application/json" id="fj-first-answers">' +
      '{"refused":{"/api/premium":{"status":403,"body":"{\\"message\\":\\"The RSS reader is a Premium feature\\"}"}}}' +
      `</script><script>${SCRIPT_START}</script></body></html>`,
  );
});

it("asks a derived read for today in the user's saved time zone, as the device there asks for it", async () => {
  const today = todayIn('Pacific/Kiritimati'); // UTC+14: a day ahead of UTC for most of it
  const [y, m] = today.split('-').map(Number);
  const monthEnd = `${today.slice(0, 8)}${new Date(Date.UTC(y, m, 0)).getUTCDate()}`;
  const res = await request(base()).get('/dated');
  expect(res.body).toEqual({
    '/api/settings': { timeZone: 'Pacific/Kiritimati' },
    [`/api/day?date=${today}`]: { date: today },
    [`/api/day?date=${today.slice(0, 8)}01`]: { date: `${today.slice(0, 8)}01` },
    [`/api/day?date=${monthEnd}`]: { date: monthEnd },
    // The first days of the last 7 and the last 365 days, today included (the wellness history's reads).
    [`/api/day?date=${addDays(today, -6)}`]: { date: addDays(today, -6) },
    [`/api/day?date=${addDays(today, -364)}`]: { date: addDays(today, -364) },
  });
});

it("asks a business's reads for the first business and yesterday in the user's zone, as a device that chose none", async () => {
  const yesterday = addDays(todayIn('Pacific/Kiritimati'), -1);
  const res = await request(base()).get('/derived-plans');
  expect(res.body).toEqual({
    '/api/settings': { timeZone: 'Pacific/Kiritimati' },
    [`/api/plans?businessId=b-first&to=${yesterday}&limit=20`]: {
      query: { businessId: 'b-first', to: yesterday, limit: '20' },
    },
    '/api/plans?businessId=b-first&status=draft': { query: { businessId: 'b-first', status: 'draft' } },
  });
  // Without a business the screen asks without the filter, and so does the page.
  const none = await request(base()).get('/derived-plans').set('Cookie', 'nobiz');
  expect(Object.keys(none.body)).toEqual([
    '/api/settings',
    `/api/plans?to=${yesterday}&limit=20`,
    '/api/plans?status=draft',
  ]);
});

it('asks no dated read when the saved zone is one this runtime does not know: the screen asks for its own', async () => {
  const res = await request(base()).get('/dated').set('Cookie', 'oldzone');
  expect(res.body).toEqual({ '/api/settings': { timeZone: 'Not/AZone' } });
});
