import request from 'supertest';
import { identityHeaders } from '@fj/server-kit/testing';
import type { Identity } from '@fj/server-kit';
import { SERVICE_NAME } from '../src/app';
import { setupCore } from './helpers';

// Every create of the screens that work offline, sent twice with one Idempotency-Key (a retry, an outbox replay, a
// double click): one row, and the same answer both times (docs/decisions/2601-idempotent-writes.md).

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

async function actor() {
  const user: Identity = await core.newUser();
  const headers = await identityHeaders(user, SERVICE_NAME);
  const send = (method: 'post' | 'put', url: string, key: string, body: object) =>
    request(core.app)[method](url).set(headers).set('Idempotency-Key', key).send(body);
  return { user, send };
}

const today = new Date().toISOString().slice(0, 10);

type Create = {
  name: string;
  url: string;
  body: (businessId: string) => object;
  count: (userId: string) => Promise<number>;
};
const CREATES: Create[] = [
  {
    name: 'a note',
    url: '/api/notes',
    body: () => ({ title: 'Train ideas', content: 'Written on the 08:12' }),
    count: (userId) => core.db.note.count({ where: { userId } }),
  },
  {
    name: 'a journal entry',
    url: '/api/journal',
    body: () => ({ date: today, content: 'A good day' }),
    count: (userId) => core.db.journalEntry.count({ where: { userId } }),
  },
  {
    name: 'a content plan',
    url: '/api/content-plans',
    body: () => ({ title: 'Launch post', contentType: 'post' }),
    count: (userId) => core.db.contentPlan.count({ where: { userId } }),
  },
  {
    name: 'a meeting note',
    url: '/api/meeting-notes',
    body: () => ({ title: 'Investor call', meetingDate: new Date().toISOString() }),
    count: (userId) => core.db.meetingNote.count({ where: { userId } }),
  },
  {
    name: 'a personal action item',
    url: '/api/user-action-items',
    body: () => ({ title: 'Send the deck' }),
    count: (userId) => core.db.userActionItem.count({ where: { userId } }),
  },
  {
    name: "a business's action item",
    url: '/api/action-items',
    body: (businessId) => ({ businessId, title: 'Call the bank' }),
    count: (userId) => core.db.businessActionItem.count({ where: { userId } }),
  },
  {
    name: "a business's metrics",
    url: '/api/business-metrics',
    body: (businessId) => ({ businessId, date: today, revenue: 120.5, clients: 3 }),
    count: (userId) => core.db.businessMetric.count({ where: { userId } }),
  },
];

it.each(CREATES)('creates $name once for a key sent twice', async ({ url, body, count }) => {
  const { user, send } = await actor();
  const business = await send('post', '/api/businesses', `business-${url}`, { name: 'Acme' });
  expect(business.status).toBe(201);
  const sent = body(business.body.id);
  const first = await send('post', url, `create-${url}`, sent);
  expect(first.status).toBe(201);
  const again = await send('post', url, `create-${url}`, sent);
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(await count(user.userId)).toBe(1);
  // The same key with another body is a mistake, not a retry.
  const other = await send('post', url, `create-${url}`, { ...sent, title: 'Something else' });
  expect(other.status).toBe(422);
  expect(await count(user.userId)).toBe(1);
});

it('creates one business for a key sent twice (the Free plan allows only one: the repeat is not refused)', async () => {
  const { user, send } = await actor();
  expect((await send('post', '/api/businesses', 'one-business', { name: 'Solo' })).status).toBe(201);
  const again = await send('post', '/api/businesses', 'one-business', { name: 'Solo' });
  expect(again.status).toBe(201);
  expect(await core.db.business.count({ where: { userId: user.userId } })).toBe(1);
});
