import { setupCore } from './helpers';

/**
 * Another user's business id anywhere — read, child list, create child, edit or delete a record, reorder — is a 404
 * `{ message }` that changes nothing (the owner's data is compared before and after every attempt).
 */
let core: Awaited<ReturnType<typeof setupCore>>;
let owner: Awaited<ReturnType<typeof core.newUser>>;
let intruder: Awaited<ReturnType<typeof core.as>>;
let intruderBusinessId: string;
let ids: { businessId: string; metricId: string; meetingId: string; actionItemId: string; growthIdeaId: string };

beforeAll(async () => {
  core = await setupCore();
  owner = await core.newUser();
  const ownerApi = await core.as(owner);
  const businessId = (await ownerApi.post('/api/businesses', { name: 'Owner Co' })).body.id;
  const metricId = (
    await ownerApi.post('/api/business-metrics', { businessId, date: '2025-01-01', revenue: 500, clients: 2 })
  ).body.id;
  const meetingId = (
    await ownerApi.post('/api/meeting-notes', {
      businessId,
      title: 'Private meeting',
      meetingDate: '2025-01-02T10:00:00Z',
    })
  ).body.id;
  const actionItemId = (await ownerApi.post('/api/action-items', { businessId, title: 'Private task' })).body.id;
  const growthIdeaId = (await ownerApi.post('/api/growth-ideas', { businessId, title: 'Private idea' })).body.id;
  ids = { businessId, metricId, meetingId, actionItemId, growthIdeaId };

  const intruderUser = await core.newUser({ isPremium: true });
  intruder = await core.as(intruderUser);
  intruderBusinessId = (await intruder.post('/api/businesses', { name: 'Intruder Co' })).body.id;
});
afterAll(() => core.close());

/** Everything the owner has, in a stable order. */
async function ownerData() {
  const where = { userId: owner.userId };
  return Promise.all([
    core.db.business.findMany({ where, orderBy: { id: 'asc' } }),
    core.db.businessMetric.findMany({ where, orderBy: { id: 'asc' } }),
    core.db.meetingNote.findMany({ where, orderBy: { id: 'asc' } }),
    core.db.businessActionItem.findMany({ where, orderBy: { id: 'asc' } }),
    core.db.growthIdea.findMany({ where, orderBy: { id: 'asc' } }),
  ]);
}

const attempts: [string, () => Promise<{ status: number; body: unknown }>][] = [
  ['GET /api/businesses/:id', () => intruder.get(`/api/businesses/${ids.businessId}`)],
  [
    'POST /api/businesses/reorder',
    () =>
      intruder.post('/api/businesses/reorder', {
        businessUpdates: [
          { id: intruderBusinessId, sortOrder: 1 },
          { id: ids.businessId, sortOrder: 0 },
        ],
      }),
  ],
  ['GET /api/business-metrics', () => intruder.get(`/api/business-metrics?businessId=${ids.businessId}`)],
  [
    'POST /api/business-metrics (new date)',
    () =>
      intruder.post('/api/business-metrics', {
        businessId: ids.businessId,
        date: '2025-06-01',
        revenue: 1,
        clients: 1,
      }),
  ],
  [
    "POST /api/business-metrics (the owner's date)",
    () =>
      intruder.post('/api/business-metrics', {
        businessId: ids.businessId,
        date: '2025-01-01',
        revenue: 0,
        clients: 0,
      }),
  ],
  ['GET /api/meeting-notes', () => intruder.get(`/api/meeting-notes?businessId=${ids.businessId}`)],
  [
    'POST /api/meeting-notes',
    () =>
      intruder.post('/api/meeting-notes', {
        businessId: ids.businessId,
        title: 'Sneaky',
        meetingDate: '2025-01-03T10:00:00Z',
      }),
  ],
  ['GET /api/action-items', () => intruder.get(`/api/action-items?businessId=${ids.businessId}`)],
  ['POST /api/action-items', () => intruder.post('/api/action-items', { businessId: ids.businessId, title: 'Sneaky' })],
  ['PUT /api/action-items/:id', () => intruder.put(`/api/action-items/${ids.actionItemId}`, { status: 'completed' })],
  ['GET /api/growth-ideas', () => intruder.get(`/api/growth-ideas?businessId=${ids.businessId}`)],
  ['POST /api/growth-ideas', () => intruder.post('/api/growth-ideas', { businessId: ids.businessId, title: 'Sneaky' })],
  ['PUT /api/growth-ideas/:id', () => intruder.put(`/api/growth-ideas/${ids.growthIdeaId}`, { status: 'paused' })],
  [
    'PUT /api/growth-ideas/:id (full edit)',
    () =>
      intruder.put(`/api/growth-ideas/${ids.growthIdeaId}`, {
        status: 'paused',
        title: 'Mine now',
        potentialRevenue: null,
      }),
  ],
  ['DELETE /api/growth-ideas/:id', () => intruder.delete(`/api/growth-ideas/${ids.growthIdeaId}`)],
  [
    'PUT /api/action-items/:id (full edit)',
    () => intruder.put(`/api/action-items/${ids.actionItemId}`, { status: 'todo', title: 'Mine now', dueDate: null }),
  ],
  ['DELETE /api/action-items/:id', () => intruder.delete(`/api/action-items/${ids.actionItemId}`)],
  [
    'PUT /api/businesses/:id',
    () => intruder.put(`/api/businesses/${ids.businessId}`, { name: 'Renamed', color: 'red' }),
  ],
  ['DELETE /api/businesses/:id', () => intruder.delete(`/api/businesses/${ids.businessId}`)],
  [
    'PUT /api/meeting-notes/:id',
    () =>
      intruder.put(`/api/meeting-notes/${ids.meetingId}`, { title: 'Renamed', meetingDate: '2025-01-02T10:00:00Z' }),
  ],
  ['DELETE /api/meeting-notes/:id', () => intruder.delete(`/api/meeting-notes/${ids.meetingId}`)],
  [
    'PUT /api/business-metrics/:id',
    () => intruder.put(`/api/business-metrics/${ids.metricId}`, { date: '2025-01-01', revenue: 0, clients: 0 }),
  ],
  ['DELETE /api/business-metrics/:id', () => intruder.delete(`/api/business-metrics/${ids.metricId}`)],
];

