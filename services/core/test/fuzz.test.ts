import {
  createActionItemSchema,
  createBusinessSchema,
  createGrowthIdeaSchema,
  createMeetingNoteSchema,
  recordBusinessMetricSchema,
  reorderBusinessesSchema,
  updateActionItemSchema,
  updateGrowthIdeaSchema,
  updateSettingsSchema,
} from '@fj/contracts';
import { databaseSnapshot, fuzzEndpoint, identityHeaders } from '@fj/server-kit/testing';
import { SERVICE_NAME } from '../src/app';
import { setupCore } from './helpers';

// Every mutating core endpoint gets the shared fuzz run (≥ 200 bodies plus the issue 8 crash cases in every field):
// never a 5xx, every 4xx a readable { message }, nothing written on a 4xx.

let core: Awaited<ReturnType<typeof setupCore>>;
let snapshot: () => Promise<unknown>;
beforeAll(async () => {
  core = await setupCore();
  snapshot = databaseSnapshot(core.db);
});
afterAll(() => core.close());

/** A Premium user (no plan limit in the way) with one business, and the headers to act as them. */
async function premiumOwner() {
  const user = await core.newUser({ isPremium: true });
  const headers = await identityHeaders(user, SERVICE_NAME);
  const { body: business } = await (await core.as(user)).post('/api/businesses', { name: 'Fuzzed' });
  return { user, headers, businessId: business.id as string, api: await core.as(user) };
}

it('POST /api/businesses', async () => {
  const { headers } = await premiumOwner();
  const report = await fuzzEndpoint(core.app, 'post', '/api/businesses', createBusinessSchema, { headers, snapshot });
  expect(report.statuses[201]).toBeGreaterThan(0);
});

it('POST /api/businesses/reorder', async () => {
  const { headers, api } = await premiumOwner();
  const ids = [(await api.post('/api/businesses', { name: 'Two' })).body.id];
  const report = await fuzzEndpoint(core.app, 'post', '/api/businesses/reorder', reorderBusinessesSchema, { headers, snapshot });
  expect(report.statuses[404]).toBeGreaterThan(0);
  expect(ids).toHaveLength(1);
});

it('POST /api/business-metrics', async () => {
  const { headers, businessId } = await premiumOwner();
  const report = await fuzzEndpoint(core.app, 'post', '/api/business-metrics', recordBusinessMetricSchema, { headers, snapshot, fixed: { businessId } });
  expect(report.statuses[201]).toBeGreaterThan(0);
});

it('POST /api/meeting-notes', async () => {
  const { headers, businessId } = await premiumOwner();
  const report = await fuzzEndpoint(core.app, 'post', '/api/meeting-notes', createMeetingNoteSchema, { headers, snapshot, fixed: { businessId } });
  expect(report.statuses[201]).toBeGreaterThan(0);
});

it('POST /api/action-items', async () => {
  const { headers, businessId } = await premiumOwner();
  const report = await fuzzEndpoint(core.app, 'post', '/api/action-items', createActionItemSchema, { headers, snapshot, fixed: { businessId } });
  expect(report.statuses[201]).toBeGreaterThan(0);
});

it('PUT /api/action-items/:id', async () => {
  const { headers, businessId, api } = await premiumOwner();
  const { body: item } = await api.post('/api/action-items', { businessId, title: 'Call the bank' });
  const report = await fuzzEndpoint(core.app, 'put', `/api/action-items/${item.id}`, updateActionItemSchema, { headers, snapshot });
  expect(report.statuses[200]).toBeGreaterThan(0);
});

it('POST /api/growth-ideas', async () => {
  const { headers, businessId } = await premiumOwner();
  const report = await fuzzEndpoint(core.app, 'post', '/api/growth-ideas', createGrowthIdeaSchema, { headers, snapshot, fixed: { businessId } });
  expect(report.statuses[201]).toBeGreaterThan(0);
});

it('PUT /api/growth-ideas/:id', async () => {
  const { headers, businessId, api } = await premiumOwner();
  const { body: idea } = await api.post('/api/growth-ideas', { businessId, title: 'Newsletter' });
  const report = await fuzzEndpoint(core.app, 'put', `/api/growth-ideas/${idea.id}`, updateGrowthIdeaSchema, { headers, snapshot });
  expect(report.statuses[200]).toBeGreaterThan(0);
});

it('POST /api/settings', async () => {
  const { headers } = await premiumOwner();
  const report = await fuzzEndpoint(core.app, 'post', '/api/settings', updateSettingsSchema, { headers, snapshot });
  expect(report.statuses[200]).toBeGreaterThan(0);
});

describe('the inputs that reached a 500 before (issue 8) answer a clear 400 and write nothing', () => {
  it.each([
    ['a NUL in a business name', '/api/businesses', () => ({ name: 'a\u0000b' }), 'name: Business name contains a character that cannot be saved'],
    ['a lone surrogate in a description', '/api/businesses', () => ({ name: 'ok', description: 'broken \ud800' }), 'description: Description contains a character that cannot be saved'],
    ['year 0000 on a metric', '/api/business-metrics', (businessId: string) => ({ businessId, date: '0000-01-01', revenue: 1, clients: 1 }), 'date: Use a date between the years 0001 and 9999'],
    ['a meeting date past 9999', '/api/meeting-notes', (businessId: string) => ({ businessId, title: 'Late', meetingDate: '9999-12-31T23:59:59-23:59' }), 'meetingDate: Use a date between the years 0001 and 9999'],
    ['a follow-up in year 0000', '/api/meeting-notes', (businessId: string) => ({ businessId, title: 'Early', meetingDate: '2025-01-01T10:00:00Z', followUpDate: '0000-01-01T00:00:00Z' }), 'followUpDate: Use a date between the years 0001 and 9999'],
    ['a NUL in an action item', '/api/action-items', (businessId: string) => ({ businessId, title: 'Call\u0000' }), 'title: Title contains a character that cannot be saved'],
    ['a due date in year 0000', '/api/action-items', (businessId: string) => ({ businessId, title: 'Call', dueDate: '0000-01-01' }), 'dueDate: Use a real date in the format yyyy-MM-dd'],
    ['a lone surrogate in an idea', '/api/growth-ideas', (businessId: string) => ({ businessId, title: '\udfff' }), 'title: Title contains a character that cannot be saved'],
  ])('%s', async (_label, path, body, message) => {
    const { api, businessId } = await premiumOwner();
    const before = await snapshot();
    const res = await api.post(path, body(businessId));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });
});
