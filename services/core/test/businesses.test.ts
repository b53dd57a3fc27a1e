import { FREE_PLAN_LIMIT_MESSAGE } from '@fj/contracts';
import { setupCore } from './helpers';

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

const premiumUser = () => core.newUser({ isPremium: true });

describe('POST /api/businesses', () => {
  it('creates a business with a trimmed name, null blank description and the default colour', async () => {
    const user = await core.newUser();
    const api = await core.as(user);
    const res = await api.post('/api/businesses', { name: '  Acme Bakery  ', description: '   ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Acme Bakery',
      description: null,
      color: 'blue',
      sortOrder: 0,
      createdAt: expect.any(String),
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    const row = await core.db.business.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ userId: user.userId, name: 'Acme Bakery', description: null, color: 'blue' });
  });

  it('keeps a given description (trimmed) and colour, and appends at the end of the list', async () => {
    const api = await core.as(await premiumUser());
    const first = await api.post('/api/businesses', { name: 'One' });
    const second = await api.post('/api/businesses', { name: 'Two', description: '  Consulting  ', color: 'purple' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      name: 'Two',
      description: 'Consulting',
      color: 'purple',
      sortOrder: first.body.sortOrder + 1,
    });
  });

  it.each([
    ['a blank name', { name: '   ' }, /Please enter a name for your business/],
    ['no name', {}, /Please enter a name for your business/],
    ['an unknown colour', { name: 'Ok', color: 'teal' }, /color: Colour must be one of/],
    ['an unknown key', { name: 'Ok', userId: 'someone-else' }, /userId/],
    ['a 101-character name', { name: 'x'.repeat(101) }, /at most 100 characters/],
    ['a numeric name', { name: 42 }, /name/],
  ])('rejects %s with a readable 400 and writes nothing', async (_label, body, message) => {
    const user = await core.newUser();
    const res = await (await core.as(user)).post('/api/businesses', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(res.body.issues.length).toBeGreaterThan(0);
    expect(await core.db.business.count({ where: { userId: user.userId } })).toBe(0);
  });

  it('holds the Free plan to one business: the second answers 403 with the exact message', async () => {
    const user = await core.newUser();
    const api = await core.as(user);
    expect((await api.post('/api/businesses', { name: 'First' })).status).toBe(201);
    const second = await api.post('/api/businesses', { name: 'Second' });
    expect(second.status).toBe(403);
    expect(second.body).toEqual({ traceId: expect.any(String), message: FREE_PLAN_LIMIT_MESSAGE });
    expect(second.body.message).toBe('Free plan includes 1 business. Upgrade to Premium for unlimited businesses.');
    expect(await core.db.business.count({ where: { userId: user.userId } })).toBe(1);
  });

  it('lets Premium create more than one', async () => {
    const user = await premiumUser();
    const api = await core.as(user);
    for (const name of ['A', 'B', 'C']) expect((await api.post('/api/businesses', { name })).status).toBe(201);
    expect(await core.db.business.count({ where: { userId: user.userId } })).toBe(3);
  });

  it('does not let parallel creates on Free race past the limit', async () => {
    // Several rounds: without the lock, the first (cold) round can happen to serialise; later ones race reliably.
    for (let round = 0; round < 5; round++) {
      const user = await core.newUser();
      const api = await core.as(user);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => api.post('/api/businesses', { name: `Race ${i}` })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 403, 403, 403, 403, 403, 403, 403]);
      expect(await core.db.business.count({ where: { userId: user.userId } })).toBe(1);
    }
  });

  it('gives parallel Premium creates distinct, increasing sortOrders', async () => {
    const user = await premiumUser();
    const api = await core.as(user);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.post('/api/businesses', { name: `P${i}` })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(results.map((r) => r.body.sortOrder).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('GET /api/businesses', () => {
  it("lists only the caller's businesses by sortOrder, then creation", async () => {
    const user = await premiumUser();
    const other = await premiumUser();
    const api = await core.as(user);
    // Out-of-order sortOrders written directly, plus a tie broken by createdAt.
    const mk = (name: string, sortOrder: number, createdAt: string, userId = user.userId) =>
      core.db.business.create({ data: { userId, name, sortOrder, createdAt: new Date(createdAt) } });
    await mk('third', 5, '2024-01-01T00:00:00Z');
    await mk('first', 1, '2024-01-03T00:00:00Z');
    await mk('second-b', 2, '2024-01-02T00:00:00Z');
    await mk('second-a', 2, '2024-01-01T00:00:00Z');
    await mk('not mine', 0, '2024-01-01T00:00:00Z', other.userId);
    const res = await api.get('/api/businesses');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { name: string }) => b.name)).toEqual(['first', 'second-a', 'second-b', 'third']);
    expect(Object.keys(res.body[0]).sort()).toEqual(['color', 'createdAt', 'description', 'id', 'name', 'sortOrder']);
  });

  it('is one SQL query', async () => {
    const user = await premiumUser();
    const api = await core.as(user);
    await api.post('/api/businesses', { name: 'x' });
    const statements = await core.statementsOf(() => api.get('/api/businesses').expect(200));
    expect(statements).toHaveLength(1);
  });
});

describe('GET /api/businesses/:id', () => {
  it('answers the business with its header stats', async () => {
    const user = await premiumUser();
    const api = await core.as(user);
    const { body: business } = await api.post('/api/businesses', { name: 'Shop', color: 'green' });
    const empty = await api.get(`/api/businesses/${business.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      ...business,
      stats: {
        totalRevenue: 0,
        totalClients: 0,
        latestMetric: null,
        meetingCount: 0,
        actionItemCount: 0,
        growthIdeaCount: 0,
      },
    });

    await api.post('/api/business-metrics', {
      businessId: business.id,
      date: '2025-01-01',
      revenue: 1000.5,
      clients: 3,
    });
    await api.post('/api/business-metrics', {
      businessId: business.id,
      date: '2025-02-01',
      revenue: 250.25,
      clients: 5,
    });
    await api.post('/api/meeting-notes', {
      businessId: business.id,
      title: 'Kickoff',
      meetingDate: '2025-01-02T10:00:00Z',
    });
    await api.post('/api/action-items', { businessId: business.id, title: 'Call bank' });
    await api.post('/api/action-items', { businessId: business.id, title: 'Hire' });
    await api.post('/api/growth-ideas', { businessId: business.id, title: 'Newsletter' });
    const res = await api.get(`/api/businesses/${business.id}`);
    expect(res.body.stats).toEqual({
      totalRevenue: 1250.75,
      totalClients: 5,
      latestMetric: { date: '2025-02-01', revenue: 250.25, clients: 5 },
      meetingCount: 1,
      actionItemCount: 2,
      growthIdeaCount: 1,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const api = await core.as(await core.newUser());
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "x' OR 1=1 --", 'a'.repeat(300)]) {
      const res = await api.get(`/api/businesses/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ traceId: expect.any(String), message: 'Business not found' });
    }
  });

  it('makes the same small number of queries however many rows the business has', async () => {
    const user = await premiumUser();
    const api = await core.as(user);
    const { body: business } = await api.post('/api/businesses', { name: 'Counted' });
    const before = await core.statementsOf(() => api.get(`/api/businesses/${business.id}`).expect(200));
    const data = { businessId: business.id, userId: user.userId };
    await core.db.meetingNote.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({ ...data, title: `m${i}`, meetingDate: new Date(2024, 0, i + 1) })),
    });
    await core.db.businessActionItem.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({ ...data, title: `a${i}` })),
    });
    await core.db.growthIdea.createMany({ data: Array.from({ length: 40 }, (_, i) => ({ ...data, title: `g${i}` })) });
    await core.db.businessMetric.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        ...data,
        date: new Date(Date.UTC(2024, 0, i + 1)),
        revenue: 10,
        clients: i,
      })),
    });
    const after = await core.statementsOf(() => api.get(`/api/businesses/${business.id}`).expect(200));
    expect(before.length).toBeLessThanOrEqual(2);
    expect(after).toHaveLength(before.length);
    expect((await api.get(`/api/businesses/${business.id}`)).body.stats).toMatchObject({
      totalRevenue: 400,
      totalClients: 39,
      meetingCount: 40,
    });
  });
});

