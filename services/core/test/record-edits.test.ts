import { BUSINESS_NAME_REQUIRED, CLIENTS_NEGATIVE, metricDateTakenMessage, REVENUE_NEGATIVE } from '@fj/contracts';
import { setupCore } from './helpers';

// Every record a founder enters can be corrected (PUT) and removed (DELETE). Ownership (another user's id)
// is covered with every other route in ownership.test.ts; here: what each edit keeps and changes, the invalid bodies it
// refuses without writing, the business cascade, and that each call is one SQL statement.

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

/** A fresh user with one business and one record of each kind, through the API. */
async function ownerWithRecords() {
  const user = await core.newUser();
  const api = await core.as(user);
  const business = (
    await api.post('/api/businesses', { name: 'Sunrise Bakery', description: 'Bread', color: 'orange' })
  ).body;
  const businessId: string = business.id;
  const metric = (await api.post('/api/business-metrics', { businessId, date: '2025-03-01', revenue: 100, clients: 2 }))
    .body;
  const meeting = (
    await api.post('/api/meeting-notes', {
      businessId,
      title: 'Pitch',
      meetingDate: '2025-03-02T09:00:00Z',
      duration: 30,
      notes: 'Went well',
      location: 'Office',
    })
  ).body;
  const action = (
    await api.post('/api/action-items', {
      businessId,
      title: 'Send deck',
      description: 'v2',
      priority: 'high',
      dueDate: '2025-03-10',
      assignedTo: 'Sam',
    })
  ).body;
  const idea = (
    await api.post('/api/growth-ideas', {
      businessId,
      title: 'Referrals',
      description: 'Give a month free',
      potentialRevenue: 500,
      category: 'revenue',
    })
  ).body;
  return { user, api, business, businessId, metric, meeting, action, idea };
}

/** Named bodies a person (or a broken client) could send, each refused with a 400 that says why. */
type InvalidCase = [label: string, body: unknown, message: RegExp];

describe('PUT /api/businesses/:id', () => {
  it('renames, re-describes and recolours the business, keeping its place in the list', async () => {
    const { api, business } = await ownerWithRecords();
    const res = await api.put(`/api/businesses/${business.id}`, {
      name: '  Sunrise Bakehouse ',
      description: ' Bread and cakes ',
      color: 'green',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...business,
      name: 'Sunrise Bakehouse',
      description: 'Bread and cakes',
      color: 'green',
    });
    expect((await api.get(`/api/businesses/${business.id}`)).body).toMatchObject({
      name: 'Sunrise Bakehouse',
      color: 'green',
      sortOrder: business.sortOrder,
    });
  });

  it('clears the description when the edit leaves it out or blank', async () => {
    const { api, business } = await ownerWithRecords();
    expect((await api.put(`/api/businesses/${business.id}`, { name: 'A', color: 'blue' })).body.description).toBeNull();
    await api.put(`/api/businesses/${business.id}`, { name: 'A', color: 'blue', description: 'back' });
    expect(
      (await api.put(`/api/businesses/${business.id}`, { name: 'A', color: 'blue', description: '   ' })).body
        .description,
    ).toBeNull();
  });

  const invalid: InvalidCase[] = [
    ['an empty name', { name: '', color: 'blue' }, new RegExp(BUSINESS_NAME_REQUIRED)],
    ['a whitespace-only name', { name: '   ', color: 'blue' }, new RegExp(BUSINESS_NAME_REQUIRED)],
    ['no name', { color: 'blue' }, new RegExp(BUSINESS_NAME_REQUIRED)],
    ['a name that is not text', { name: 42, color: 'blue' }, new RegExp(BUSINESS_NAME_REQUIRED)],
    ['a name over 100 characters', { name: 'x'.repeat(101), color: 'blue' }, /at most 100 characters/],
    ['an unknown colour', { name: 'A', color: 'teal' }, /Colour must be one of/],
    ['no colour', { name: 'A' }, /color/],
    [
      'a description over 2000 characters',
      { name: 'A', color: 'blue', description: 'x'.repeat(2001) },
      /at most 2000 characters/,
    ],
    ['a sortOrder (only reorder moves businesses)', { name: 'A', color: 'blue', sortOrder: 0 }, /sortOrder/],
    ["someone else's userId", { name: 'A', color: 'blue', userId: '00000000-0000-4000-8000-000000000001' }, /userId/],
    ['a list instead of an object', [{ name: 'A', color: 'blue' }], /object/],
  ];
  it.each(invalid)('refuses %s (400, nothing changed)', async (_label, body, message) => {
    const { user, api, business } = await ownerWithRecords();
    const res = await api.put(`/api/businesses/${business.id}`, body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await core.db.business.findMany({ where: { userId: user.userId } })).toMatchObject([
      { name: 'Sunrise Bakery', description: 'Bread', color: 'orange' },
    ]);
  });
});

