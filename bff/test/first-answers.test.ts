import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { firstAnswers, MAX_ANSWER_BYTES, sendWithFirstAnswers, todayIn } from '../src/first-answers';

// A signed-in page's first answers are asked through the gateway's own port with the visitor's cookie
// (docs/decisions/3102-no-waterfall.md); only quick, whole 200 JSON answers go into the page, the rest the screen asks
// for itself. A small server here stands in for the gateway's routes.
// The bound: wide enough for a quick answer on a machine busy with other tests, far below the slow route's 8 s.
const BOUND_MS = 3000;
const app = express();
app.use(compression()); // as in the gateway: the page's first part is flushed through it
app.get('/api/fine', (req, res) => void res.json({ cookie: req.headers.cookie ?? null }));
app.get('/api/slow', (_req, res) => void setTimeout(() => res.json({ late: true }), 8000).unref());
app.get('/api/refused', (_req, res) => void res.status(401).json({ message: 'Unauthorized' }));
app.get('/api/html', (_req, res) => void res.type('html').send('<p>not json</p>'));
app.get('/api/big', (_req, res) => void res.json({ text: 'x'.repeat(MAX_ANSWER_BYTES) }));
// The user's saved zone, and a read of one day.
app.get('/api/settings', (_req, res) => void res.json({ timeZone: 'Pacific/Kiritimati' }));
app.get('/api/day', (req, res) => void res.json({ date: req.query.date }));
app.get(
  '/dated',
  (req, res) =>
    void firstAnswers(req, res, { asked: ['/api/settings'], dated: ['/api/day?date={today}'] }, BOUND_MS).then(
      (answers) => res.json(answers),
    ),
);
app.get('/page', (req, res) => {
  const started = Date.now();
  const asked = ['/api/fine', '/api/slow', '/api/refused', '/api/html', '/api/big'];
  void firstAnswers(req, res, { asked, dated: [] }, BOUND_MS).then((answers) =>
    res.json({ answers, tookMs: Date.now() - started }),
  );
});

app.get('/screen', (req, res) =>
  sendWithFirstAnswers(
    req,
    res,
    '<html><head></head><body><div id="root"></div></body></html>',
    { asked: ['/api/fine', '/api/slow'], dated: [] },
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
      '</body></html>',
  );
});

it("asks a dated read for today in the user's saved time zone, as the device there asks for it", async () => {
  const today = todayIn('Pacific/Kiritimati')!; // UTC+14: a day ahead of UTC for most of it
  const res = await request(base()).get('/dated');
  expect(res.body).toEqual({
    '/api/settings': { timeZone: 'Pacific/Kiritimati' },
    [`/api/day?date=${today}`]: { date: today },
  });
});

it("tells today's date in a zone, and nothing for a zone it does not know", () => {
  const instant = new Date('2026-11-27T20:00:00Z');
  expect(todayIn('UTC', instant)).toBe('2026-11-27');
  expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-28');
  expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-27');
  expect(todayIn('Not/AZone', instant)).toBeUndefined();
});
