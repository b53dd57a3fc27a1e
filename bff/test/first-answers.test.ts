import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { firstAnswers, MAX_ANSWER_BYTES, sendWithFirstAnswers } from '../src/first-answers';

// A signed-in page's first answers are asked through the gateway's own port with the visitor's cookie
// (docs/decisions/3102-no-waterfall.md); only quick, whole 200 JSON answers go into the page, the rest the screen asks
// for itself. A small server here stands in for the gateway's routes.
const app = express();
app.use(compression()); // as in the gateway: the page's first part is flushed through it
app.get('/api/fine', (req, res) => void res.json({ cookie: req.headers.cookie ?? null }));
app.get('/api/slow', (_req, res) => void setTimeout(() => res.json({ late: true }), 1500).unref());
app.get('/api/refused', (_req, res) => void res.status(401).json({ message: 'Unauthorized' }));
app.get('/api/html', (_req, res) => void res.type('html').send('<p>not json</p>'));
app.get('/api/big', (_req, res) => void res.json({ text: 'x'.repeat(MAX_ANSWER_BYTES) }));
app.get('/page', (req, res) => {
  const started = Date.now();
  void firstAnswers(req, res, ['/api/fine', '/api/slow', '/api/refused', '/api/html', '/api/big'], 300).then(
    (answers) => res.json({ answers, tookMs: Date.now() - started }),
  );
});

app.get('/screen', (req, res) =>
  sendWithFirstAnswers(
    req,
    res,
    '<html><head></head><body><div id="root"></div></body></html>',
    ['/api/fine', '/api/slow'],
    300,
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
  expect(res.body.tookMs).toBeLessThan(1200);
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
