import request from 'supertest';
import { identityHeaders } from '@fj/server-kit/testing';
import { INVALID_IF_MATCH_MESSAGE, VERSION_CONFLICT_MESSAGE, type Identity } from '@fj/server-kit';
import { SERVICE_NAME } from '../src/app';
import { setupCore } from './helpers';

// Edits carry the version they started from (If-Match: the record's updatedAt). A record changed meanwhile answers 412
// with the record as it is now; a deleted one 404 — never written again (docs/decisions/2603-edit-conflicts.md).

let core: Awaited<ReturnType<typeof setupCore>>;
beforeAll(async () => {
  core = await setupCore();
});
afterAll(() => core.close());

type Api = { status: number; body: { id: string; updatedAt: string; message?: string; current?: unknown } };

async function actor() {
  const user: Identity = await core.newUser();
  const headers = await identityHeaders(user, SERVICE_NAME);
  const send = (method: 'post' | 'put' | 'patch' | 'delete', url: string, body?: object, ifMatch?: string) => {
    const req = request(core.app)[method](url).set(headers);
    if (ifMatch !== undefined) req.set('If-Match', ifMatch);
    return req.send(body) as unknown as Promise<Api>;
  };
  return { send };
}

const today = new Date().toISOString().slice(0, 10);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

type Editable = {
  name: string;
  create: (businessId: string) => [string, object];
  url: (id: string) => string;
  method?: 'put' | 'patch';
  /** Two different edits of the same record. */
  edits: [object, object];
};
const EDITABLE: Editable[] = [
  {
    name: 'a note',
    create: () => ['/api/notes', { title: 'Pitch', content: 'v1' }],
    url: (id) => `/api/notes/${id}`,
    edits: [{ content: 'from the phone' }, { content: 'from the laptop' }],
  },
  {
    name: 'a journal entry',
    create: () => ['/api/journal', { date: today, content: 'v1' }],
    url: (id) => `/api/journal/${id}`,
    edits: [{ content: 'from the phone' }, { content: 'from the laptop' }],
  },
  {
    name: 'a content plan',
    create: () => ['/api/content-plans', { title: 'Launch post', contentType: 'post' }],
    url: (id) => `/api/content-plans/${id}`,
    method: 'patch',
    edits: [
      { isCompleted: false, title: 'From the phone' },
      { isCompleted: false, title: 'From the laptop' },
    ],
  },
  {
    name: 'a meeting note',
    create: () => ['/api/meeting-notes', { title: 'Investor call', meetingDate: '2026-11-20T09:00:00.000Z' }],
    url: (id) => `/api/meeting-notes/${id}`,
    edits: [
      { title: 'From the phone', meetingDate: '2026-11-20T09:00:00.000Z' },
      { title: 'From the laptop', meetingDate: '2026-11-20T09:00:00.000Z' },
    ],
  },
  {
    name: "a business's action item",
    create: (businessId) => ['/api/action-items', { businessId, title: 'Call the bank' }],
    url: (id) => `/api/action-items/${id}`,
    edits: [
      { status: 'todo', title: 'From the phone' },
      { status: 'todo', title: 'From the laptop' },
    ],
  },
  {
    name: 'a personal action item',
    create: () => ['/api/user-action-items', { title: 'Send the deck' }],
    url: (id) => `/api/user-action-items/${id}`,
    edits: [{ title: 'From the phone' }, { title: 'From the laptop' }],
  },
];

describe.each(EDITABLE)('editing $name', ({ create, url, edits, method = 'put' }) => {
  async function created() {
    const api = await actor();
    const business = await api.send('post', '/api/businesses', { name: 'Acme' });
    const [path, body] = create(business.body.id);
    const res = await api.send('post', path, body);
    expect(res.status).toBe(201);
    expect(res.body.updatedAt).toEqual(expect.any(String));
    return { ...api, record: res.body };
  }

  it('applies an edit made on the version it started from, and moves the version on', async () => {
    const { send, record } = await created();
    await tick();
    const saved = await send(method, url(record.id), edits[0], `"${record.updatedAt}"`);
    expect(saved.status).toBe(200);
    expect(saved.body.updatedAt > record.updatedAt).toBe(true);
  });

  it('refuses an edit made on an older version (412) with the record as it is now, and changes nothing', async () => {
    const { send, record } = await created();
    await tick();
    const laptop = await send(method, url(record.id), edits[1], `"${record.updatedAt}"`);
    expect(laptop.status).toBe(200);
    const phone = await send(method, url(record.id), edits[0], `"${record.updatedAt}"`);
    expect(phone.status).toBe(412);
    expect(phone.body).toEqual({
      traceId: expect.any(String),
      message: VERSION_CONFLICT_MESSAGE,
      current: laptop.body,
    });
    // Keep mine: the same edit on the version now shown wins.
    const mine = await send(method, url(record.id), edits[0], `"${laptop.body.updatedAt}"`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject(edits[0]);
  });

  it('reports a deleted record (404) instead of writing it again', async () => {
    const { send, record } = await created();
    expect((await send('delete', url(record.id))).status).toBe(204);
    const edit = await send(method, url(record.id), edits[0], `"${record.updatedAt}"`);
    expect(edit.status).toBe(404);
  });

  it('applies an edit without If-Match as before, and refuses a malformed one (400)', async () => {
    const { send, record } = await created();
    const plain = await send(method, url(record.id), edits[0]);
    expect(plain.body).toMatchObject(edits[0]);
    expect(plain.status).toBe(200);
    const bad = await send(method, url(record.id), edits[1], 'yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(INVALID_IF_MATCH_MESSAGE);
  });
});
