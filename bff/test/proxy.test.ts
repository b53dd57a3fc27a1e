import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type pg from 'pg';
import { IDENTITY_HEADER, verifyIdentity } from '@fj/server-kit';
import type { AuthUser } from '@fj/contracts';
import { apiProxy } from '../src/proxy';
import { UserCache } from '../src/cache/user-cache';
import type { ServiceName } from '../src/config';

/**
 * The proxy (http-proxy-middleware, decision 0706) between a gateway app and a service that answers with a
 * server-sent event stream — a shape no service has yet, so a small HTTP server plays the service here. Events must
 * reach the browser as they are sent (never gzipped, never buffered), and the service must see our identity
 * assertion and none of the browser's cookies.
 */
const secret = crypto.randomBytes(32);
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
let seen: http.IncomingHttpHeaders | undefined;
let streamClosed: Promise<void>;
let sendSecondEvent: () => void = () => {};

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  service = http.createServer((req, res) => {
    seen = req.headers;
    streamClosed = new Promise((resolve) => res.on('close', resolve));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'public, max-age=60' });
    res.write(`data: ${'first '.repeat(300)}\n\n`); // over compression's 1 KB threshold
    sendSecondEvent = () => res.end('data: second\n\n');
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
  app.use(apiProxy(serviceUrls, secret, new UserCache(undefined as unknown as pg.Pool)));
  gatewayUrl = `http://127.0.0.1:${await listen((gateway = http.createServer(app)))}`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway?.close(resolve));
  await new Promise((resolve) => service?.close(resolve));
});

/** GET through the gateway; resolves with the response once its headers and first chunk arrived. */
function open(path: string) {
  return new Promise<{ res: http.IncomingMessage; first: string; req: http.ClientRequest }>((resolve, reject) => {
    const req = http.get(
      `${gatewayUrl}${path}`,
      { headers: { 'accept-encoding': 'gzip', cookie: 'fj.sid=s%3Asecret', [IDENTITY_HEADER]: 'forged' } },
      (res) => {
        res.setEncoding('utf8');
        res.once('data', (first: string) => resolve({ res, first, req }));
      },
    );
    req.on('error', reject);
  });
}

it('streams an event stream as it is sent: the first event arrives before the service ends it, not gzipped, not stored', async () => {
  const { res, first } = await open('/api/settings/events');
  expect(res.headers['content-type']).toBe('text/event-stream');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['cache-control']).toBe('no-store');
  expect(first).toContain('data: first');
  let rest = '';
  res.on('data', (chunk: string) => (rest += chunk));
  const ended = new Promise((resolve) => res.on('end', resolve));
  sendSecondEvent();
  await ended;
  expect(rest).toContain('data: second');
});

it("sends the service our signed identity, not the browser's cookies or its own x-identity", async () => {
  const { res } = await open('/api/settings/events');
  sendSecondEvent();
  res.resume();
  expect(seen?.cookie).toBeUndefined();
  expect(await verifyIdentity(seen?.[IDENTITY_HEADER] as string, 'core', secret)).toMatchObject({
    userId: 'user-1',
    email: 'ada@example.com',
  });
});

it("stops the service's stream when the browser goes away", async () => {
  const { req } = await open('/api/settings/events');
  req.destroy();
  await streamClosed; // the service's response closes without the test ending it
});
