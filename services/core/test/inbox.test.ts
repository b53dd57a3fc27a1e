import { NOTIFICATION_PAGE_SIZE } from '@fj/contracts';
import { setupCore } from './helpers';

// Every user's inbox shows broadcasts (stored once) and their own notifications; reads are per user.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

it('shows a broadcast unread to every existing user, tracks reads per user, and marks all read', async () => {
  const admin = await core.as(await core.newUser({ isAdmin: true }));
  const alice = await core.as(await core.newUser());
  const bobUser = await core.newUser();
  const bob = await core.as(bobUser);
  expect((await alice.get('/api/notifications')).body).toEqual({ items: [], unreadCount: 0, nextCursor: null });

  const { body: first } = await admin.post('/api/admin/messages', {
    title: 'Tip one',
    content: 'Drink water',
    type: 'tip',
    priority: 2,
  });
  const { body: second } = await admin.post('/api/admin/messages', {
    title: 'Tip two',
    content: 'Sleep',
    type: 'motivation',
  });
  await core.db.notification.create({
    data: { userId: bobUser.userId, kind: 'team', title: 'Team goal done', body: 'Launch', url: '/teams' },
  });

  const inbox = (await alice.get('/api/notifications')).body;
  expect(inbox.unreadCount).toBe(2);
  expect(inbox.items.map((i: { title: string; read: boolean; kind: string }) => [i.title, i.read, i.kind])).toEqual([
    ['Tip two', false, 'admin'],
    ['Tip one', false, 'admin'],
  ]);
  expect(inbox.items[1]).toMatchObject({ body: 'Drink water', type: 'tip', priority: 2 });
  expect((await bob.get('/api/notifications')).body.unreadCount).toBe(3);

  // Alice reads one: Bob's inbox is unchanged.
  expect((await alice.post('/api/notifications/read', { ids: [first.id] })).body).toEqual({ unreadCount: 1 });
  expect((await alice.get('/api/notifications')).body.items.find((i: { id: string }) => i.id === first.id).read).toBe(
    true,
  );
  expect((await bob.get('/api/notifications')).body.unreadCount).toBe(3);

  // Bob cannot read Alice's… he cannot name anything that is not his or a broadcast: 404, nothing marked.
  const aliceOwn = await core.db.notification.create({
    data: { userId: (await core.newUser()).userId, kind: 'system', title: 'Other', body: '' },
  });
  const foreign = await bob.post('/api/notifications/read', { ids: [second.id, aliceOwn.id] });
  expect(foreign.status).toBe(404);
  expect((await bob.get('/api/notifications')).body.unreadCount).toBe(3);
  expect((await bob.post('/api/notifications/read', { ids: ['not-a-uuid'] })).status).toBe(404);
  expect((await bob.post('/api/notifications/read', {})).status).toBe(400);
  expect((await bob.post('/api/notifications/read', { all: false })).status).toBe(400);

  expect((await bob.post('/api/notifications/read', { all: true })).body).toEqual({ unreadCount: 0 });
  expect((await bob.get('/api/notifications')).body.items.every((i: { read: boolean }) => i.read)).toBe(true);
  // Something new after "mark all read" is unread again.
  await admin.post('/api/admin/messages', { title: 'Tip three', content: 'Walk' });
  expect((await bob.get('/api/notifications')).body.unreadCount).toBe(1);
  expect(second.id).toBeDefined();

  // An account made after a broadcast sees it as history, not as news.
  const late = await core.as(await core.newUser());
  const lateInbox = (await late.get('/api/notifications')).body;
  expect(lateInbox.items).toHaveLength(3);
  expect(lateInbox.unreadCount).toBe(0);
});

it('pages the inbox newest first with a keyset cursor, in a fixed number of queries', async () => {
  const user = await core.newUser();
  const api = await core.as(user);
  const start = Date.now() - 1_000_000;
  await core.db.notification.createMany({
    data: Array.from({ length: NOTIFICATION_PAGE_SIZE + 5 }, (_, i) => ({
      userId: user.userId,
      kind: 'community',
      title: `N${i}`,
      body: '',
      createdAt: new Date(start + i * 1000),
    })),
  });
  const first = (await api.get('/api/notifications')).body;
  expect(first.items).toHaveLength(NOTIFICATION_PAGE_SIZE);
  const firstTitles = first.items.map((i: { title: string }) => i.title);
  expect(firstTitles[0]).toBe('Tip three'); // the broadcast sent last in the test above is the newest
  const second = (await api.get(`/api/notifications?cursor=${first.nextCursor}`)).body;
  const all = [...firstTitles, ...second.items.map((i: { title: string }) => i.title)];
  expect(new Set(all).size).toBe(all.length);
  expect(all).toContain('N0');
  expect((await api.get('/api/notifications?cursor=garbage')).status).toBe(400);
  const statements = await core.statementsOf(() => api.get('/api/notifications'));
  expect(statements.length).toBeLessThanOrEqual(2);
});
