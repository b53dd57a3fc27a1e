import { ADMINS_ONLY } from '@fj/contracts';
import { setupCore } from './helpers';

// Admin broadcasts are admin-only (decided by the identity assertion), stored once, and their fan-out is
// a job committed with the message; the stat cards are real figures.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

const jobsNamed = async (task: string) =>
  (
    await core.db.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = $1`,
      task,
    )
  )[0].n;

it('answers 403 Admins only to a signed-in non-admin on every admin route, and writes nothing', async () => {
  const member = await core.as(await core.newUser());
  for (const res of [
    await member.get('/api/admin/messages'),
    await member.post('/api/admin/messages', { title: 'Hi', content: 'All' }),
    await member.get('/api/admin/stats'),
  ]) {
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ADMINS_ONLY);
  }
  expect(await core.db.adminMessage.count()).toBe(0);
});

it('validates a message, stores it once with defaults, lists newest first, and enqueues its fan-out with it', async () => {
  const admin = await core.as(await core.newUser({ isAdmin: true }));
  const missing = await admin.post('/api/admin/messages', { title: '  ', content: 'Body' });
  expect(missing.status).toBe(400);
  expect(missing.body.message).toContain('Please fill in both title and content.');
  expect((await admin.post('/api/admin/messages', { title: 'T', content: 'C', priority: 6 })).status).toBe(400);
  expect((await admin.post('/api/admin/messages', { title: 'T', content: 'C', type: 'spam' })).status).toBe(400);
  expect((await admin.post('/api/admin/messages', { title: 'x'.repeat(201), content: 'C' })).status).toBe(400);
  expect(await core.db.adminMessage.count()).toBe(0);
  expect(await jobsNamed('core:broadcast-fan-out')).toBe(0);

  const first = await admin.post('/api/admin/messages', { title: 'Ship daily', content: 'Small steps win.' });
  expect(first.status).toBe(201);
  expect(first.body).toMatchObject({ title: 'Ship daily', content: 'Small steps win.', type: 'tip', priority: 1 });
  const second = await admin.post('/api/admin/messages', {
    title: 'New feature',
    content: 'Inbox!',
    type: 'announcement',
    priority: 5,
  });
  const list = await admin.get('/api/admin/messages');
  expect(list.body.map((m: { id: string }) => m.id)).toEqual([second.body.id, first.body.id]);
  // One row per broadcast (never one per user) and one fan-out job each.
  expect(await core.db.adminMessage.count()).toBe(2);
  expect(await core.db.notification.count()).toBe(0);
  expect(await jobsNamed('core:broadcast-fan-out')).toBe(2);
});

it('reports real stats: users, messages sent, and the share of users who read a broadcast in the last 30 days', async () => {
  const fresh = await setupCore();
  try {
    const adminUser = await fresh.newUser({ isAdmin: true });
    const admin = await fresh.as(adminUser);
    expect((await admin.get('/api/admin/stats')).body).toEqual({
      totalUsers: 1,
      messagesSent: 0,
      engagementRate: null,
      failedJobs: 0,
    });
    const readers = [await fresh.newUser(), await fresh.newUser(), await fresh.newUser()];
    const { body: message } = await admin.post('/api/admin/messages', { title: 'Hello', content: 'World' });
    expect((await admin.get('/api/admin/stats')).body).toEqual({
      totalUsers: 4,
      messagesSent: 1,
      engagementRate: 0,
      failedJobs: 0,
    });
    expect((await (await fresh.as(readers[0])).post('/api/notifications/read', { ids: [message.id] })).status).toBe(
      200,
    );
    expect((await (await fresh.as(readers[1])).post('/api/notifications/read', { all: true })).status).toBe(200);
    // Marking all read with nothing unread is not reading a broadcast.
    await (await fresh.as(readers[1])).post('/api/notifications/read', { all: true });
    expect((await admin.get('/api/admin/stats')).body).toEqual({
      totalUsers: 4,
      messagesSent: 1,
      engagementRate: 0.5,
      failedJobs: 0,
    });
    // A read older than 30 days no longer counts.
    await fresh.db.notificationInbox.update({
      where: { userId: readers[0].userId },
      data: { lastAdminReadAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    expect((await admin.get('/api/admin/stats')).body.engagementRate).toBe(0.25);
  } finally {
    await fresh.close();
  }
});
