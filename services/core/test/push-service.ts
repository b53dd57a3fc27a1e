import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
const ece = require('http_ece') as { decrypt: (buffer: Buffer, params: Record<string, unknown>) => Buffer };

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The payload decrypted with the subscription's private key and auth secret (aes128gcm, RFC 8291). */
  payload: { title: string; body: string; url: string; icon?: string; badge?: string };
}

/**
 * A local push service speaking the real protocol: it accepts the encrypted POST web-push sends to a subscription
 * endpoint, answers 201 (or 410 for endpoints marked gone), and decrypts each message with the keys of a browser
 * subscription it made (`subscribe`) — as the browser would.
 */
export async function startPushService() {
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const gone = new Set<string>();
  const failing = new Set<string>();
  const received: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      // Control routes for tests in another process (the e2e specs): make a browser subscription, read what arrived.
      if (path === '/__control/subscribe' && req.method === 'POST')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(subscribe()));
      if (path === '/__control/received')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      if (gone.has(path)) return void res.writeHead(410).end();
      if (failing.has(path)) return void res.writeHead(500).end();
      const browser = browsers.get(path);
      if (
        !browser ||
        req.method !== 'POST' ||
        req.headers['content-encoding'] !== 'aes128gcm' ||
        !String(req.headers.authorization).startsWith('vapid t=')
      ) {
        return void res.writeHead(400).end();
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth.toString('base64url'),
      });
      received.push({ path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  let n = 0;
  /** A browser's PushSubscription JSON for a new endpoint on this service. */
  function subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    const path = `/push/${++n}-${crypto.randomBytes(4).toString('hex')}`;
    browsers.set(path, { ecdh, auth });
    return {
      endpoint: `http://${host}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }
  return {
    host,
    url: `http://${host}`,
    received,
    subscribe,
    /** From now on the push service answers 410 Gone for this endpoint (the browser unsubscribed). */
    markGone: (endpoint: string) => gone.add(new URL(endpoint).pathname),
    /** From now on the push service answers 500 for this endpoint (it is in trouble), until markWorking. */
    markFailing: (endpoint: string) => failing.add(new URL(endpoint).pathname),
    markWorking: (endpoint: string) => failing.delete(new URL(endpoint).pathname),
    receivedBy: (endpoint: string) => received.filter((r) => r.path === new URL(endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
