import pg from 'pg';
import request from 'supertest';
import Stripe from 'stripe';
import { databaseSnapshot } from '@fj/server-kit/testing';
import { setupPayments, TEST_KEYS, userWithIntent, type PaymentsTest } from './helpers';

// POST /api/payments/webhook: Stripe's signature is the only authentication; a verified `payment_intent.succeeded`
// grants Premium exactly once, a full refund revokes it once.

let t: PaymentsTest;
let snapshot: () => Promise<Record<string, string>>;
beforeAll(async () => {
  t = await setupPayments();
  snapshot = databaseSnapshot(t.db);
});
afterAll(() => t.close());

const signer = new Stripe('sk_test_signer');
const eventJson = (type: string, object: unknown) =>
  JSON.stringify({
    id: `evt_${Math.random().toString(16).slice(2)}`,
    object: 'event',
    type,
    data: { object },
    created: 1,
    livemode: false,
  });
const sign = (payload: string, secret: string = TEST_KEYS.webhookSecret) =>
  signer.webhooks.generateTestHeaderString({ payload, secret });
const post = (payload: string, headers: Record<string, string>) =>
  request(t.url)
    .post('/api/payments/webhook')
    .set({ 'content-type': 'application/json', ...headers })
    .send(payload);

/** Counts the `user_changed` notifications (what every BFF instance reacts to) for one user while `run` runs. */
async function userNotifications(userId: string, run: () => Promise<unknown>): Promise<number> {
  const listener = new pg.Client({ connectionString: t.databaseUrl });
  await listener.connect();
  let count = 0;
  listener.on('notification', (n) => void (n.payload === userId && count++));
  await listener.query('LISTEN user_changed');
  try {
    await run();
    await listener.query('SELECT 1'); // notifications committed before this round trip arrive before its answer
  } finally {
    await listener.end();
  }
  return count;
}

