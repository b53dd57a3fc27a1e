import { contractOf, databaseSnapshot, fuzzEndpoint, identityHeaders } from '@fj/server-kit/testing';
import { SERVICE_NAME } from '../src/app';
import { setupCore } from './helpers';

let core: Awaited<ReturnType<typeof setupCore>>;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  core = await setupCore();
  snapshot = databaseSnapshot(core.db);
});
afterAll(() => core.close());

const OTHER_UUID = '00000000-0000-4000-8000-000000000000';

/** A user (Premium: no plan limit in the way) with one business and a client acting as them. */
async function owner(timeZone?: string) {
  const user = await core.newUser({ isPremium: true });
  const api = await core.as(user);
  if (timeZone) await api.post('/api/settings', { timeZone }).expect(200);
  const { body: business } = await api.post('/api/businesses', { name: 'Studio' }).expect(201);
  return { user, api, businessId: business.id as string };
}

type Api = Awaited<ReturnType<typeof owner>>['api'];
const plan = async (api: Api, body: object) =>
  (await api.post('/api/content-plans', { title: 'Plan', contentType: 'post', ...body }).expect(201)).body;
const titles = (res: { body: Array<{ title: string }> }) => res.body.map((p) => p.title);

describe('POST /api/content-plans', () => {
  it('creates a draft (no date) and a scheduled plan with the contract keys; blank description is null', async () => {
    const { api, user, businessId } = await owner();
    const draft = await api.post('/api/content-plans', {
      title: '  Launch teaser  ',
      description: '   ',
      contentType: 'reel',
      scheduledDate: null,
      accountId: null,
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toEqual({
      id: expect.any(String),
      updatedAt: expect.any(String),
      businessId: null,
      accountId: null,
      title: 'Launch teaser',
      description: null,
      contentType: 'reel',
      scheduledDate: null,
      status: 'draft',
      isCompleted: false,
      completedAt: null,
      createdAt: expect.any(String),
    });
    const scheduled = await api.post('/api/content-plans', {
      title: 'Behind the scenes',
      description: 'Bakery at 5am',
      contentType: 'video',
      scheduledDate: '2026-03-10T09:30:00+01:00',
      businessId,
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({
      businessId,
      scheduledDate: '2026-03-10T08:30:00.000Z',
      status: 'scheduled',
      description: 'Bakery at 5am',
    });
    expect(await core.db.contentPlan.count({ where: { userId: user.userId } })).toBe(2);
  });

  it.each([
    ['no title', { contentType: 'post' }, 'title: Please enter a title for this content'],
    ['a blank title', { title: '   ', contentType: 'post' }, 'title: Please enter a title for this content'],
    ['no content type', { title: 'Hello' }, 'contentType: Please choose a content type'],
    [
      'an unknown content type',
      { title: 'Hello', contentType: 'podcast' },
      'contentType: Please choose a content type',
    ],
    [
      'a 201-character title',
      { title: 'x'.repeat(201), contentType: 'post' },
      'title: Title is at most 200 characters',
    ],
    [
      'a 5,001-character description',
      { title: 'Hi', contentType: 'post', description: 'x'.repeat(5001) },
      'description: Description is at most 5000 characters',
    ],
    [
      'a date that is not a date',
      { title: 'Hi', contentType: 'post', scheduledDate: 'next tuesday' },
      'scheduledDate: Use an ISO date and time, e.g. 2025-01-31T09:30:00.000Z',
    ],
    ['a status (the server derives it)', { title: 'Hi', contentType: 'post', status: 'published' }, /status/],
  ])('refuses %s with a readable 400 and writes nothing', async (_label, body, message) => {
    const { api } = await owner();
    const before = await snapshot();
    const res = await api.post('/api/content-plans', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses another user's business or social account and malformed ids with a 404, writing nothing", async () => {
    const { api } = await owner();
    const other = await owner();
    // Social accounts are the social service's rows; this test writes one directly to have something to point at.
    const theirs = await core.db.socialAccount.create({
      data: {
        userId: other.user.userId,
        businessId: other.businessId,
        platform: 'instagram',
        handle: 'theirs',
        username: 'theirs',
        connectionKind: 'manual',
      },
    });
    const before = await snapshot();
    for (const [body, message] of [
      [{ businessId: other.businessId }, 'Business not found'],
      [{ businessId: 'not-a-uuid' }, 'Business not found'],
      [{ accountId: OTHER_UUID }, 'Social account not found'],
      [{ accountId: theirs.id }, 'Social account not found'],
      [{ accountId: 'x' }, 'Social account not found'],
    ] as const) {
      const res = await api.post('/api/content-plans', { title: 'Mine', contentType: 'post', ...body });
      expect([res.status, res.body.message]).toEqual([404, message]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('names one of your social accounts; unlinking the account keeps the plan, without it', async () => {
    const { user, api, businessId } = await owner();
    const mine = await core.db.socialAccount.create({
      data: {
        userId: user.userId,
        businessId,
        platform: 'instagram',
        handle: 'mine',
        username: 'mine',
        connectionKind: 'manual',
      },
    });
    const plan = await api.post('/api/content-plans', { title: 'Reel', contentType: 'reel', accountId: mine.id });
    expect([plan.status, plan.body.accountId]).toEqual([201, mine.id]);
    await core.db.socialAccount.delete({ where: { id: mine.id } });
    expect((await core.db.contentPlan.findUniqueOrThrow({ where: { id: plan.body.id } })).accountId).toBeNull();
  });
});

describe('GET /api/content-plans', () => {
  it('lists only the caller’s plans, newest scheduled first with drafts first, optionally for one business', async () => {
    const { api, businessId } = await owner();
    const other = await owner();
    await plan(other.api, { title: 'Not mine', scheduledDate: '2026-05-01T10:00:00Z' });
    await plan(api, { title: 'March', scheduledDate: '2026-03-01T10:00:00Z', businessId });
    await plan(api, { title: 'Idea' });
    await plan(api, { title: 'May', scheduledDate: '2026-05-01T10:00:00Z' });
    await plan(api, { title: 'April', scheduledDate: '2026-04-01T10:00:00Z', businessId });
    expect(titles(await api.get('/api/content-plans').expect(200))).toEqual(['Idea', 'May', 'April', 'March']);
    expect(titles(await api.get(`/api/content-plans?businessId=${businessId}`).expect(200))).toEqual([
      'April',
      'March',
    ]);
    expect(titles(await api.get('/api/content-plans?businessId=').expect(200))).toHaveLength(4);
    expect(titles(await api.get('/api/content-plans?status=draft').expect(200))).toEqual(['Idea']);
    expect(titles(await api.get('/api/content-plans?status=scheduled').expect(200))).toEqual(['May', 'April', 'March']);
  });

  it("answers 404 for another user's business or a malformed business id, and 400 for a bad filter", async () => {
    const { api } = await owner();
    const other = await owner();
    expect((await api.get(`/api/content-plans?businessId=${other.businessId}`)).status).toBe(404);
    expect((await api.get('/api/content-plans?businessId=nope')).status).toBe(404);
    expect((await api.get('/api/content-plans?from=2026-02-30')).body.message).toMatch(/from: Use a real date/);
    expect((await api.get('/api/content-plans?from=2026-03-02&to=2026-03-01')).body.message).toBe(
      'to: from must be on or before to',
    );
    expect((await api.get('/api/content-plans?status=late')).status).toBe(400);
    expect((await api.get('/api/content-plans?limit=0')).status).toBe(400);
  });

  it('groups by the caller’s calendar day at midnight in a non-UTC zone (Auckland, UTC+13 in March)', async () => {
    const { api } = await owner('Pacific/Auckland');
    // 2026-03-10 00:00 in Auckland is 2026-03-09T11:00Z.
    await plan(api, { title: '23:59 on the 9th', scheduledDate: '2026-03-09T10:59:59.999Z' });
    await plan(api, { title: '00:00 on the 10th', scheduledDate: '2026-03-09T11:00:00.000Z' });
    await plan(api, { title: '23:59 on the 10th', scheduledDate: '2026-03-10T10:59:59.999Z' });
    await plan(api, { title: '00:00 on the 11th', scheduledDate: '2026-03-10T11:00:00.000Z' });
    await plan(api, { title: 'Draft' });
    expect(titles(await api.get('/api/content-plans?from=2026-03-10&to=2026-03-10').expect(200))).toEqual([
      '23:59 on the 10th',
      '00:00 on the 10th',
    ]);
    expect(titles(await api.get('/api/content-plans?to=2026-03-09').expect(200))).toEqual(['23:59 on the 9th']);
    expect(titles(await api.get('/api/content-plans?from=2026-03-11').expect(200))).toEqual(['00:00 on the 11th']);
    // The same instants in UTC fall on other days.
    await api.post('/api/settings', { timeZone: 'UTC' }).expect(200);
    expect(titles(await api.get('/api/content-plans?from=2026-03-10&to=2026-03-10').expect(200))).toEqual([
      '00:00 on the 11th',
      '23:59 on the 10th',
    ]);
  });

  it('counts days across a daylight-saving change and west of UTC (Los Angeles)', async () => {
    const { api } = await owner('America/Los_Angeles');
    // Clocks go forward on 2026-03-08 at 02:00 (PST −8 → PDT −7): that day is 23 hours long.
    await plan(api, { title: 'Start of the 8th', scheduledDate: '2026-03-08T08:00:00.000Z' });
    await plan(api, { title: 'End of the 8th', scheduledDate: '2026-03-09T06:59:59.000Z' });
    await plan(api, { title: 'Start of the 9th', scheduledDate: '2026-03-09T07:00:00.000Z' });
    expect(titles(await api.get('/api/content-plans?from=2026-03-08&to=2026-03-08').expect(200))).toEqual([
      'End of the 8th',
      'Start of the 8th',
    ]);
    expect(titles(await api.get('/api/content-plans?from=2026-03-09&to=2026-03-09').expect(200))).toEqual([
      'Start of the 9th',
    ]);
  });

  it('pages with limit and before: every dated plan once, in order', async () => {
    const { api } = await owner();
    // Two plans share each instant, so the keyset needs its tie-breakers.
    for (let i = 0; i < 7; i++) {
      await plan(api, { title: `A${i}`, scheduledDate: `2026-06-0${1 + Math.floor(i / 2)}T09:00:00Z` });
    }
    const all = titles(await api.get('/api/content-plans').expect(200));
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const page = await api.get(`/api/content-plans?limit=3${before ? `&before=${before}` : ''}`).expect(200);
      seen.push(...titles(page));
      if (page.body.length < 3) break;
      before = page.body[page.body.length - 1].id;
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(7);
    // Another user's plan as the cursor leaks nothing.
    const other = await owner();
    const foreign = await plan(other.api, { scheduledDate: '2030-01-01T00:00:00Z' });
    expect((await api.get(`/api/content-plans?before=${foreign.id}`).expect(200)).body).toEqual([]);
  });

  it('is one SQL statement however many plans there are (two with a business filter)', async () => {
    const { api, businessId } = await owner();
    await plan(api, { scheduledDate: '2026-01-01T00:00:00Z', businessId });
    const few = await core.statementsOf(() => api.get('/api/content-plans').expect(200));
    const fewFiltered = await core.statementsOf(() =>
      api.get(`/api/content-plans?businessId=${businessId}&from=2025-01-01`).expect(200),
    );
    for (let i = 0; i < 40; i++)
      await plan(api, { scheduledDate: `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`, businessId });
    const many = await core.statementsOf(() => api.get('/api/content-plans').expect(200));
    const manyFiltered = await core.statementsOf(() =>
      api.get(`/api/content-plans?businessId=${businessId}&from=2025-01-01`).expect(200),
    );
    expect(few).toHaveLength(1);
    expect(many).toHaveLength(1);
    expect(fewFiltered).toHaveLength(2);
    expect(manyFiltered).toHaveLength(2);
  });
});

describe('PATCH /api/content-plans/:id', () => {
  it('completes a plan (completedAt set by the server, kept on a repeat) and reopens it (cleared)', async () => {
    const { api } = await owner();
    const created = await plan(api, { scheduledDate: '2026-03-10T09:00:00Z' });
    const done = await api.patch(`/api/content-plans/${created.id}`, { isCompleted: true }).expect(200);
    expect(done.body).toMatchObject({ isCompleted: true, status: 'published', completedAt: expect.any(String) });
    expect(Math.abs(Date.parse(done.body.completedAt) - Date.now())).toBeLessThan(60_000);
    const again = await api.patch(`/api/content-plans/${created.id}`, { isCompleted: true }).expect(200);
    expect(again.body.completedAt).toBe(done.body.completedAt);
    const reopened = await api.patch(`/api/content-plans/${created.id}`, { isCompleted: false }).expect(200);
    expect(reopened.body).toMatchObject({ isCompleted: false, status: 'scheduled', completedAt: null });
  });

  it('edits the fields it is sent and keeps the rest; a null date makes a draft; moves between businesses', async () => {
    const { api, businessId } = await owner();
    const created = await plan(api, { title: 'Old', description: 'Keep me', scheduledDate: '2026-03-10T09:00:00Z' });
    const edited = await api
      .patch(`/api/content-plans/${created.id}`, {
        isCompleted: false,
        title: ' New ',
        contentType: 'story',
        businessId,
      })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'New',
      description: 'Keep me',
      contentType: 'story',
      businessId,
      scheduledDate: '2026-03-10T09:00:00.000Z',
    });
    const drafted = await api
      .patch(`/api/content-plans/${created.id}`, {
        isCompleted: false,
        scheduledDate: null,
        description: null,
        businessId: null,
      })
      .expect(200);
    expect(drafted.body).toMatchObject({
      status: 'draft',
      scheduledDate: null,
      description: null,
      businessId: null,
      title: 'New',
    });
  });

  it("answers 404 for another user's plan, a malformed id, another user's business or a social account — changing nothing", async () => {
    const { api } = await owner();
    const other = await owner();
    const mine = await plan(api, { title: 'Mine' });
    const theirs = await plan(other.api, { title: 'Theirs' });
    const before = await snapshot();
    const attempts: Array<[string, object, string]> = [
      [theirs.id, { isCompleted: true }, 'Content plan not found'],
      ['nope', { isCompleted: true }, 'Content plan not found'],
      [OTHER_UUID, { isCompleted: true }, 'Content plan not found'],
      [mine.id, { isCompleted: true, businessId: other.businessId }, 'Business not found'],
      [mine.id, { isCompleted: true, businessId: 'nope' }, 'Business not found'],
      [mine.id, { isCompleted: true, accountId: OTHER_UUID }, 'Social account not found'],
    ];
    for (const [id, body, message] of attempts) {
      const res = await api.patch(`/api/content-plans/${id}`, body);
      expect([res.status, res.body.message]).toEqual([404, message]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body without isCompleted or with a bad field, writing nothing', async () => {
    const { api } = await owner();
    const mine = await plan(api, { title: 'Mine' });
    const before = await snapshot();
    expect((await api.patch(`/api/content-plans/${mine.id}`, { title: 'x' })).body.message).toBe(
      'isCompleted: isCompleted must be true or false',
    );
    expect((await api.patch(`/api/content-plans/${mine.id}`, { isCompleted: true, title: '' })).status).toBe(400);
    expect(
      (await api.patch(`/api/content-plans/${mine.id}`, { isCompleted: true, completedAt: '2026-01-01T00:00:00Z' }))
        .status,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/content-plans/:id', () => {
  it('deletes the caller’s plan in one statement; another user’s or an unknown id is a 404', async () => {
    const { api } = await owner();
    const other = await owner();
    const mine = await plan(api, {});
    const theirs = await plan(other.api, {});
    expect((await api.delete(`/api/content-plans/${theirs.id}`)).status).toBe(404);
    expect((await api.delete('/api/content-plans/nope')).status).toBe(404);
    const statements = await core.statementsOf(() => api.delete(`/api/content-plans/${mine.id}`).expect(204));
    expect(statements).toHaveLength(1);
    expect((await api.delete(`/api/content-plans/${mine.id}`)).status).toBe(404);
    expect(await core.db.contentPlan.count({ where: { id: theirs.id } })).toBe(1);
  });

  it("goes with its business, and every plan goes with its user's account", async () => {
    const { api, user, businessId } = await owner();
    await plan(api, { businessId });
    await plan(api, {});
    await api.delete(`/api/businesses/${businessId}`).expect(204);
    expect(await core.db.contentPlan.count({ where: { userId: user.userId } })).toBe(1);
    await core.db.user.delete({ where: { id: user.userId } });
    expect(await core.db.contentPlan.count({ where: { userId: user.userId } })).toBe(0);
  });
});

describe('fuzzed bodies: never a 5xx, a readable 4xx, nothing written on a 4xx', () => {
  it('POST /api/content-plans', async () => {
    const { user, businessId } = await owner();
    const headers = await identityHeaders(user, SERVICE_NAME);
    const { body, response } = contractOf('post', '/api/content-plans');
    const report = await fuzzEndpoint(core.app, 'post', '/api/content-plans', body, {
      response,
      headers,
      snapshot,
      fixed: { businessId, accountId: null },
    });
    expect(report.statuses[201]).toBeGreaterThan(0);
  });

  it('PATCH /api/content-plans/:id', async () => {
    const { user, api, businessId } = await owner();
    const headers = await identityHeaders(user, SERVICE_NAME);
    const mine = await plan(api, {});
    const { body, response } = contractOf('patch', '/api/content-plans/{id}');
    const report = await fuzzEndpoint(core.app, 'patch', `/api/content-plans/${mine.id}`, body, {
      response,
      headers,
      snapshot,
      fixed: { businessId, accountId: null },
    });
    expect(report.statuses[200]).toBeGreaterThan(0);
  });
});
