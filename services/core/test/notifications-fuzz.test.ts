import { createAdminMessageSchema, deletePushSubscriptionSchema, markNotificationsReadSchema, pushSubscriptionSchema, updateNotificationPreferencesSchema } from '@fj/contracts';
import { databaseSnapshot, fuzzEndpoint, identityHeaders } from '@fj/server-kit/testing';
import { SERVICE_NAME } from '../src/app';
import { setupCore } from './helpers';

// The notification endpoints that change something get the shared fuzz run: never a 5xx, every 4xx a readable message,
// nothing written on a 4xx.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

it.each([
  ['post', '/api/admin/messages', createAdminMessageSchema, 201],
  ['put', '/api/notification-preferences', updateNotificationPreferencesSchema, 200],
  ['post', '/api/notifications/read', markNotificationsReadSchema, 200],
  ['post', '/api/push/subscriptions', pushSubscriptionSchema, 201],
  ['delete', '/api/push/subscriptions', deletePushSubscriptionSchema, 204],
] as const)('%s %s', async (method, path, schema, reaches) => {
  const admin = await core.newUser({ isAdmin: true });
  const report = await fuzzEndpoint(core.app, method, path, schema, { headers: await identityHeaders(admin, SERVICE_NAME), snapshot: databaseSnapshot(core.db) });
  expect(report.statuses[reaches]).toBeGreaterThan(0);
});