describe('the signature', () => {
  it('a bad, missing or stale signature, or a tampered body, is a 400 and changes nothing', async () => {
    const { user, intentId } = await userWithIntent(t);
    await t.stub.succeed(intentId, 'never');
    const payload = eventJson('payment_intent.succeeded', t.stub.intents.get(intentId));
    const before = await snapshot();
    const cases: Array<[string, Record<string, string>, string]> = [
      ['missing', {}, payload],
      ['another secret', { 'stripe-signature': sign(payload, 'whsec_someone_else') }, payload],
      ['garbage', { 'stripe-signature': 't=1,v1=deadbeef' }, payload],
      ['tampered body', { 'stripe-signature': sign(payload) }, payload.replace('"amount":3000', '"amount":3001')],
      [
        'stale (an hour old)',
        {
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: TEST_KEYS.webhookSecret,
            timestamp: Math.floor(Date.now() / 1000) - 3600,
          }),
        },
        payload,
      ],
    ];
    for (const [name, headers, body] of cases) {
      const res = await post(body, headers);
      expect({ name, status: res.status, message: res.body.message }).toEqual({
        name,
        status: 400,
        message: expect.stringMatching(/Stripe-Signature/),
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(await t.flags(user.userId)).toEqual({ isPremium: false, isAdmin: false });
  });

  it('needs no session or identity: a good signature is enough, and grants Premium', async () => {
    const { user, intentId } = await userWithIntent(t);
    await t.stub.succeed(intentId, 'never');
    const payload = eventJson('payment_intent.succeeded', t.stub.intents.get(intentId));
    const res = await post(payload, { 'stripe-signature': sign(payload) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'granted' });
    expect(await t.flags(user.userId)).toEqual({ isPremium: true, isAdmin: false });
  });

  it('refuses a body over 64 KB (413)', async () => {
    const payload = eventJson('payment_intent.succeeded', { padding: 'x'.repeat(70 * 1024) });
    expect((await post(payload, { 'stripe-signature': sign(payload) })).status).toBe(413);
  });
});

describe('exactly once', () => {
  it('replaying payment_intent.succeeded 10 times grants Premium once (one user change, one notification)', async () => {
    const { user, intentId } = await userWithIntent(t);
    await t.stub.succeed(intentId, 'never');
    const intent = t.stub.intents.get(intentId);
    const outcomes: string[] = [];
    const notified = await userNotifications(user.userId, async () => {
      for (let i = 0; i < 10; i++)
        outcomes.push((await t.stub.sendEvent('payment_intent.succeeded', intent)) === 200 ? 'ok' : 'failed');
    });
    expect(outcomes).toEqual(Array(10).fill('ok'));
    expect(notified).toBe(1);
    expect(await t.flags(user.userId)).toEqual({ isPremium: true, isAdmin: false });
    expect(
      await t.db.purchase.findMany({ where: { userId: user.userId }, select: { status: true, refundedAt: true } }),
    ).toEqual([{ status: 'succeeded', refundedAt: null }]);
  });

  it('ten deliveries at once still grant once', async () => {
    const { user, intentId } = await userWithIntent(t);
    await t.stub.succeed(intentId, 'never');
    const intent = t.stub.intents.get(intentId);
    const notified = await userNotifications(user.userId, () =>
      Promise.all(Array.from({ length: 10 }, () => t.stub.sendEvent('payment_intent.succeeded', intent))),
    );
    expect(notified).toBe(1);
  });

  it('an intent that is not a purchase of ours is acknowledged (200) and ignored', async () => {
    const before = await snapshot();
    const status = await t.stub.sendEvent('payment_intent.succeeded', {
      id: 'pi_notours',
      object: 'payment_intent',
      amount: 3000,
      currency: 'gbp',
      status: 'succeeded',
    });
    expect(status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('a succeeded intent for another price grants nothing', async () => {
    const { user, intentId } = await userWithIntent(t);
    const payload = eventJson('payment_intent.succeeded', {
      ...t.stub.intents.get(intentId),
      status: 'succeeded',
      amount: 100,
    });
    const res = await post(payload, { 'stripe-signature': sign(payload) });
    expect(res.body.outcome).toBe('not our price');
    expect(await t.flags(user.userId)).toEqual({ isPremium: false, isAdmin: false });
  });

  it('event types we do not use are acknowledged and ignored', async () => {
    const before = await snapshot();
    expect(await t.stub.sendEvent('customer.created', { id: 'cus_1', object: 'customer' })).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('a failed payment keeps the purchase payable and records its status', async () => {
    const { user, intentId } = await userWithIntent(t);
    const intent = {
      ...t.stub.intents.get(intentId),
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    };
    expect(await t.stub.sendEvent('payment_intent.processing', { ...intent, status: 'processing' })).toBe(200);
    expect((await t.db.purchase.findUniqueOrThrow({ where: { paymentIntentId: intentId } })).status).toBe('processing');
    expect(await t.stub.sendEvent('payment_intent.payment_failed', intent)).toBe(200);
    expect((await t.db.purchase.findUniqueOrThrow({ where: { paymentIntentId: intentId } })).status).toBe(
      'requires_payment_method',
    );
    expect(await t.flags(user.userId)).toEqual({ isPremium: false, isAdmin: false });
  });
});

describe('refunds', () => {
  it('a full refund (charge.refunded) revokes Premium and records refundedAt, once; the old success cannot re-grant it', async () => {
    const { user, intentId } = await userWithIntent(t);
    await t.stub.succeed(intentId, 'before-response');
    expect(await t.flags(user.userId)).toEqual({ isPremium: true, isAdmin: false });

    expect(await t.stub.refund(intentId)).toBe(200);
    expect(await t.flags(user.userId)).toEqual({ isPremium: false, isAdmin: false });
    const { refundedAt } = await t.db.purchase.findUniqueOrThrow({ where: { paymentIntentId: intentId } });
    expect(refundedAt).toBeInstanceOf(Date);

    const before = await snapshot();
    expect(await t.stub.refund(intentId)).toBe(200);
    expect(await t.stub.sendEvent('payment_intent.succeeded', t.stub.intents.get(intentId))).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('a partial refund keeps Premium', async () => {
    const { user, intentId } = await userWithIntent(t);
    await t.stub.succeed(intentId, 'before-response');
    expect(await t.stub.refund(intentId, 1000)).toBe(200);
    expect(await t.flags(user.userId)).toEqual({ isPremium: true, isAdmin: false });
    expect((await t.db.purchase.findUniqueOrThrow({ where: { paymentIntentId: intentId } })).refundedAt).toBeNull();
  });

  it('an admin keeps Premium after a refund (the admin bootstrap grants it without a purchase)', async () => {
    const admin = await t.newUser({ isAdmin: true });
    const res = await (await t.as(admin)).post('/api/create-payment-intent', { amount: 3000 });
    const intentId = res.body.clientSecret.split('_secret_')[0];
    await t.stub.succeed(intentId, 'before-response');
    await t.stub.refund(intentId);
    expect(await t.flags(admin.userId)).toEqual({ isPremium: true, isAdmin: true });
  });
});
