import webpush from 'web-push';
import { runJobsOnce } from '@fj/server-kit/jobs';
import { deliverBatch, sendDigest } from '../src/notification-delivery/deliver';
import { notificationJobHandlers } from '../src/notification-delivery/jobs';
import { setupCore } from './helpers';
import { startPushService } from './push-service';

// A broadcast reaches each user's device as a real Web Push (VAPID, aes128gcm) through the SSRF-safe
// fetch, to a local push service that decrypts it like a browser; the delivery rules run in the documented order.

let core: Awaited<ReturnType<typeof setupCore>>;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  const keys = webpush.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  process.env.VAPID_SUBJECT = 'mailto:admin@example.com';
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
/** A user with a browser subscribed to the local push service, and optional preferences. */
async function subscribedUser(prefs: object = {}, timeZone = 'UTC') {
  const user = await core.newUser();
  const api = await core.as(user);
  const subscription = push.subscribe();
  expect((await api.post('/api/push/subscriptions', subscription)).status).toBe(201);
  if (Object.keys(prefs).length) expect((await api.put('/api/notification-preferences', prefs)).status).toBe(200);
  if (timeZone !== 'UTC')
    await core.db.settings.upsert({
      where: { userId: user.userId },
      create: { userId: user.userId, timeZone },
      update: { timeZone },
    });
  return { user, api, subscription };
}
const heldJobs = async (task: string, userId: string) =>
  core.db.$queryRawUnsafe<Array<{ run_at: Date }>>(
    `SELECT j.run_at FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = $1 AND j.payload->>'userId' = $2 ORDER BY j.id`,
    task,
    userId,
  );

it('serves the VAPID public key and validates browser subscriptions (https, keys, no private addresses)', async () => {
  const api = await core.as(await core.newUser());
  expect((await api.get('/api/push/public-key')).body).toEqual({ publicKey: process.env.VAPID_PUBLIC_KEY });
  const good = push.subscribe();
  const bad: object[] = [
    { ...good, endpoint: 'http://push.example.com/x' },
    { ...good, endpoint: 'https://127.0.0.1/x' },
    { ...good, endpoint: 'https://10.0.0.8/x' },
    { ...good, endpoint: 'ftp://push.example.com/x' },
    { ...good, keys: { p256dh: 'not base64!', auth: good.keys.auth } },
    { endpoint: good.endpoint },
  ];
  for (const body of bad) expect((await api.post('/api/push/subscriptions', body)).status).toBe(400);
  expect(await core.db.pushSubscription.count()).toBe(0);
  expect((await api.post('/api/push/subscriptions', good)).status).toBe(201);
  expect((await api.post('/api/push/subscriptions', good)).status).toBe(201); // idempotent
  expect(await core.db.pushSubscription.count()).toBe(1);
  expect((await api.delete('/api/push/subscriptions').send({ endpoint: good.endpoint })).status).toBe(204);
  expect(await core.db.pushSubscription.count()).toBe(0);
});

it('delivers a broadcast as an encrypted Web Push to subscribed users who want it, and deletes gone subscriptions', async () => {
  const admin = await core.as(await core.newUser({ isAdmin: true }));
  const wants = await subscribedUser();
  const optedOut = await subscribedUser({ adminMessages: false });
  const noPush = await subscribedUser({ pushNotifications: false });
  const gone = await subscribedUser();
  push.markGone(gone.subscription.endpoint);

  expect(
    (
      await admin.post('/api/admin/messages', {
        title: 'Launch week',
        content: 'Ship it today',
        type: 'announcement',
        priority: 4,
      })
    ).status,
  ).toBe(201);
  expect(push.received).toHaveLength(0); // the answer does not wait for delivery
  await runJobs(); // fan-out, then the delivery batch it enqueued
  await runJobs();

  const got = push.receivedBy(wants.subscription.endpoint);
  expect(got).toHaveLength(1);
  expect(got[0].payload).toMatchObject({
    title: 'Launch week',
    body: 'Ship it today',
    url: '/',
    icon: '/icons/icon-192.png',
  });
  expect(got[0].headers.authorization).toContain(`k=${process.env.VAPID_PUBLIC_KEY}`);
  expect(push.receivedBy(optedOut.subscription.endpoint)).toHaveLength(0);
  expect(push.receivedBy(noPush.subscription.endpoint)).toHaveLength(0);
  expect(await core.db.pushSubscription.count({ where: { userId: gone.user.userId } })).toBe(0);
  expect(await core.db.pushSubscription.count({ where: { userId: wants.user.userId } })).toBe(1);
  // Everyone still has it in the inbox.
  expect((await optedOut.api.get('/api/notifications')).body.unreadCount).toBe(1);
});

