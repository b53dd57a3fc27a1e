import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type pg from 'pg';
import type { AuthUser } from '@fj/contracts';
import { apiProxy } from '../src/proxy';
import { UserCache } from '../src/cache/user-cache';
import type { ServiceName } from '../src/config';

/**
 * A service that stops closes its idle kept-alive connections; a request the BFF sends on one at that moment meets a
 * closed connection before any answer (docs/decisions/3305). Here a small HTTP server plays that service: it answers
 * the first request on each connection and closes the connection under the second, unanswered. The BFF sends a read,
 * or a write with an Idempotency-Key, once more on a new connection; any other write is answered 503, never sent twice.
 */
const user: AuthUser = {
  id: 'user-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  isPremium: false,
  isAdmin: false,
};

let service: http.Server;
let gateway: http.Server;
let gatewayUrl: string;
/** What reached the service and was answered: method, path and body; and the Idempotency-Keys it saw. */
const answered: string[] = [];
const keys: (string | undefined)[] = [];
let closedUnder = 0;

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const served = new WeakMap<object, number>();
  service = http.createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    keys.push(req.headers['idempotency-key'] as string | undefined);
    served.set(req.socket, count);
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      if (count === 2) {
        closedUnder++;
        return void req.socket.destroy();
      }
      answered.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, body }));
    });
  });
  const servicePort = await listen(service);
  const serviceUrls = {
    core: `http://127.0.0.1:${servicePort}`,
    social: 'http://127.0.0.1:9',
    payments: 'http://127.0.0.1:9',
    community: 'http://127.0.0.1:9',
  } as Record<ServiceName, string>;
  const app = express();
  app.use((req, _res, next) => {
    req.user = user; // what the session and passport attach for a signed-in browser
    next();
  });
  app.use(apiProxy(serviceUrls, crypto.randomBytes(32), new UserCache(undefined as unknown as pg.Pool)));
  gatewayUrl = `http://127.0.0.1:${await listen((gateway = http.createServer(app)))}`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway?.close(resolve));
  service?.closeAllConnections();
  await new Promise((resolve) => service?.close(resolve));
});

beforeEach(async () => {
  answered.length = 0;
  closedUnder = 0;
  // A first read opens the BFF's pooled connection; the test's request then goes out on it, reused.
  expect((await fetch(`${gatewayUrl}/api/notes`)).status).toBe(200);
  answered.length = 0;
  keys.length = 0;
});

const send = (method: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${gatewayUrl}/api/notes`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

it('sends a read again on a new connection when its pooled one was closed before any answer', async () => {
  const res = await fetch(`${gatewayUrl}/api/notes?page=2`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ method: 'GET', body: '' });
  expect(closedUnder).toBe(1);
  expect(answered).toEqual(['GET /api/notes?page=2 ']);
});

it('sends a write with an Idempotency-Key again, body and key included', async () => {
  const body = JSON.stringify({ title: 'Kept', content: 'x'.repeat(100_000) });
  const key = crypto.randomUUID();
  const res = await send('POST', body, { 'idempotency-key': key });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ method: 'POST', body });
  expect(closedUnder).toBe(1);
  expect(answered).toEqual([`POST /api/notes ${body}`]);
  expect(keys).toEqual([key, key]);
});

it('answers 503 to a write without a key: the service may have run it, so it is not sent twice', async () => {
  const res = await send('POST', JSON.stringify({ title: 'Once' }));
  expect(res.status).toBe(503);
  expect(closedUnder).toBe(1);
  expect(answered).toEqual([]);
});