describe('DELETE /api/businesses/:id', () => {
  it('deletes the business with its metrics, meetings, action items and ideas, in one statement', async () => {
    const { user, api, businessId } = await ownerWithRecords();
    const other = await ownerWithRecords();
    let status = 0;
    const statements = await core.statementsOf(async () => {
      status = (await api.delete(`/api/businesses/${businessId}`)).status;
    });
    expect(status).toBe(204);
    expect(statements.filter((s) => /^\s*DELETE/i.test(s))).toHaveLength(1);
    expect(statements).toHaveLength(1);
    const where = { userId: user.userId };
    expect(
      await Promise.all([
        core.db.business.count({ where }),
        core.db.businessMetric.count({ where }),
        core.db.meetingNote.count({ where }),
        core.db.businessActionItem.count({ where }),
        core.db.growthIdea.count({ where }),
      ]),
    ).toEqual([0, 0, 0, 0, 0]);
    // Someone else's records are untouched.
    expect(await core.db.growthIdea.count({ where: { userId: other.user.userId } })).toBe(1);
    expect((await api.get(`/api/businesses/${businessId}`)).status).toBe(404);
    expect((await api.delete(`/api/businesses/${businessId}`)).status).toBe(404);
  });

  it('keeps personal meetings (they belong to no business)', async () => {
    const { user, api, businessId } = await ownerWithRecords();
    await api.post('/api/meeting-notes', { title: 'Personal', meetingDate: '2025-03-03T09:00:00Z' });
    await api.delete(`/api/businesses/${businessId}`).expect(204);
    expect((await core.db.meetingNote.findMany({ where: { userId: user.userId } })).map((m) => m.title)).toEqual([
      'Personal',
    ]);
  });

  it("frees the Free plan's one business for a new one", async () => {
    const { api, businessId } = await ownerWithRecords();
    expect((await api.post('/api/businesses', { name: 'Second' })).status).toBe(403);
    await api.delete(`/api/businesses/${businessId}`).expect(204);
    expect((await api.post('/api/businesses', { name: 'Second' })).status).toBe(201);
  });
});

