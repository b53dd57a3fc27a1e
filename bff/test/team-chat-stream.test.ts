import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import request from 'supertest';
import { sessionCookie, startTestStack, uniqueEmail } from './stack';

/**
 * Team chat's event stream through the real gateway (decisions 1902 and 3202: piped on its own connection): the
 * session and identity apply (a forged x-identity from the browser is replaced), events arrive one by one and are
 * never gzipped (even when the browser accepts gzip), and a browser that goes away closes the community service's
 * stream too.
 */
let t: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  t = await startTestStack();
}, 60000);
afterAll(() => t?.stop());

const b64 = (n: number) => crypto.randomBytes(n).toString('base64');

async function premiumMember() {
  const email = uniqueEmail();
  const res = await request(t.url)
    .post('/api/auth/register')
    .set('Origin', t.url)
    .send({ email, password: 'launch2026', firstName: 'Ada' });
  expect(res.status).toBe(201);
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  await db.query('UPDATE "User" SET "isPremium" = true WHERE email = $1', [email]);
  await db.end();
  const cookie = sessionCookie(res)!.split(';')[0];
  const call = (method: 'get' | 'post' | 'put', path: string, body?: object) =>
    request(t.url)[method](path).set('Cookie', cookie).set('Origin', t.url).send(body);
  const { subtle } = crypto.webcrypto;
  const ecdh = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const signing = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
  const device = {
    name: 'Gateway test',
    ecdhPublicKey: Buffer.from(await subtle.exportKey('spki', ecdh.publicKey)).toString('base64'),
    signingPublicKey: Buffer.from(await subtle.exportKey('spki', signing.publicKey)).toString('base64'),
    selfSignature: b64(64),
  };
  const deviceId = crypto.randomUUID();
  expect((await call('put', `/api/e2e/devices/${deviceId}`, device)).status).toBe(200);
  return { id: res.body.id as string, deviceId, cookie, call };
}

const chatStreams = async () =>
  ((await (await fetch(`http://127.0.0.1:${t.ports.community}/healthz/chat`)).json()) as { streams: number }).streams;

it('streams a message through the gateway as it is sent, unbuffered and uncompressed, and closes upstream when the browser leaves', async () => {
  const alice = await premiumMember();
  const team = (await alice.call('post', '/api/teams', { name: 'Stream Team' })).body as { id: string };
  expect(
    (
      await alice.call('put', `/api/teams/${team.id}/keys`, {
        deviceId: alice.deviceId,
        version: 1,
        create: { statement: '["fj-key-v2"]', signature: b64(64) },
        wraps: [{ deviceId: alice.deviceId, wrappedKey: b64(40), signature: b64(64) }],
      })
    ).status,
  ).toBe(200);

  let received = '';
  let streamRequest!: http.ClientRequest;
  const opened = new Promise<http.IncomingMessage>((resolve) => {
    streamRequest = http.get(
      `${t.url}/api/teams/${team.id}/chat/stream`,
      {
        headers: {
          cookie: alice.cookie,
          accept: 'text/event-stream',
          'accept-encoding': 'gzip',
          'x-identity': 'forged',
        },
      },
      resolve,
    );
  });
  const res = await opened;
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(res.headers['content-encoding']).toBeUndefined();
  const gotMessage = new Promise<void>((resolve) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('event: message')) resolve();
    });
  });
  expect(await chatStreams()).toBe(1);

  const body = { id: crypto.randomUUID(), keyVersion: 1, deviceId: alice.deviceId, iv: b64(12), ciphertext: b64(100) };
  expect((await alice.call('post', `/api/teams/${team.id}/messages`, body)).status).toBe(201);
  await gotMessage;
  expect(received).toContain(`"id":"${body.id}"`);

  streamRequest.destroy();
  for (let i = 0; i < 100 && (await chatStreams()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(await chatStreams()).toBe(0);
});

it('answers 403 through the gateway to a signed-in account without Premium, and 401 without a session', async () => {
  const res = await request(t.url)
    .post('/api/auth/register')
    .set('Origin', t.url)
    .send({ email: uniqueEmail(), password: 'launch2026' });
  const cookie = sessionCookie(res)!.split(';')[0];
  const team = await request(t.url)
    .post('/api/teams')
    .set('Cookie', cookie)
    .set('Origin', t.url)
    .send({ name: 'Free Team' });
  expect((await request(t.url).get(`/api/teams/${team.body.id}/chat/stream`).set('Cookie', cookie)).status).toBe(403);
  expect((await request(t.url).get(`/api/teams/${team.body.id}/chat/stream`)).status).toBe(401);
});
