import { z } from 'zod';
import { contractOf, databaseSnapshot, fuzzEndpoint } from '@fj/server-kit/testing';
import { setupPayments, type PaymentsTest } from './helpers';

// Every mutating payments endpoint gets the shared fuzz run (the crash cases in every field plus random valid, boundary
// and hostile bodies): never a 5xx, every 4xx a readable { message }, nothing written on a 4xx, every 2xx body as the
// catalog's response schema describes it.

let t: PaymentsTest;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  t = await setupPayments({ adminEmail: 'admin@example.com' });
  snapshot = databaseSnapshot(t.db);
});
afterAll(() => t.close());

it('POST /api/create-payment-intent', async () => {
  const { headers } = await t.as(await t.newUser());
  const { body, response } = contractOf('post', '/api/create-payment-intent');
  const report = await fuzzEndpoint(t.url, 'post', '/api/create-payment-intent', body, { response, headers, snapshot });
  expect(report.statuses[200]).toBeGreaterThan(0);
  expect(report.statuses[400]).toBeGreaterThan(0);
  // However many valid bodies came, the caller has one purchase: the open intent is reused.
  expect(await t.db.purchase.count()).toBe(1);
});

it('POST /api/payments/webhook (no signature can be guessed: every body is refused, nothing written)', async () => {
  const loose = z.object({
    id: z.string(),
    type: z.string(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  });
  const { response } = contractOf('post', '/api/payments/webhook');
  const report = await fuzzEndpoint(t.url, 'post', '/api/payments/webhook', loose, {
    response,
    headers: { 'stripe-signature': 't=1,v1=00' },
    snapshot,
  });
  expect(Object.keys(report.statuses).every((s) => Number(s) >= 400 && Number(s) < 500)).toBe(true);
});

it('POST /api/admin/bootstrap (a caller who is not the admin)', async () => {
  const { headers } = await t.as(await t.newUser());
  const { body, response } = contractOf('post', '/api/admin/bootstrap');
  const report = await fuzzEndpoint(t.url, 'post', '/api/admin/bootstrap', body, { response, headers, snapshot });
  expect(report.statuses[403]).toBeGreaterThan(0);
});
