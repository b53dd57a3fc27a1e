import crypto from 'node:crypto';
import { contractOf, databaseSnapshot, fuzzEndpoint, identityHeaders, type FuzzOptions } from '@fj/server-kit/testing';
import { SERVICE_NAME } from '../src/app';
import { setupCore } from './helpers';

// The inbox, preferences, broadcasts and push subscriptions get the shared fuzz run: never a 5xx, every 4xx a readable
// message, nothing written on a 4xx, every 2xx body as the catalog's response schema describes it.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

/** Real browser keys (a P-256 point, a 16-byte secret): the server refuses any other (docs/decisions/2905). */
const pushKeys: FuzzOptions['pick'] = {
  'keys.p256dh': Array.from({ length: 5 }, () => {
    const ecdh = crypto.createECDH('prime256v1');
    return ecdh.generateKeys().toString('base64url');
  }),
  'keys.auth': Array.from({ length: 5 }, () => crypto.randomBytes(16).toString('base64url')),
};

it.each(
  (
    [
      [contractOf('post', '/api/admin/messages'), 201],
      [contractOf('put', '/api/notification-preferences'), 200],
      [contractOf('post', '/api/notifications/read'), 200],
      [contractOf('post', '/api/push/subscriptions'), 201],
      [contractOf('delete', '/api/push/subscriptions'), 204],
    ] as const
  ).map(([contract, reaches]) => [contract.name, contract, reaches] as const),
)('%s', async (_name, { method, path, body, response }, reaches) => {
  const admin = await core.newUser({ isAdmin: true });
  const report = await fuzzEndpoint(core.app, method, path, body, {
    response,
    headers: await identityHeaders(admin, SERVICE_NAME),
    snapshot: databaseSnapshot(core.db),
    pick: method === 'post' && path === '/api/push/subscriptions' ? pushKeys : undefined,
  });
  expect(report.statuses[reaches]).toBeGreaterThan(0);
});
