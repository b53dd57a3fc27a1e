import { setupCore } from './helpers';

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

/** A fresh user with one business, acting through the API. */
async function ownerWithBusiness() {
  const user = await core.newUser();
  const api = await core.as(user);
  const { body: business } = await api.post('/api/businesses', { name: 'Biz' });
  return { user, api, businessId: business.id as string };
}

describe('business metrics', () => {
  it('records revenue and clients for a date and lists them by date', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const created = await api.post('/api/business-metrics', {
      businessId,
      date: '2025-03-01',
      revenue: 1200.5,
      clients: 4,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      businessId,
      date: '2025-03-01',
      revenue: 1200.5,
      clients: 4,
      createdAt: expect.any(String),
    });
    await api.post('/api/business-metrics', { businessId, date: '2025-01-15', revenue: 0, clients: 0 });
    const list = await api.get(`/api/business-metrics?businessId=${businessId}`);
    expect(list.status).toBe(200);
    expect(list.body.map((m: { date: string }) => m.date)).toEqual(['2025-01-15', '2025-03-01']);
  });

  it('recording the same date again replaces that date', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const first = await api.post('/api/business-metrics', { businessId, date: '2025-03-01', revenue: 100, clients: 1 });
    const again = await api.post('/api/business-metrics', {
      businessId,
      date: '2025-03-01',
      revenue: 300.99,
      clients: 7,
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.body.id, revenue: 300.99, clients: 7 });
    expect(await core.db.businessMetric.count({ where: { businessId } })).toBe(1);
  });

  it.each([
    ['a negative revenue', { date: '2025-03-01', revenue: -1, clients: 1 }, /Revenue cannot be negative/],
    ['revenue as text', { date: '2025-03-01', revenue: '100', clients: 1 }, /Revenue must be a number/],
    ['fractional clients', { date: '2025-03-01', revenue: 1, clients: 1.5 }, /Clients must be a whole number/],
    ['an impossible date', { date: '2025-02-30', revenue: 1, clients: 1 }, /yyyy-MM-dd/],
    ['a date-time', { date: '2025-02-03T10:00:00Z', revenue: 1, clients: 1 }, /yyyy-MM-dd/],
    ['no date', { revenue: 1, clients: 1 }, /date/],
  ])('rejects %s with a 400 and writes nothing', async (_label, body, message) => {
    const { api, businessId } = await ownerWithBusiness();
    const res = await api.post('/api/business-metrics', { businessId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await core.db.businessMetric.count({ where: { businessId } })).toBe(0);
  });

  it('needs a businessId to list', async () => {
    const { api } = await ownerWithBusiness();
    const res = await api.get('/api/business-metrics');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/businessId: Please choose a business/);
  });
});

