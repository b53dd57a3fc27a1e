import { ACTION_ITEM_TITLE_REQUIRED, type UserActionItem } from '@fj/contracts';
import { addDays, todayIn } from '@fj/server-kit';
import { setupCore } from './helpers';

// Personal action items: create, change any status to any status (completedAt follows), edit, delete;
// the list order; overdue decided in the user's own time zone.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

async function newOwner(timeZone?: string) {
  const user = await core.newUser();
  const api = await core.as(user);
  if (timeZone) expect((await api.post('/api/settings', { timeZone })).status).toBe(200);
  return { user, api };
}
type Api = Awaited<ReturnType<typeof newOwner>>['api'];

async function addItem(api: Api, body: object): Promise<UserActionItem> {
  const res = await api.post('/api/user-action-items', body);
  expect(res.status).toBe(201);
  return res.body;
}

describe('POST /api/user-action-items', () => {
  it('creates a pending, medium-priority item by default', async () => {
    const { user, api } = await newOwner();
    const res = await api.post('/api/user-action-items', {
      title: '  Send the deck ',
      description: ' ',
      dueDate: '2030-01-15',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      updatedAt: expect.any(String),
      title: 'Send the deck',
      description: null,
      priority: 'medium',
      status: 'pending',
      dueDate: '2030-01-15',
      completedAt: null,
      createdAt: expect.any(String),
      isOverdue: false,
      meeting: null,
    });
    expect(await core.db.userActionItem.findUniqueOrThrow({ where: { id: res.body.id } })).toMatchObject({
      userId: user.userId,
    });
  });

  it('an item created completed is completed now', async () => {
    const { api } = await newOwner();
    const item = await addItem(api, { title: 'Done already', status: 'completed', priority: 'urgent' });
    expect(item).toMatchObject({ status: 'completed', priority: 'urgent' });
    expect(Date.now() - Date.parse(item.completedAt!)).toBeLessThan(60_000);
  });

  it.each([
    ['no title', {}, ACTION_ITEM_TITLE_REQUIRED],
    ['a blank title', { title: '  ' }, ACTION_ITEM_TITLE_REQUIRED],
    [
      'an unknown status',
      { title: 'x', status: 'todo' },
      'Status must be one of: pending, in_progress, completed, cancelled, blocked',
    ],
    ['an unknown priority', { title: 'x', priority: 'asap' }, 'Priority must be one of'],
    ['an impossible due date', { title: 'x', dueDate: '2025-02-30' }, 'yyyy-MM-dd'],
    ['a completedAt (the server sets it)', { title: 'x', completedAt: '2025-01-01T00:00:00Z' }, 'completedAt'],
  ])('refuses %s (400, nothing written)', async (_label, body, message) => {
    const { user, api } = await newOwner();
    const res = await api.post('/api/user-action-items', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await core.db.userActionItem.count({ where: { userId: user.userId } })).toBe(0);
  });
});