describe('PUT /api/meeting-notes/:id', () => {
  it('replaces every field; fields left out take their defaults or become empty', async () => {
    const { api, businessId, meeting } = await ownerWithRecords();
    const res = await api.put(`/api/meeting-notes/${meeting.id}`, {
      title: ' Pitch follow-up ',
      meetingDate: '2025-03-04T15:30:00+01:00',
      duration: 45,
      meetingType: 'sales',
      outcome: 'follow-up',
      attendees: 'Ann',
      followUpDate: '2025-03-11',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...meeting,
      updatedAt: expect.any(String),
      title: 'Pitch follow-up',
      meetingDate: '2025-03-04T14:30:00.000Z',
      duration: 45,
      meetingType: 'sales',
      outcome: 'follow-up',
      attendees: 'Ann',
      location: null,
      notes: null,
      followUpDate: '2025-03-11T00:00:00.000Z',
      businessId,
    });
  });

  const invalid: InvalidCase[] = [
    ['a blank title', { title: '  ', meetingDate: '2025-03-02T09:00:00Z' }, /Please enter a meeting title/],
    ['no date', { title: 'x' }, /meetingDate/],
    ['a date that is not ISO', { title: 'x', meetingDate: 'tomorrow' }, /ISO date and time/],
    [
      'a negative duration',
      { title: 'x', meetingDate: '2025-03-02T09:00:00Z', duration: -5 },
      /Duration cannot be negative/,
    ],
    ['a duration over a day', { title: 'x', meetingDate: '2025-03-02T09:00:00Z', duration: 1441 }, /at most 24 hours/],
    [
      'an unknown outcome',
      { title: 'x', meetingDate: '2025-03-02T09:00:00Z', outcome: 'great' },
      /Outcome must be one of/,
    ],
    [
      'a businessId (a meeting stays with its business)',
      { title: 'x', meetingDate: '2025-03-02T09:00:00Z', businessId: null },
      /businessId/,
    ],
    [
      'notes that are not text',
      { title: 'x', meetingDate: '2025-03-02T09:00:00Z', notes: ['a'] },
      /Notes must be text/,
    ],
  ];
  it.each(invalid)('refuses %s (400, nothing changed)', async (_label, body, message) => {
    const { api, meeting } = await ownerWithRecords();
    const res = await api.put(`/api/meeting-notes/${meeting.id}`, body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await core.db.meetingNote.findUniqueOrThrow({ where: { id: meeting.id } })).toMatchObject({
      title: 'Pitch',
      duration: 30,
      notes: 'Went well',
    });
  });

  it('DELETE removes it (204), then it is gone (404)', async () => {
    const { api, businessId, meeting } = await ownerWithRecords();
    const statements = await core.statementsOf(() => api.delete(`/api/meeting-notes/${meeting.id}`).expect(204));
    expect(statements).toHaveLength(1);
    expect((await api.get(`/api/meeting-notes?businessId=${businessId}`)).body).toEqual([]);
    expect((await api.delete(`/api/meeting-notes/${meeting.id}`)).body).toEqual({
      traceId: expect.any(String),
      message: 'Meeting note not found',
    });
  });
});

describe('PUT /api/action-items/:id (full edit)', () => {
  it('edits every field in one call, in one statement', async () => {
    const { api, action } = await ownerWithRecords();
    let res = { status: 0, body: {} as Record<string, unknown> };
    const statements = await core.statementsOf(async () => {
      res = await api.put(`/api/action-items/${action.id}`, {
        status: 'in-progress',
        title: ' Send final deck ',
        description: null,
        priority: 'urgent',
        dueDate: '2025-04-01',
        assignedTo: 'Ann',
      });
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...action,
      updatedAt: expect.any(String),
      status: 'in-progress',
      title: 'Send final deck',
      description: null,
      priority: 'urgent',
      dueDate: '2025-04-01',
      assignedTo: 'Ann',
    });
    expect(statements).toHaveLength(1);
  });

  it('a status-only change (the checkbox) keeps the other fields; null clears the due date', async () => {
    const { api, action } = await ownerWithRecords();
    const done = await api.put(`/api/action-items/${action.id}`, {
      status: 'completed',
      completedAt: new Date().toISOString(),
    });
    expect(done.body).toMatchObject({
      title: 'Send deck',
      description: 'v2',
      priority: 'high',
      dueDate: '2025-03-10',
      assignedTo: 'Sam',
      status: 'completed',
    });
    const cleared = await api.put(`/api/action-items/${action.id}`, {
      status: 'completed',
      dueDate: null,
      assignedTo: '  ',
    });
    expect(cleared.body).toMatchObject({ dueDate: null, assignedTo: null, completedAt: done.body.completedAt });
  });

  const invalid: InvalidCase[] = [
    ['no status', { title: 'x' }, /status/],
    ['a blank title', { status: 'todo', title: '' }, /Please enter a title for the action item/],
    ['a whitespace-only title', { status: 'todo', title: '   ' }, /Please enter a title for the action item/],
    ['a null title', { status: 'todo', title: null }, /Please enter a title for the action item/],
    ['an unknown priority', { status: 'todo', priority: 'asap' }, /Priority must be one of/],
    ['an impossible due date', { status: 'todo', dueDate: '2025-02-30' }, /yyyy-MM-dd/],
    ['a due date in another format', { status: 'todo', dueDate: '03/10/2025' }, /yyyy-MM-dd/],
    [
      'a businessId (an item stays with its business)',
      { status: 'todo', businessId: '00000000-0000-4000-8000-000000000001' },
      /businessId/,
    ],
    ['a title over 200 characters', { status: 'todo', title: 'x'.repeat(201) }, /at most 200 characters/],
  ];
  it.each(invalid)('refuses %s (400, nothing changed)', async (_label, body, message) => {
    const { api, action } = await ownerWithRecords();
    const res = await api.put(`/api/action-items/${action.id}`, body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await core.db.businessActionItem.findUniqueOrThrow({ where: { id: action.id } })).toMatchObject({
      title: 'Send deck',
      status: 'todo',
      priority: 'high',
    });
  });

  it('DELETE removes it (204, one statement), then it is gone (404)', async () => {
    const { api, action } = await ownerWithRecords();
    const statements = await core.statementsOf(() => api.delete(`/api/action-items/${action.id}`).expect(204));
    expect(statements).toHaveLength(1);
    expect(await core.db.businessActionItem.count({ where: { id: action.id } })).toBe(0);
    expect((await api.delete(`/api/action-items/${action.id}`)).status).toBe(404);
  });
});