describe("another user's ids are 404 everywhere and change nothing", () => {
  it.each(attempts)('%s', async (_route, attempt) => {
    const before = await ownerData();
    const intruderBefore = await core.db.business.findMany({ where: { id: intruderBusinessId } });
    const res = await attempt();
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ traceId: expect.any(String), message: expect.stringMatching(/not found$/) });
    expect(await ownerData()).toEqual(before);
    expect(await core.db.business.findMany({ where: { id: intruderBusinessId } })).toEqual(intruderBefore);
  });

  it("the owner still sees all of it, and the intruder's lists show none of it", async () => {
    const ownerApi = await core.as(owner);
    expect((await ownerApi.get(`/api/businesses/${ids.businessId}`)).status).toBe(200);
    expect((await ownerApi.get(`/api/action-items?businessId=${ids.businessId}`)).body).toHaveLength(1);
    expect((await intruder.get('/api/businesses')).body.map((b: { name: string }) => b.name)).toEqual(['Intruder Co']);
    expect((await intruder.get('/api/meeting-notes')).body).toEqual([]);
  });

  it('malformed business ids are 404 (not 400 or 500) on every child route', async () => {
    for (const bad of ['not-a-uuid', "1' OR '1'='1"]) {
      const q = encodeURIComponent(bad);
      for (const res of [
        await intruder.get(`/api/business-metrics?businessId=${q}`),
        await intruder.get(`/api/meeting-notes?businessId=${q}`),
        await intruder.get(`/api/action-items?businessId=${q}`),
        await intruder.get(`/api/growth-ideas?businessId=${q}`),
        await intruder.post('/api/business-metrics', { businessId: bad, date: '2025-01-01', revenue: 1, clients: 1 }),
        await intruder.post('/api/meeting-notes', { businessId: bad, title: 't', meetingDate: '2025-01-01T00:00:00Z' }),
        await intruder.post('/api/action-items', { businessId: bad, title: 't' }),
        await intruder.post('/api/growth-ideas', { businessId: bad, title: 't' }),
        await intruder.put(`/api/growth-ideas/${q}`, { status: 'paused' }),
        await intruder.put(`/api/businesses/${q}`, { name: 'x', color: 'red' }),
        await intruder.delete(`/api/businesses/${q}`),
        await intruder.put(`/api/meeting-notes/${q}`, { title: 't', meetingDate: '2025-01-01T00:00:00Z' }),
        await intruder.delete(`/api/meeting-notes/${q}`),
        await intruder.put(`/api/action-items/${q}`, { status: 'todo' }),
        await intruder.delete(`/api/action-items/${q}`),
        await intruder.delete(`/api/growth-ideas/${q}`),
        await intruder.put(`/api/business-metrics/${q}`, { date: '2025-01-01', revenue: 1, clients: 1 }),
        await intruder.delete(`/api/business-metrics/${q}`),
      ]) {
        expect(res.status).toBe(404);
      }
    }
  });
});