it('pushes at most 10 per day per type; the 11th goes to the inbox only, and the next local day counts afresh', async () => {
  const { user, subscription } = await subscribedUser({}, 'Europe/Berlin');
  const admin = (await core.db.user.findFirst({ where: { isAdmin: true } }))!;
  const now = new Date('2026-03-10T10:00:00Z');
  for (let i = 1; i <= 11; i++) {
    const m = await core.db.adminMessage.create({ data: { title: `Tip ${i}`, content: 'x', createdBy: admin.id } });
    await deliverBatch(core.db, { adminMessageId: m.id, userIds: [user.userId] }, now);
  }
  expect(push.receivedBy(subscription.endpoint).map((r) => r.payload.title)).toEqual(
    Array.from({ length: 10 }, (_, i) => `Tip ${i + 1}`),
  );
  // Another type has its own count.
  const team = await core.db.notification.create({
    data: { userId: user.userId, kind: 'team', title: 'Team news', body: 'b' },
  });
  await deliverBatch(core.db, { notificationIds: [team.id], userIds: [user.userId] }, now);
  expect(push.receivedBy(subscription.endpoint)).toHaveLength(11);
  // 23:30 UTC is already the next day in Berlin.
  const next = await core.db.adminMessage.create({ data: { title: 'Next day', content: 'x', createdBy: admin.id } });
  await deliverBatch(core.db, { adminMessageId: next.id, userIds: [user.userId] }, new Date('2026-03-10T23:30:00Z'));
  expect(push.receivedBy(subscription.endpoint).at(-1)!.payload.title).toBe('Next day');
});

it("holds a push during quiet hours across midnight in the user's zone, and sends it when they end", async () => {
  const { user, subscription } = await subscribedUser(
    { quietHours: true, quietStart: '22:00', quietEnd: '07:00' },
    'America/New_York',
  );
  const admin = (await core.db.user.findFirst({ where: { isAdmin: true } }))!;
  const m = await core.db.adminMessage.create({
    data: { title: 'Late news', content: 'Quiet please', createdBy: admin.id },
  });
  // 04:30 UTC on 15 January = 23:30 in New York (EST, UTC−5): inside 22:00–07:00.
  await deliverBatch(core.db, { adminMessageId: m.id, userIds: [user.userId] }, new Date('2026-01-15T04:30:00Z'));
  // 01:00 New York, after midnight: still quiet, held until 07:00 New York = 12:00 UTC.
  await deliverBatch(core.db, { adminMessageId: m.id, userIds: [user.userId] }, new Date('2026-01-15T06:00:00Z'));
  expect(push.receivedBy(subscription.endpoint)).toHaveLength(0);
  const held = await heldJobs('core:send-held-push', user.userId);
  expect(held.map((j) => new Date(j.run_at).toISOString())).toEqual([
    '2026-01-15T12:00:00.000Z',
    '2026-01-15T12:00:00.000Z',
  ]);
  // 12:00 New York (17:00 UTC) is outside quiet hours: sent at once.
  await deliverBatch(core.db, { adminMessageId: m.id, userIds: [user.userId] }, new Date('2026-01-15T17:00:00Z'));
  expect(push.receivedBy(subscription.endpoint)).toHaveLength(1);
  // When quiet hours end, the worker sends the held pushes.
  await core.db.$executeRawUnsafe(`UPDATE graphile_worker._private_jobs SET run_at = now()
    WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'core:send-held-push')`);
  await runJobs();
  expect(push.receivedBy(subscription.endpoint).map((r) => r.payload.title)).toEqual([
    'Late news',
    'Late news',
    'Late news',
  ]);
});

it('collects daily-frequency notifications into one digest at 09:00 local', async () => {
  const { user, subscription } = await subscribedUser({ frequency: 'daily' }, 'Asia/Tokyo');
  const admin = (await core.db.user.findFirst({ where: { isAdmin: true } }))!;
  const now = new Date('2026-05-01T03:00:00Z'); // 12:00 in Tokyo
  for (const title of ['Morning tip', 'Afternoon tip']) {
    const m = await core.db.adminMessage.create({ data: { title, content: 'x', createdBy: admin.id } });
    await deliverBatch(core.db, { adminMessageId: m.id, userIds: [user.userId] }, now);
  }
  expect(push.receivedBy(subscription.endpoint)).toHaveLength(0);
  // One digest job per user (job key), at the next 09:00 Tokyo = 00:00 UTC on 2 May.
  const digests = await heldJobs('core:send-digest', user.userId);
  expect(digests.map((j) => new Date(j.run_at).toISOString())).toEqual(['2026-05-02T00:00:00.000Z']);
  await sendDigest(core.db, user.userId, new Date('2026-05-02T00:00:00Z'));
  const got = push.receivedBy(subscription.endpoint);
  expect(got).toHaveLength(1);
  expect(got[0].payload).toMatchObject({
    title: 'Your daily digest: 2 notifications',
    body: 'Morning tip · Afternoon tip',
  });
  expect(await core.db.notificationDigestItem.count({ where: { userId: user.userId } })).toBe(0);
});