describe('PUT /api/growth-ideas/:id (full edit)', () => {
  it('edits every field in one call', async () => {
    const { api, idea } = await ownerWithRecords();
    const res = await api.put(`/api/growth-ideas/${idea.id}`, {
      status: 'planning',
      title: 'Referral program',
      description: '',
      category: 'marketing',
      priority: 'urgent',
      potentialRevenue: 1250.5,
      implementationEffort: 'low',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...idea,
      status: 'planning',
      title: 'Referral program',
      description: null,
      category: 'marketing',
      priority: 'urgent',
      potentialRevenue: 1250.5,
      implementationEffort: 'low',
    });
  });

  it('a status-only change (the dropdown) keeps the other fields; null clears the potential revenue', async () => {
    const { api, idea } = await ownerWithRecords();
    expect((await api.put(`/api/growth-ideas/${idea.id}`, { status: 'completed' })).body).toMatchObject({
      title: 'Referrals',
      potentialRevenue: 500,
      status: 'completed',
    });
    expect(
      (await api.put(`/api/growth-ideas/${idea.id}`, { status: 'completed', potentialRevenue: null })).body
        .potentialRevenue,
    ).toBeNull();
  });

  const invalid: InvalidCase[] = [
    ['no status', { title: 'x' }, /status/],
    ['a blank title', { status: 'planning', title: ' ' }, /Please enter a title for your growth idea/],
    [
      'a negative potential revenue',
      { status: 'planning', potentialRevenue: -1 },
      /Potential revenue cannot be negative/,
    ],
    [
      'potential revenue as text',
      { status: 'planning', potentialRevenue: '500' },
      /Potential revenue must be a number/,
    ],
    ['an unknown category', { status: 'planning', category: 'sales' }, /Category must be one of/],
    ['an unknown effort', { status: 'planning', implementationEffort: 'huge' }, /Effort must be one of/],
    ['an unknown status', { status: 'done' }, /Status must be one of/],
  ];
  it.each(invalid)('refuses %s (400, nothing changed)', async (_label, body, message) => {
    const { api, idea } = await ownerWithRecords();
    const res = await api.put(`/api/growth-ideas/${idea.id}`, body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await core.db.growthIdea.findUniqueOrThrow({ where: { id: idea.id } })).toMatchObject({
      title: 'Referrals',
      status: 'brainstorming',
      category: 'revenue',
    });
  });

  it('DELETE removes it (204, one statement), then it is gone (404)', async () => {
    const { api, idea } = await ownerWithRecords();
    const statements = await core.statementsOf(() => api.delete(`/api/growth-ideas/${idea.id}`).expect(204));
    expect(statements).toHaveLength(1);
    expect((await api.delete(`/api/growth-ideas/${idea.id}`)).status).toBe(404);
  });
});