describe('PUT and DELETE /api/user-action-items/:id', () => {
  it('moves between any two statuses; completedAt is set on completion, kept while completed, cleared after', async () => {
    const { api } = await newOwner();
    const item = await addItem(api, { title: 'Hire a designer', description: 'Brief ready', priority: 'high' });
    const put = (body: object) => api.put(`/api/user-action-items/${item.id}`, body);
    for (const status of ['blocked', 'in_progress', 'cancelled', 'pending']) {
      const res = await put({ status });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status,
        completedAt: null,
        title: 'Hire a designer',
        description: 'Brief ready',
        priority: 'high',
      });
    }
    const completed = (await put({ status: 'completed' })).body;
    expect(completed.completedAt).toEqual(expect.any(String));
    expect((await put({ status: 'completed', title: 'Hired a designer' })).body).toMatchObject({
      completedAt: completed.completedAt,
      title: 'Hired a designer',
    });
    expect((await put({ status: 'blocked' })).body.completedAt).toBeNull();
  });

  it('an edit replaces the fields sent (null clears), keeps the rest and the status, in one statement', async () => {
    const { api } = await newOwner();
    const item = await addItem(api, {
      title: 'Renew insurance',
      description: 'Call broker',
      dueDate: '2030-03-01',
      status: 'in_progress',
    });
    let body: UserActionItem | undefined;
    const statements = await core.statementsOf(async () => {
      body = (
        await api.put(`/api/user-action-items/${item.id}`, {
          title: 'Renew the insurance',
          description: null,
          dueDate: null,
          priority: 'low',
        })
      ).body;
    });
    expect(body).toMatchObject({
      title: 'Renew the insurance',
      description: null,
      dueDate: null,
      priority: 'low',
      status: 'in_progress',
    });
    expect(statements).toHaveLength(1);
  });

  it.each([
    ['nothing to change', {}, 'Send at least one field to change'],
    ['a blank title', { title: '' }, ACTION_ITEM_TITLE_REQUIRED],
    ['an unknown status', { status: 'done' }, 'Status must be one of'],
  ])('refuses %s (400, unchanged)', async (_label, body, message) => {
    const { api } = await newOwner();
    const item = await addItem(api, { title: 'Keep me' });
    const res = await api.put(`/api/user-action-items/${item.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await core.db.userActionItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      title: 'Keep me',
      status: 'pending',
    });
  });

  it("another user's item, or a malformed id, is a 404 that changes nothing; a deleted item is gone", async () => {
    const owner = await newOwner();
    const item = await addItem(owner.api, { title: 'Private' });
    const { api: intruder } = await newOwner();
    for (const res of [
      await intruder.put(`/api/user-action-items/${item.id}`, { status: 'completed' }),
      await intruder.delete(`/api/user-action-items/${item.id}`),
      await intruder.put('/api/user-action-items/abc', { status: 'completed' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Action item not found');
    }
    expect((await intruder.get('/api/user-action-items')).body).toEqual([]);
    expect(await core.db.userActionItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      status: 'pending',
    });
    expect((await owner.api.delete(`/api/user-action-items/${item.id}`)).status).toBe(204);
    expect((await owner.api.get('/api/user-action-items')).body).toEqual([]);
  });
});

describe('GET /api/user-action-items', () => {
  it('lists what is still to do first (soonest due, then most urgent), then done, in one statement', async () => {
    const { api } = await newOwner();
    await addItem(api, { title: 'done', status: 'completed', dueDate: '2030-01-01' });
    await addItem(api, { title: 'no date, urgent', priority: 'urgent' });
    await addItem(api, { title: 'due later', dueDate: '2030-02-01' });
    await addItem(api, { title: 'cancelled', status: 'cancelled', dueDate: '2030-01-02' });
    await addItem(api, { title: 'due soon, low', dueDate: '2030-01-10', priority: 'low' });
    await addItem(api, { title: 'due soon, high', dueDate: '2030-01-10', priority: 'high', status: 'blocked' });
    await addItem(api, { title: 'no date, low', priority: 'low', status: 'in_progress' });
    let list: UserActionItem[] = [];
    const statements = await core.statementsOf(async () => {
      list = (await api.get('/api/user-action-items')).body;
    });
    expect(list.map((i) => i.title)).toEqual([
      'due soon, high',
      'due soon, low',
      'due later',
      'no date, urgent',
      'no date, low',
      'done',
      'cancelled',
    ]);
    expect(statements).toHaveLength(1);
  });

  it("decides overdue in the user's time zone: the same item is overdue in Kiritimati (UTC+14), not in Pago Pago (UTC−11)", async () => {
    // Kiritimati is 25 hours ahead of Pago Pago, so Kiritimati's yesterday is always Pago Pago's today or tomorrow.
    const dueDate = addDays(todayIn('Pacific/Kiritimati'), -1);
    for (const [zone, overdue] of [
      ['Pacific/Kiritimati', true],
      ['Pacific/Pago_Pago', false],
    ] as const) {
      const { api } = await newOwner(zone);
      const created = await addItem(api, { title: 'Pay the invoice', dueDate });
      expect(created.isOverdue).toBe(overdue);
      expect((await api.get('/api/user-action-items')).body[0]).toMatchObject({ dueDate, isOverdue: overdue });
      // Completed is never overdue; cancelled and blocked still are (overdue means "not completed").
      expect((await api.put(`/api/user-action-items/${created.id}`, { status: 'completed' })).body.isOverdue).toBe(
        false,
      );
      expect((await api.put(`/api/user-action-items/${created.id}`, { status: 'cancelled' })).body.isOverdue).toBe(
        overdue,
      );
    }
  });

  it('without saved settings, overdue is decided in UTC; an item due today is not overdue', async () => {
    const { api } = await newOwner();
    const today = todayIn('UTC');
    const items = [
      await addItem(api, { title: 'yesterday', dueDate: addDays(today, -1) }),
      await addItem(api, { title: 'today', dueDate: today }),
    ];
    expect(items.map((i) => i.isOverdue)).toEqual([true, false]);
  });
});
