import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createPrisma, type Db } from '@fj/db';
import { createTestDatabase, createTestUser } from '@fj/db/testing';
import type { Identity } from '@fj/server-kit';
import { identityHeaders } from '@fj/server-kit/testing';
import { createPaymentsApp, SERVICE_NAME } from '../src/app';
import type { StripeSettings } from '../src/stripe/config';
import { startStripeStub, type StripeStub, type StripeStubOptions } from './support/stripe-stub';

export const TEST_KEYS = {
  secretKey: 'sk_test_founder',
  publishableKey: 'pk_test_founder',
  webhookSecret: 'whsec_test_founder',
} as const;

/**
 * The payments service on a fresh database, listening on a free port, with the real Stripe SDK pointed at a local
 * Stripe stub that sends its webhooks back to the service. `stripe: false` starts it without STRIPE_* settings.
 */
export async function setupPayments({
  stripe = true,
  stub: stubOptions = {},
  settings = {},
  adminEmail,
}: { stripe?: boolean; stub?: StripeStubOptions; settings?: Partial<StripeSettings>; adminEmail?: string } = {}) {
  const database = await createTestDatabase();
  const statements: string[] = [];
  const db: Db = createPrisma(database.url, { max: 4, onQuery: (e) => statements.push(e.query) });
  let stub: StripeStub | undefined;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (stripe)
    stub = await startStripeStub({
      webhookUrl: `${url}/api/payments/webhook`,
      webhookSecret: TEST_KEYS.webhookSecret,
      ...stubOptions,
    });
  const app = createPaymentsApp(db, {
    stripe: stripe ? { ...TEST_KEYS, apiBase: stub!.url, ...settings } : { ...settings },
    adminEmail,
  });
  server.on('request', app);

  const as = async (user: Identity) => {
    const headers = await identityHeaders(user, SERVICE_NAME);
    return {
      headers,
      get: (path: string) => request(url).get(path).set(headers),
      post: (path: string, body?: object) => request(url).post(path).set(headers).send(body),
    };
  };
  return {
    url,
    databaseUrl: database.url,
    app,
    db,
    stub: stub as StripeStub,
    as,
    newUser: (data?: Parameters<typeof createTestUser>[1]) => createTestUser(db, data),
    /** The SQL statements `run` sent. */
    statementsOf: async (run: () => Promise<unknown>) => {
      statements.length = 0;
      await run();
      return [...statements];
    },
    /** The stored user flags. */
    flags: (userId: string) =>
      db.user.findUniqueOrThrow({ where: { id: userId }, select: { isPremium: true, isAdmin: true } }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stub?.close();
      await db.$disconnect();
      await database.drop();
    },
  };
}

export type PaymentsTest = Awaited<ReturnType<typeof setupPayments>>;

/** A user with an open Premium PaymentIntent (through the endpoint); returns the intent id. */
export async function userWithIntent(t: PaymentsTest) {
  const user = await t.newUser();
  const res = await (await t.as(user)).post('/api/create-payment-intent', { amount: 3000 });
  expect(res.status).toBe(200);
  const intentId = String(res.body.clientSecret).split('_secret_')[0];
  return { user, intentId, clientSecret: res.body.clientSecret as string };
}