describe('meeting notes', () => {
  it('creates a business meeting with the defaults and blank texts as null', async () => {
    const { user, api, businessId } = await ownerWithBusiness();
    const res = await api.post('/api/meeting-notes', {
      businessId,
      title: '  Pitch  ',
      meetingDate: '2025-04-01T09:30:00.000Z',
      attendees: ' ',
      duration: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      updatedAt: expect.any(String),
      businessId,
      title: 'Pitch',
      meetingDate: '2025-04-01T09:30:00.000Z',
      duration: null,
      attendees: null,
      meetingType: 'client',
      outcome: 'positive',
      location: null,
      notes: null,
      actionItems: [],
      followUpDate: null,
      createdAt: expect.any(String),
    });
    expect(await core.db.meetingNote.findUniqueOrThrow({ where: { id: res.body.id } })).toMatchObject({
      userId: user.userId,
      businessId,
    });
  });

  it('keeps every field, normalises offsets to UTC ISO and accepts personal meetings (no business)', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const full = await api.post('/api/meeting-notes', {
      businessId,
      title: 'Review',
      meetingDate: '2025-04-01T11:30:00+02:00',
      duration: 45,
      attendees: 'Ann, Bo',
      meetingType: 'strategy',
      outcome: 'follow-up',
      location: 'Office',
      notes: 'Went well',
      actionItems: 'Send deck',
      followUpDate: '2025-04-08',
    });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({
      meetingDate: '2025-04-01T09:30:00.000Z',
      duration: 45,
      attendees: 'Ann, Bo',
      meetingType: 'strategy',
      outcome: 'follow-up',
      location: 'Office',
      notes: 'Went well',
      actionItems: [{ id: expect.any(String), title: 'Send deck', status: 'todo', completed: false }],
      followUpDate: '2025-04-08T00:00:00.000Z',
    });
    const personal = await api.post('/api/meeting-notes', {
      title: 'Investor call',
      meetingDate: '2025-04-02T10:00:00Z',
      meetingType: 'investor',
      outcome: 'needs_follow_up',
      duration: 60,
      businessId: null,
    });
    expect(personal.status).toBe(201);
    expect(personal.body).toMatchObject({ businessId: null, meetingType: 'investor', outcome: 'needs_follow_up' });
  });

  it("lists a business's meetings newest first, and all the caller's meetings without businessId", async () => {
    const { user, api, businessId } = await ownerWithBusiness();
    for (const [title, meetingDate] of [
      ['middle', '2025-02-01T10:00:00Z'],
      ['oldest', '2025-01-01T10:00:00Z'],
      ['newest', '2025-03-01T10:00:00Z'],
    ])
      await api.post('/api/meeting-notes', { businessId, title, meetingDate });
    await api.post('/api/meeting-notes', { title: 'personal', meetingDate: '2025-02-15T10:00:00Z' });
    const other = await ownerWithBusiness();
    await other.api.post('/api/meeting-notes', {
      businessId: other.businessId,
      title: 'someone else',
      meetingDate: '2025-02-20T10:00:00Z',
    });

    const forBusiness = await api.get(`/api/meeting-notes?businessId=${businessId}`);
    expect(forBusiness.status).toBe(200);
    expect(forBusiness.body.map((m: { title: string }) => m.title)).toEqual(['newest', 'middle', 'oldest']);
    const all = await api.get('/api/meeting-notes');
    expect(all.body.map((m: { title: string }) => m.title)).toEqual(['newest', 'personal', 'middle', 'oldest']);
    expect(await core.db.meetingNote.count({ where: { userId: user.userId } })).toBe(4);
  });

  it.each([
    ['a blank title', { title: '  ', meetingDate: '2025-04-01T09:30:00Z' }, /Please enter a meeting title/],
    ['no meetingDate', { title: 'x' }, /meetingDate/],
    ['a non-ISO meetingDate', { title: 'x', meetingDate: 'next tuesday' }, /ISO date and time/],
    [
      'a fractional duration',
      { title: 'x', meetingDate: '2025-04-01T09:30:00Z', duration: 1.5 },
      /whole number of minutes/,
    ],
    [
      'a duration as text',
      { title: 'x', meetingDate: '2025-04-01T09:30:00Z', duration: '30' },
      /Duration must be a number/,
    ],
    [
      'an unknown meeting type',
      { title: 'x', meetingDate: '2025-04-01T09:30:00Z', meetingType: 'lunch' },
      /Meeting type must be one of/,
    ],
    [
      'an unknown outcome',
      { title: 'x', meetingDate: '2025-04-01T09:30:00Z', outcome: 'great' },
      /Outcome must be one of/,
    ],
    [
      'a bad followUpDate',
      { title: 'x', meetingDate: '2025-04-01T09:30:00Z', followUpDate: '2025-13-01' },
      /followUpDate/,
    ],
  ])('rejects %s with a 400 and writes nothing', async (_label, body, message) => {
    const { user, api, businessId } = await ownerWithBusiness();
    const res = await api.post('/api/meeting-notes', { businessId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await core.db.meetingNote.count({ where: { userId: user.userId } })).toBe(0);
  });
});