describe('PUT /api/business-metrics/:id', () => {
  it("corrects a recorded date's figures, and the header totals follow", async () => {
    const { api, businessId, metric } = await ownerWithRecords();
    const res = await api.put(`/api/business-metrics/${metric.id}`, {
      date: '2025-03-01',
      revenue: 250.25,
      clients: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...metric, revenue: 250.25, clients: 3 });
    expect((await api.get(`/api/businesses/${businessId}`)).body.stats).toMatchObject({
      totalRevenue: 250.25,
      totalClients: 3,
    });
  });

  it('moves figures to a free date, and refuses (409) a date that already has figures', async () => {
    const { api, businessId, metric } = await ownerWithRecords();
    const moved = await api.put(`/api/business-metrics/${metric.id}`, { date: '2025-02-28', revenue: 100, clients: 2 });
    expect(moved.body).toMatchObject({ id: metric.id, date: '2025-02-28' });
    await api.post('/api/business-metrics', { businessId, date: '2025-03-05', revenue: 900, clients: 9 });
    const taken = await api.put(`/api/business-metrics/${metric.id}`, { date: '2025-03-05', revenue: 1, clients: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ traceId: expect.any(String), message: metricDateTakenMessage('2025-03-05') });
    const rows = await core.db.businessMetric.findMany({ where: { businessId }, orderBy: { date: 'asc' } });
    expect(rows.map((r) => [r.date.toISOString().slice(0, 10), Number(r.revenue)])).toEqual([
      ['2025-02-28', 100],
      ['2025-03-05', 900],
    ]);
  });

  const invalid: InvalidCase[] = [
    ['a negative revenue', { date: '2025-03-01', revenue: -0.01, clients: 1 }, new RegExp(REVENUE_NEGATIVE)],
    ['negative clients', { date: '2025-03-01', revenue: 1, clients: -1 }, new RegExp(CLIENTS_NEGATIVE)],
    ['fractional clients', { date: '2025-03-01', revenue: 1, clients: 2.5 }, /Clients must be a whole number/],
    ['revenue as text', { date: '2025-03-01', revenue: '100', clients: 1 }, /Revenue must be a number/],
    ['no revenue', { date: '2025-03-01', clients: 1 }, /Revenue must be a number/],
    ['an impossible date', { date: '2025-02-29', revenue: 1, clients: 1 }, /yyyy-MM-dd/],
    [
      'a businessId (figures stay with their business)',
      { businessId: '00000000-0000-4000-8000-000000000001', date: '2025-03-01', revenue: 1, clients: 1 },
      /businessId/,
    ],
  ];
  it.each(invalid)('refuses %s (400, nothing changed)', async (_label, body, message) => {
    const { api, metric } = await ownerWithRecords();
    const res = await api.put(`/api/business-metrics/${metric.id}`, body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    const row = await core.db.businessMetric.findUniqueOrThrow({ where: { id: metric.id } });
    expect([Number(row.revenue), row.clients]).toEqual([100, 2]);
  });

  it('DELETE removes the date (204, one statement); the totals drop it', async () => {
    const { api, businessId, metric } = await ownerWithRecords();
    const statements = await core.statementsOf(() => api.delete(`/api/business-metrics/${metric.id}`).expect(204));
    expect(statements).toHaveLength(1);
    expect((await api.get(`/api/businesses/${businessId}`)).body.stats).toMatchObject({
      totalRevenue: 0,
      totalClients: 0,
      latestMetric: null,
    });
    expect((await api.delete(`/api/business-metrics/${metric.id}`)).status).toBe(404);
  });
});
