import fs from 'node:fs';
import request from 'supertest';
import Stripe from 'stripe';
import { FREE_PLAN_LIMIT_MESSAGE } from '@fj/contracts';
import { startStripeStub, type StripeStub } from '../../services/payments/test/support/stripe-stub';
import { createTestDatabase } from '@fj/db/testing';
import { startTestStack, uniqueEmail } from './stack';

// The Premium purchase through the real gateway and services, with the real Stripe SDK talking to a local stub of
// Stripe's API (decision 1401/1402): the webhook is the one API route without a session or Origin check, and the
// grant written by payments shows on the very next request through the BFF (the "User" trigger, decision 0701).

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_bff',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_bff',
  STRIPE_WEBHOOK_SECRET: 'whsec_bff',
};
let t: Awaited<ReturnType<typeof startTestStack>>;
let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub({ webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET });
  t = await startTestStack({ ...KEYS, STRIPE_API_BASE: stub.url });
  stub.setWebhookUrl(`${t.url}/api/payments/webhook`);
}, 60000);
afterAll(async () => {
  await t?.stop();
  await stub?.close();
});

async function buyer() {
  const b = t.browser();
  expect(
    (await b.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026', firstName: 'Ada' })).status,
  ).toBe(201);
  const intent = await b.post('/api/create-payment-intent', { amount: 3000 });
  expect(intent.status).toBe(200);
  const clientSecret: string = intent.body.clientSecret;
  return { b, clientSecret, intentId: clientSecret.split('_secret_')[0] };
}

/**
 * What Stripe.js does in the browser when the buyer presses Pay (confirm with the publishable key and client secret),
 * with Stripe's webhook sent before it answers, or never.
 */
async function payAsStripeJs(intentId: string, clientSecret: string, webhook: 'before-response' | 'never') {
  stub.setWebhookTiming(webhook);
  try {
    const res = await fetch(`${stub.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: KEYS.STRIPE_PUBLISHABLE_KEY,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
      }),
    });
    expect(res.status).toBe(200);
  } finally {
    stub.setWebhookTiming('after-response');
  }
}

it('purchase → Stripe → webhook → the very next request through the BFF is Premium (and the plan limit is gone)', async () => {
  const { b, clientSecret, intentId } = await buyer();
  expect((await b.post('/api/businesses', { name: 'First Co' })).status).toBe(201);
  const refused = await b.post('/api/businesses', { name: 'Second Co' });
  expect(refused.body.message).toBe(FREE_PLAN_LIMIT_MESSAGE);
  expect((await b.get('/api/auth/user')).body.isPremium).toBe(false);

  await payAsStripeJs(intentId, clientSecret, 'before-response');

  // No waiting, no reload of anything: the webhook's grant applies to the next request.
  expect((await b.get('/api/auth/user')).body.isPremium).toBe(true);
  expect((await b.post('/api/businesses', { name: 'Second Co' })).status).toBe(201);
  const again = await b.post('/api/create-payment-intent', { amount: 3000 });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('You are already a Premium member');
});

it('the webhook route needs no session and no Origin, and a bad signature through the BFF changes nothing', async () => {
  const { b, intentId } = await buyer();
  await stub.succeed(intentId, 'never');
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: stub.intents.get(intentId) },
  });
  const forged = await request(t.url)
    .post('/api/payments/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', 't=1,v1=00')
    .send(payload);
  expect(forged.status).toBe(400);
  expect(forged.body.message).toMatch(/Stripe-Signature/);
  const unsigned = await request(t.url)
    .post('/api/payments/webhook')
    .set('content-type', 'application/json')
    .send(payload);
  expect(unsigned.status).toBe(400);
  expect((await b.get('/api/auth/user')).body.isPremium).toBe(false);

  // Signed by "Stripe": no cookie, no Origin, and the raw body (the BFF parses nothing) verifies.
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
    payload,
    secret: KEYS.STRIPE_WEBHOOK_SECRET,
  });
  const signed = await request(t.url)
    .post('/api/payments/webhook')
    .set('content-type', 'application/json; charset=utf-8')
    .set('stripe-signature', signature)
    .send(payload);
  expect(signed.status).toBe(200);
  expect((await b.get('/api/auth/user')).body.isPremium).toBe(true);
});

it('every other payments route keeps the session and Origin checks; an oversized webhook is refused (413)', async () => {
  expect(
    (await request(t.url).post('/api/create-payment-intent').set('Origin', t.url).send({ amount: 3000 })).status,
  ).toBe(401);
  const { b } = await buyer();
  expect((await b.agent.post('/api/create-payment-intent').send({ amount: 3000 })).status).toBe(403);
  // Only POST is the raw-body route: anything else on its path is an ordinary API call, which needs a session.
  expect((await request(t.url).get('/api/payments/webhook')).status).toBe(401);
  const big = await request(t.url)
    .post('/api/payments/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', 't=1,v1=00')
    .send('x'.repeat(65 * 1024));
  expect(big.status).toBe(413);
});

it('the return from Stripe (status) grants Premium when the webhook has not come', async () => {
  const { b, clientSecret, intentId } = await buyer();
  await payAsStripeJs(intentId, clientSecret, 'never');
  expect((await b.get('/api/auth/user')).body.isPremium).toBe(false);
  const status = await b.get(`/api/payments/status?payment_intent=${intentId}`);
  expect(status.body).toEqual({ status: 'succeeded', isPremium: true });
  expect((await b.get('/api/auth/user')).body.isPremium).toBe(true);
});

it('a full refund through Stripe revokes Premium on the next request', async () => {
  const { b, clientSecret, intentId } = await buyer();
  await payAsStripeJs(intentId, clientSecret, 'before-response');
  expect((await b.get('/api/auth/user')).body.isPremium).toBe(true);
  expect(await stub.refund(intentId)).toBe(200);
  expect((await b.get('/api/auth/user')).body.isPremium).toBe(false);
});

it('hands the browser the publishable key, and the CSP allows exactly the Stripe origins the Payment Element needs', async () => {
  const { b } = await buyer();
  expect((await b.get('/api/payments/config')).body).toEqual({ publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY });
  const csp = String((await b.get('/checkout')).headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))!
      .split(' ')
      .filter((v) => v.includes('stripe'));
  expect(directive('script-src')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com']);
  expect(directive('frame-src')).toEqual([
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
  ]);
  expect(directive('connect-src')).toEqual(['https://api.stripe.com']);
  expect(directive('img-src')).toEqual(['https://*.stripe.com']);
});

it("Stripe's secret key and webhook secret are in the payments service's environment only", () => {
  const environ = (pid: number) =>
    fs
      .readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .map((kv) => kv.slice(0, kv.indexOf('=')));
  expect(environ(t.stack.services.payments.child.pid)).toEqual(
    expect.arrayContaining(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']),
  );
  for (const child of [
    t.stack.bff.child,
    t.stack.services.core.child,
    t.stack.services.social.child,
    t.stack.services.community.child,
  ]) {
    expect(environ(child.pid)).not.toContain('STRIPE_SECRET_KEY');
    expect(environ(child.pid)).not.toContain('STRIPE_WEBHOOK_SECRET');
  }
});

it('a payments service that cannot start (a malformed STRIPE_API_BASE) fails the start and leaves nothing running', async () => {
  const { startStack, freePort } = require('../../scripts/stack.cjs');
  const database = await createTestDatabase();
  try {
    const ports = {
      core: await freePort(),
      social: await freePort(),
      payments: await freePort(),
      community: await freePort(),
    };
    await expect(
      startStack({
        databaseUrl: database.url,
        port: await freePort(),
        servicePorts: ports,
        quiet: true,
        env: { ...KEYS, STRIPE_API_BASE: 'ftp://stripe.example', FJ_DATA_DIR: t.dataDir, LOG_LEVEL: 'warn' },
      }),
    ).rejects.toThrow(/payments exited|STRIPE_API_BASE/);
    for (const port of [ports.core, ports.social, ports.community]) {
      expect(
        await fetch(`http://127.0.0.1:${port}/healthz`).then(
          () => 'answering',
          () => 'stopped',
        ),
      ).toBe('stopped');
    }
  } finally {
    await database.drop();
  }
});