describe('action items', () => {
  it('creates an item that starts todo with priority medium, and lists newest first', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const first = await api.post('/api/action-items', { businessId, title: ' Call the bank ', status: 'todo' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      updatedAt: expect.any(String),
      businessId,
      title: 'Call the bank',
      description: null,
      priority: 'medium',
      dueDate: null,
      assignedTo: null,
      status: 'todo',
      completedAt: null,
      createdAt: expect.any(String),
      meeting: null,
    });
    const second = await api.post('/api/action-items', {
      businessId,
      title: 'Ship',
      priority: 'urgent',
      dueDate: '2025-05-10',
      assignedTo: 'Sam',
      description: 'v1',
    });
    expect(second.body).toMatchObject({
      priority: 'urgent',
      dueDate: '2025-05-10',
      assignedTo: 'Sam',
      description: 'v1',
      status: 'todo',
    });
    const isoDue = await api.post('/api/action-items', {
      businessId,
      title: 'Iso',
      dueDate: '2025-05-11T00:00:00.000Z',
    });
    expect(isoDue.body.dueDate).toBe('2025-05-11');
    const list = await api.get(`/api/action-items?businessId=${businessId}`);
    expect(list.status).toBe(200);
    expect(list.body.map((i: { title: string }) => i.title)).toEqual(['Iso', 'Ship', 'Call the bank']);
  });

  it('sets completedAt when completed, keeps it on a repeat, and clears it otherwise', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const { body: item } = await api.post('/api/action-items', { businessId, title: 'Toggle me' });
    const before = Date.now();
    const done = await api.put(`/api/action-items/${item.id}`, {
      status: 'completed',
      completedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    const completedAt = Date.parse(done.body.completedAt);
    expect(completedAt).toBeGreaterThanOrEqual(before - 5000); // the server's clock, not the client's 2000-01-01
    expect(completedAt).toBeLessThanOrEqual(Date.now() + 5000);
    const again = await api.put(`/api/action-items/${item.id}`, { status: 'completed' });
    expect(again.body.completedAt).toBe(done.body.completedAt);
    const progress = await api.put(`/api/action-items/${item.id}`, { status: 'in-progress' });
    expect(progress.body).toMatchObject({ status: 'in-progress', completedAt: null });
    await api.put(`/api/action-items/${item.id}`, { status: 'completed' });
    const undone = await api.put(`/api/action-items/${item.id}`, { status: 'todo' });
    expect(undone.body).toMatchObject({ status: 'todo', completedAt: null });
    expect(await core.db.businessActionItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      status: 'todo',
      completedAt: null,
    });
  });

  it.each([
    ['a blank title', { title: ' ' }, /Please enter a title for the action item/],
    ['an unknown priority', { title: 'x', priority: 'asap' }, /Priority must be one of/],
    ['a starting status other than todo', { title: 'x', status: 'completed' }, /start as 'todo'/],
    ['a bad due date', { title: 'x', dueDate: '10/05/2025' }, /yyyy-MM-dd/],
  ])('rejects creating with %s (400, nothing written)', async (_label, body, message) => {
    const { api, businessId } = await ownerWithBusiness();
    const res = await api.post('/api/action-items', { businessId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await core.db.businessActionItem.count({ where: { businessId } })).toBe(0);
  });

  it('rejects an unknown status update with a 400 and leaves the item alone', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const { body: item } = await api.post('/api/action-items', { businessId, title: 'x' });
    for (const body of [{ status: 'done' }, {}, { status: 'completed', completedAt: 'yesterday' }]) {
      const res = await api.put(`/api/action-items/${item.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/status|completedAt/);
    }
    expect(await core.db.businessActionItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      status: 'todo',
      completedAt: null,
    });
  });

  it('answers 404 for an unknown or malformed item id', async () => {
    const { api } = await ownerWithBusiness();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await api.put(`/api/action-items/${id}`, { status: 'completed' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ traceId: expect.any(String), message: 'Action item not found' });
    }
  });
});

describe('growth ideas', () => {
  it('creates an idea that starts brainstorming with the defaults, and lists newest first', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const res = await api.post('/api/growth-ideas', {
      businessId,
      title: ' Referral program ',
      status: 'brainstorming',
      potentialRevenue: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      businessId,
      title: 'Referral program',
      description: null,
      category: 'marketing',
      priority: 'medium',
      potentialRevenue: null,
      implementationEffort: 'medium',
      status: 'brainstorming',
      createdAt: expect.any(String),
    });
    const second = await api.post('/api/growth-ideas', {
      businessId,
      title: 'API',
      category: 'product',
      priority: 'urgent',
      implementationEffort: 'high',
      potentialRevenue: 12500.75,
      description: 'Open it up',
    });
    expect(second.body).toMatchObject({
      category: 'product',
      priority: 'urgent',
      implementationEffort: 'high',
      potentialRevenue: 12500.75,
      description: 'Open it up',
    });
    const list = await api.get(`/api/growth-ideas?businessId=${businessId}`);
    expect(list.body.map((i: { title: string }) => i.title)).toEqual(['API', 'Referral program']);
  });

  it('moves between any statuses', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const { body: idea } = await api.post('/api/growth-ideas', { businessId, title: 'Idea' });
    for (const status of ['completed', 'paused', 'researching', 'implementing', 'brainstorming', 'planning']) {
      const res = await api.put(`/api/growth-ideas/${idea.id}`, { status });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: idea.id, status });
      expect((await core.db.growthIdea.findUniqueOrThrow({ where: { id: idea.id } })).status).toBe(status);
    }
  });

  it.each([
    ['a blank title', { title: '' }, /Please enter a title for your growth idea/],
    ['an unknown category', { title: 'x', category: 'sales' }, /Category must be one of/],
    ['an unknown effort', { title: 'x', implementationEffort: 'huge' }, /Effort must be one of/],
    ['potentialRevenue as text', { title: 'x', potentialRevenue: 'lots' }, /Potential revenue must be a number/],
    ['a starting status other than brainstorming', { title: 'x', status: 'completed' }, /start as 'brainstorming'/],
  ])('rejects creating with %s (400, nothing written)', async (_label, body, message) => {
    const { api, businessId } = await ownerWithBusiness();
    const res = await api.post('/api/growth-ideas', { businessId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await core.db.growthIdea.count({ where: { businessId } })).toBe(0);
  });

  it('rejects an unknown status with a 400 and answers 404 for an unknown idea', async () => {
    const { api, businessId } = await ownerWithBusiness();
    const { body: idea } = await api.post('/api/growth-ideas', { businessId, title: 'Idea' });
    const bad = await api.put(`/api/growth-ideas/${idea.id}`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Status must be one of/);
    expect((await core.db.growthIdea.findUniqueOrThrow({ where: { id: idea.id } })).status).toBe('brainstorming');
    expect((await api.put('/api/growth-ideas/00000000-0000-4000-8000-000000000000', { status: 'paused' })).status).toBe(
      404,
    );
  });
});

describe('child lists are one SQL query each, whatever the row count', () => {
  it.each(['business-metrics', 'meeting-notes', 'action-items', 'growth-ideas'])(
    'GET /api/%s?businessId=',
    async (path) => {
      const { user, api, businessId } = await ownerWithBusiness();
      const data = { businessId, userId: user.userId };
      await core.db.meetingNote.createMany({
        data: Array.from({ length: 30 }, (_, i) => ({
          ...data,
          title: `m${i}`,
          meetingDate: new Date(2024, 0, i + 1),
        })),
      });
      await core.db.businessActionItem.createMany({
        data: Array.from({ length: 30 }, (_, i) => ({ ...data, title: `a${i}` })),
      });
      await core.db.growthIdea.createMany({
        data: Array.from({ length: 30 }, (_, i) => ({ ...data, title: `g${i}` })),
      });
      await core.db.businessMetric.createMany({
        data: Array.from({ length: 30 }, (_, i) => ({
          ...data,
          date: new Date(Date.UTC(2024, 0, i + 1)),
          revenue: 1,
          clients: 1,
        })),
      });
      let body: unknown[] = [];
      const statements = await core.statementsOf(async () => {
        body = (await api.get(`/api/${path}?businessId=${businessId}`).expect(200)).body;
      });
      expect(body).toHaveLength(30);
      expect(statements).toHaveLength(1);
    },
  );
});
