import { contractOf, databaseSnapshot, fuzzEndpoint, identityHeaders } from '@fj/server-kit/testing';
import { SERVICE_NAME } from '../src/app';
import { setupCore } from './helpers';

// The inbox, preferences, broadcasts and push subscriptions get the shared fuzz run: never a 5xx, every 4xx a readable
// message, nothing written on a 4xx, every 2xx body as the catalog's response schema describes it.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

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
  });
  expect(report.statuses[reaches]).toBeGreaterThan(0);
});
