import {
  ALREADY_PREMIUM,
  PAYMENTS_NOT_CONFIGURED,
  PREMIUM_AMOUNT_INVALID,
  PREMIUM_CURRENCY_INVALID,
} from '@fj/contracts';
import { databaseSnapshot } from '@fj/server-kit/testing';
import { setupPayments, TEST_KEYS, userWithIntent, type PaymentsTest } from './helpers';

let t: PaymentsTest;
beforeAll(async () => {
  t = await setupPayments();
});
afterAll(() => t.close());

const createCalls = () => t.stub.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

describe('POST /api/create-payment-intent', () => {
  it('creates a £30 (3000 pence, GBP) PaymentIntent at Stripe, records the purchase and answers its client secret', async () => {
    const user = await t.newUser();
    const before = createCalls().length;
    const res = await (await t.as(user)).post('/api/create-payment-intent', { amount: 3000 });
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^pi_[a-f0-9]+_secret_/);
    const [call] = createCalls().slice(before);
    expect(call).toMatchObject({
      authorization: `Bearer ${TEST_KEYS.secretKey}`,
      idempotencyKey: `premium:${user.userId}:1`,
    });
    expect(call.body).toMatchObject({
      amount: '3000',
      currency: 'gbp',
      automatic_payment_methods: { enabled: 'true' },
      metadata: { userId: user.userId },
    });
    const purchases = await t.db.purchase.findMany({ where: { userId: user.userId } });
    expect(purchases).toEqual([
      expect.objectContaining({
        amount: 3000,
        currency: 'gbp',
        status: 'requires_payment_method',
        refundedAt: null,
        paymentIntentId: res.body.clientSecret.split('_secret_')[0],
      }),
    ]);
  });

  it('the server sets the price: any other amount or currency is a 400 and nothing reaches Stripe or the database', async () => {
    const api = await t.as(await t.newUser());
    const snapshot = databaseSnapshot(t.db);
    const before = [await snapshot(), t.stub.requests.length];
    for (const [body, message] of [
      [{ amount: 2999 }, PREMIUM_AMOUNT_INVALID],
      [{ amount: 30 }, PREMIUM_AMOUNT_INVALID],
      [{ amount: 0 }, PREMIUM_AMOUNT_INVALID],
      [{ amount: '3000' }, PREMIUM_AMOUNT_INVALID],
      [{}, PREMIUM_AMOUNT_INVALID],
      [{ amount: 3000, currency: 'usd' }, PREMIUM_CURRENCY_INVALID],
    ] as const) {
      const res = await api.post('/api/create-payment-intent', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({
        body,
        status: 400,
        message: expect.stringContaining(message),
      });
    }
    expect((await api.post('/api/create-payment-intent', { amount: 3000, price: 1 })).status).toBe(400);
    expect([await snapshot(), t.stub.requests.length]).toEqual(before);
  });

  it("reuses the caller's open intent instead of creating one per visit, also for two checkouts opened at once", async () => {
    const { user, clientSecret } = await userWithIntent(t);
    const api = await t.as(user);
    const again = await api.post('/api/create-payment-intent', { amount: 3000 });
    expect(again.body.clientSecret).toBe(clientSecret);
    expect(await t.db.purchase.count({ where: { userId: user.userId } })).toBe(1);

    // Two tabs at once: the same idempotency key gets the same intent from Stripe, recorded once.
    const other = await t.as(await t.newUser());
    const before = createCalls().length;
    const [a, b] = await Promise.all([
      other.post('/api/create-payment-intent', { amount: 3000 }),
      other.post('/api/create-payment-intent', { amount: 3000 }),
    ]);
    expect(a.body.clientSecret).toBe(b.body.clientSecret);
    expect(
      new Set(
        createCalls()
          .slice(before)
          .map((c) => c.idempotencyKey),
      ).size,
    ).toBe(1);
    expect(await t.db.purchase.count({ where: { paymentIntentId: a.body.clientSecret.split('_secret_')[0] } })).toBe(1);
  });

  it('a declined card leaves the intent payable: the next visit gets the same one back', async () => {
    const { user, intentId, clientSecret } = await userWithIntent(t);
    t.stub.intents.get(intentId)!.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    };
    expect((await (await t.as(user)).post('/api/create-payment-intent', { amount: 3000 })).body.clientSecret).toBe(
      clientSecret,
    );
  });

  it('a canceled or refunded purchase starts a new attempt with a new idempotency key', async () => {
    const { user, intentId } = await userWithIntent(t);
    t.stub.intents.get(intentId)!.status = 'canceled';
    const res = await (await t.as(user)).post('/api/create-payment-intent', { amount: 3000 });
    expect(res.status).toBe(200);
    expect(res.body.clientSecret.startsWith(intentId)).toBe(false);
    expect(createCalls().at(-1)!.idempotencyKey).toBe(`premium:${user.userId}:2`);
    expect(
      await t.db.purchase.findMany({
        where: { userId: user.userId },
        select: { status: true },
        orderBy: { createdAt: 'asc' },
      }),
    ).toEqual([{ status: 'canceled' }, { status: 'requires_payment_method' }]);
  });

  it("409 'You are already a Premium member' for a Premium caller, without asking Stripe", async () => {
    const user = await t.newUser({ isPremium: true });
    const before = t.stub.requests.length;
    const res = await (await t.as(user)).post('/api/create-payment-intent', { amount: 3000 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ALREADY_PREMIUM);
    expect(t.stub.requests.length).toBe(before);
  });

  it('an intent already paid (its webhook not here yet) grants Premium and answers 409 instead of a second payment', async () => {
    const { user, intentId } = await userWithIntent(t);
    await t.stub.succeed(intentId, 'never');
    const res = await (await t.as(user)).post('/api/create-payment-intent', { amount: 3000 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ALREADY_PREMIUM);
    expect(await t.flags(user.userId)).toEqual({ isPremium: true, isAdmin: false });
  });
});

describe('GET /api/payments/status (the return from Stripe)', () => {
  it('asks Stripe and grants Premium when the payment succeeded, even before the webhook', async () => {
    const { user, intentId } = await userWithIntent(t);
    const api = await t.as(user);
    const open = await api.get(`/api/payments/status?payment_intent=${intentId}`);
    expect(open.body).toEqual({ status: 'requires_payment_method', isPremium: false });

    await t.stub.succeed(intentId, 'never');
    const paid = await api.get(`/api/payments/status?payment_intent=${intentId}`);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ status: 'succeeded', isPremium: true });
    expect(await t.flags(user.userId)).toEqual({ isPremium: true, isAdmin: false });
    expect(
      await t.db.purchase.findUniqueOrThrow({ where: { paymentIntentId: intentId }, select: { status: true } }),
    ).toEqual({ status: 'succeeded' });

    // The late webhook then finds it done.
    const snapshot = databaseSnapshot(t.db);
    const before = await snapshot();
    expect(await t.stub.sendEvent('payment_intent.succeeded', t.stub.intents.get(intentId))).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("another user's intent, an unknown one and a malformed id are all 404", async () => {
    const { intentId } = await userWithIntent(t);
    const stranger = await t.as(await t.newUser());
    for (const id of [intentId, 'pi_000000000000', 'not-an-intent', "pi_1' OR 1=1"]) {
      const res = await stranger.get(`/api/payments/status?payment_intent=${encodeURIComponent(id)}`);
      expect({ id, status: res.status, message: res.body.message }).toEqual({
        id,
        status: 404,
        message: 'Payment not found',
      });
    }
    expect((await stranger.get('/api/payments/status')).status).toBe(400);
  });
});

describe('configuration', () => {
  it('hands the browser the publishable key', async () => {
    expect((await (await t.as(await t.newUser())).get('/api/payments/config')).body).toEqual({
      publishableKey: TEST_KEYS.publishableKey,
    });
  });

  it("without STRIPE_SECRET_KEY the service runs: 503 'Payments are not configured on this server', no key for the browser", async () => {
    const bare = await setupPayments({ stripe: false });
    try {
      const api = await bare.as(await bare.newUser());
      const create = await api.post('/api/create-payment-intent', { amount: 3000 });
      expect(create.status).toBe(503);
      expect(create.body.message).toBe(PAYMENTS_NOT_CONFIGURED);
      expect((await api.get('/api/payments/status?payment_intent=pi_123')).status).toBe(503);
      expect((await api.get('/api/payments/config')).body).toEqual({ publishableKey: null });
      expect(await bare.db.purchase.count()).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it('Stripe unreachable: a 502 in our words, nothing recorded', async () => {
    const down = await setupPayments({ settings: { apiBase: 'http://127.0.0.1:9' } });
    try {
      const res = await (await down.as(await down.newUser())).post('/api/create-payment-intent', { amount: 3000 });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('Payments are unavailable right now. Please try again in a moment.');
      expect(await down.db.purchase.count()).toBe(0);
    } finally {
      await down.close();
    }
  }, 30_000);
});
