import crypto from 'node:crypto';
import webpush from 'web-push';
import { runJobsOnce } from '@fj/server-kit/jobs';
import { notificationJobHandlers } from '../src/notification-delivery/jobs';
import { INVALID_AUTH, INVALID_P256DH } from '../src/push/service';
import { setupCore } from './helpers';
import { startPushService } from './push-service';

// Failures stay with their cause (decision 2905): a bad subscription is refused when stored; one stored before keys
// were checked, or one whose push service fails, is recorded on that subscription, while everyone else in the batch
// gets the broadcast exactly once and the job is not retried. Its own database: the broadcast's counts are exact.

let core: Awaited<ReturnType<typeof setupCore>>;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  const keys = webpush.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  core = await setupCore();
  push = await startPushService();
  process.env.OUTBOUND_ALLOW_HOSTS = push.host;
});
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_HOSTS;
  await push.close();
  await core.close();
});

const runJobs = () =>
  runJobsOnce({ service: 'core', connectionString: core.url, handlers: notificationJobHandlers(core.db) });

it('refuses keys that cannot encrypt: not a P-256 point, wrong length, an auth secret that is not 16 bytes', async () => {
  const api = await core.as(await core.newUser());
  const good = push.subscribe();
  const offCurve = Buffer.concat([Buffer.from([4]), crypto.randomBytes(64)]).toString('base64url');
  const cases: Array<[object, string]> = [
    [{ ...good, keys: { ...good.keys, p256dh: offCurve } }, INVALID_P256DH],
    [{ ...good, keys: { ...good.keys, p256dh: crypto.randomBytes(33).toString('base64url') } }, INVALID_P256DH],
    [{ ...good, keys: { ...good.keys, auth: crypto.randomBytes(15).toString('base64url') } }, INVALID_AUTH],
  ];
  for (const [body, message] of cases) {
    const res = await api.post('/api/push/subscriptions', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  }
  expect(await core.db.pushSubscription.count()).toBe(0);
  expect((await api.post('/api/push/subscriptions', good)).status).toBe(201);
  await core.db.pushSubscription.deleteMany();
});

it('delivers a broadcast to every other subscriber once when one key is broken and one push service fails', async () => {
  const admin = await core.as(await core.newUser({ isAdmin: true }));
  const subscribers = [];
  for (let i = 0; i < 4; i++) {
    const user = await core.newUser();
    const subscription = push.subscribe();
    expect((await (await core.as(user)).post('/api/push/subscriptions', subscription)).status).toBe(201);
    subscribers.push({ user, subscription });
  }
  // A subscription stored before keys were checked: a 65-byte "point" that is not on the curve.
  const broken = await core.newUser();
  const brokenRow = await core.db.pushSubscription.create({
    data: {
      userId: broken.userId,
      endpoint: push.subscribe().endpoint,
      p256dh: Buffer.concat([Buffer.from([4]), crypto.randomBytes(64)]).toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    },
  });
  // And one whose push service answers 500.
  const failing = subscribers.pop()!;
  push.markFailing(failing.subscription.endpoint);

  const sent = await admin.post('/api/admin/messages', { title: 'Launch', content: 'Today', type: 'update' });
  expect(sent.status).toBe(201);
  await runJobs(); // fan-out
  await runJobs(); // the one delivery batch
  for (const { subscription } of subscribers) expect(push.receivedBy(subscription.endpoint)).toHaveLength(1);
  // Nothing failed or waits for a retry: the batch job completed.
  const [{ left }] = await core.db.$queryRawUnsafe<Array<{ left: number }>>(
    `SELECT count(*)::int AS left FROM graphile_worker.jobs WHERE task_identifier LIKE 'core:%'`,
  );
  expect(left).toBe(0);
  await runJobs();
  for (const { subscription } of subscribers) expect(push.receivedBy(subscription.endpoint)).toHaveLength(1);

  expect(await core.db.pushSubscription.findUnique({ where: { id: brokenRow.id } })).toMatchObject({
    failures: 1,
    lastFailure: 'The subscription keys cannot encrypt a message',
  });
  expect(
    await core.db.pushSubscription.findUnique({ where: { endpoint: failing.subscription.endpoint } }),
  ).toMatchObject({
    failures: 1,
    lastFailure: 'The push service answered 500',
  });
  // The admin sees the outcome per broadcast.
  const [message] = (await admin.get('/api/admin/messages')).body;
  expect(message).toMatchObject({ id: sent.body.id, delivered: 3, failed: 2 });

  // The push service is back: the next delivery clears the failure.
  push.markWorking(failing.subscription.endpoint);
  await admin.post('/api/admin/messages', { title: 'Again', content: 'Now', type: 'update' });
  await runJobs();
  await runJobs();
  expect(
    await core.db.pushSubscription.findUnique({ where: { endpoint: failing.subscription.endpoint } }),
  ).toMatchObject({
    failures: 0,
    lastFailure: null,
  });
});

it('counts the background jobs given up after their last attempt in the admin stats', async () => {
  const admin = await core.as(await core.newUser({ isAdmin: true }));
  expect((await admin.get('/api/admin/stats')).body.failedJobs).toBe(0);
  await core.db.$queryRawUnsafe(
    `SELECT graphile_worker.add_job('core:send-digest', '{"userId":"gone"}'::json, max_attempts => 1)`,
  );
  await core.db.$executeRawUnsafe(
    `UPDATE graphile_worker._private_jobs SET attempts = 1, last_error = 'provider down' WHERE attempts = 0`,
  );
  expect((await admin.get('/api/admin/stats')).body.failedJobs).toBe(1);
});