it('delivers notifications other services enqueue through core:notify-users into the inbox and as a push', async () => {
  const { user, api, subscription } = await subscribedUser();
  const { enqueueJob } = await import('@fj/server-kit/jobs');
  const { notifyUsersJob } = await import('@fj/contracts');
  await enqueueJob(core.db, notifyUsersJob, {
    userIds: [user.userId, '00000000-0000-0000-0000-000000000000'],
    kind: 'community',
    title: 'New comment',
    body: 'Nice post',
    url: '/community',
  });
  await runJobs();
  await runJobs();
  const inbox = (await api.get('/api/notifications')).body;
  expect(inbox.items[0]).toMatchObject({ kind: 'community', title: 'New comment', url: '/community', read: false });
  expect(push.receivedBy(subscription.endpoint).at(-1)!.payload).toMatchObject({
    title: 'New comment',
    url: '/community',
  });
});

it('emails users who chose email when SMTP_URL is set (nodemailer over SMTP), honouring the type preference', async () => {
  const { startSmtpServer } = await import('./smtp-server');
  const smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  try {
    const wantsEmail = await core.newUser({ email: 'reader@example.com' });
    await (
      await core.as(wantsEmail)
    ).put('/api/notification-preferences', { emailNotifications: true, pushNotifications: false });
    const optedOut = await core.newUser({ email: 'quiet@example.com' });
    await (
      await core.as(optedOut)
    ).put('/api/notification-preferences', { emailNotifications: true, adminMessages: false });
    const admin = (await core.db.user.findFirst({ where: { isAdmin: true } }))!;
    const m = await core.db.adminMessage.create({
      data: { title: 'By email', content: 'Read me in your inbox', createdBy: admin.id },
    });
    await deliverBatch(core.db, { adminMessageId: m.id, userIds: [wantsEmail.userId, optedOut.userId] });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['<reader@example.com>']);
    expect(smtp.received[0].data).toContain('Subject: By email');
    expect(smtp.received[0].data).toContain('Read me in your inbox');
  } finally {
    delete process.env.SMTP_URL;
    await smtp.close();
  }
});

it("sends the weekly digest on Monday at 09:00 in each user's zone to those who keep it on, after quiet hours", async () => {
  const { sendWeeklySummaries } = await import('../src/notification-delivery/weekly-summary');
  const tokyo = await subscribedUser({}, 'Asia/Tokyo');
  const utc = await subscribedUser();
  const off = await subscribedUser({ weeklyDigest: false }, 'Asia/Tokyo');
  const sleeping = await subscribedUser({ quietHours: true, quietStart: '08:00', quietEnd: '10:00' }, 'Asia/Tokyo');
  // Monday 23 November 2026, 00:00 UTC = Monday 09:00 in Tokyo, Monday 00:00 in UTC.
  const now = new Date('2026-11-23T00:00:00Z');
  await sendWeeklySummaries(core.db, now);
  expect(push.receivedBy(tokyo.subscription.endpoint).map((r) => r.payload.title)).toEqual(['Your weekly digest']);
  expect(push.receivedBy(utc.subscription.endpoint)).toHaveLength(0);
  expect(push.receivedBy(off.subscription.endpoint)).toHaveLength(0);
  expect(push.receivedBy(sleeping.subscription.endpoint)).toHaveLength(0);
  expect(
    (await heldJobs('core:send-held-push', sleeping.user.userId)).map((j) => new Date(j.run_at).toISOString()),
  ).toEqual(['2026-11-23T01:00:00.000Z']);
  // An hour later it is no longer 09:00 in Tokyo: nobody gets it twice.
  await sendWeeklySummaries(core.db, new Date('2026-11-23T01:00:00Z'));
  expect(push.receivedBy(tokyo.subscription.endpoint)).toHaveLength(1);
});

it("core's worker starts with its hourly crontab as the application role, and stops", async () => {
  const { startJobWorker } = await import('@fj/server-kit/jobs');
  const { WEEKLY_DIGEST_CRONTAB } = await import('../src/notification-delivery/weekly-summary');
  const worker = await startJobWorker({
    service: 'core',
    connectionString: core.url,
    handlers: notificationJobHandlers(core.db),
    crontab: WEEKLY_DIGEST_CRONTAB,
    pollInterval: 200,
  });
  // The worker registers its crontab once it is up; on a busy machine that can take a while, so poll (bounded).
  const registered = async () => {
    const [{ n }] = await core.db.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM graphile_worker._private_known_crontabs WHERE identifier = 'core:weekly-digest-tick'`,
    );
    return n;
  };
  let n = await registered();
  for (let waited = 0; n === 0 && waited < 20_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    n = await registered();
  }
  expect(n).toBe(1);
  await worker.stop();
});