describe('POST /api/businesses/reorder', () => {
  async function threeBusinesses() {
    const user = await premiumUser();
    const api = await core.as(user);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await api.post('/api/businesses', { name })).body.id);
    return { user, api, ids };
  }
  const names = (res: { body: { name: string }[] }) => res.body.map((b) => b.name);

  it('applies the new order and answers the reordered list', async () => {
    const { api, ids } = await threeBusinesses();
    const res = await api.post('/api/businesses/reorder', {
      businessUpdates: [
        { id: ids[2], sortOrder: 0 },
        { id: ids[0], sortOrder: 1 },
        { id: ids[1], sortOrder: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['C', 'A', 'B']);
    expect(names(await api.get('/api/businesses'))).toEqual(['C', 'A', 'B']);
  });

  it("changes nothing when one id is another user's (404), not even the caller's own rows", async () => {
    const { api, ids } = await threeBusinesses();
    const other = await threeBusinesses();
    const otherBefore = await core.db.business.findMany({
      where: { userId: other.user.userId },
      orderBy: { id: 'asc' },
    });
    const res = await api.post('/api/businesses/reorder', {
      businessUpdates: [
        { id: ids[2], sortOrder: 0 },
        { id: ids[0], sortOrder: 1 },
        { id: other.ids[0], sortOrder: 9 },
      ],
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ traceId: expect.any(String), message: 'Business not found' });
    expect(names(await api.get('/api/businesses'))).toEqual(['A', 'B', 'C']);
    expect(await core.db.business.findMany({ where: { userId: other.user.userId }, orderBy: { id: 'asc' } })).toEqual(
      otherBefore,
    );
  });

  it('answers 404 for an unknown or malformed id and changes nothing', async () => {
    const { api, ids } = await threeBusinesses();
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await api.post('/api/businesses/reorder', {
        businessUpdates: [
          { id: ids[2], sortOrder: 0 },
          { id: bad, sortOrder: 1 },
        ],
      });
      expect(res.status).toBe(404);
    }
    expect(names(await api.get('/api/businesses'))).toEqual(['A', 'B', 'C']);
  });

  it.each([
    [{}, /businessUpdates/],
    [{ businessUpdates: [] }, /Nothing to reorder/],
    [{ businessUpdates: [{ id: 'x', sortOrder: -1 }] }, /sortOrder cannot be negative/],
    [{ businessUpdates: [{ id: 'x', sortOrder: 1.5 }] }, /whole number/],
    [{ businessUpdates: [{ id: 'x' }] }, /sortOrder/],
  ])('rejects %j with a 400', async (body, message) => {
    const { api } = await threeBusinesses();
    const res = await api.post('/api/businesses/reorder', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(names(await api.get('/api/businesses'))).toEqual(['A', 'B', 'C']);
  });

  it('rejects a list naming the same business twice', async () => {
    const { api, ids } = await threeBusinesses();
    const res = await api.post('/api/businesses/reorder', {
      businessUpdates: [
        { id: ids[0], sortOrder: 2 },
        { id: ids[0], sortOrder: 0 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/only once/);
  });

  it('holds under 20 parallel reorders by one user: no deadlock, no duplicate sortOrders', async () => {
    const user = await premiumUser();
    const api = await core.as(user);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) ids.push((await api.post('/api/businesses', { name })).body.id);
    // Full reorders in random orders, mixed with partial moves that name only two businesses.
    const shuffled = (round: number) =>
      [...ids].sort(
        (a, b) =>
          ((a.charCodeAt(round % 30) * (round + 7)) % 13) - ((b.charCodeAt(round % 30) * (round + 7)) % 13) ||
          a.localeCompare(b),
      );
    const requests = Array.from({ length: 20 }, (_, round) =>
      round % 4 === 3
        ? {
            businessUpdates: [
              { id: ids[round % 6], sortOrder: 0 },
              { id: ids[(round + 1) % 6], sortOrder: 5 },
            ],
          }
        : { businessUpdates: shuffled(round).map((id, sortOrder) => ({ id, sortOrder })) },
    );
    const results = await Promise.all(requests.map((body) => api.post('/api/businesses/reorder', body)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await core.db.business.findMany({ where: { userId: user.userId }, select: { sortOrder: true } });
    expect(rows.map((r) => r.sortOrder).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const res of results) expect(new Set(res.body.map((b: { sortOrder: number }) => b.sortOrder)).size).toBe(6);
  });

  it('keeps sortOrders distinct when a reorder names only some businesses (the moved one wins its place)', async () => {
    const { api, ids } = await threeBusinesses();
    const res = await api.post('/api/businesses/reorder', { businessUpdates: [{ id: ids[2], sortOrder: 0 }] });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['C', 'A', 'B']);
    expect(res.body.map((b: { sortOrder: number }) => b.sortOrder)).toEqual([0, 1, 2]);
  });
});
