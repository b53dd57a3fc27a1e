import pg from 'pg';
import { testPool } from '@fj/db/testing';
import { startTestStack, uniqueEmail } from './stack';

// Idempotency-Key through the gateway (docs/decisions/2601): the key reaches the owning service with the request, the
// gateway's own profile write honours it too, and answers are kept per account for 24 hours.

let t: Awaited<ReturnType<typeof startTestStack>>;
let sql: pg.Pool;
beforeAll(async () => {
  t = await startTestStack();
  sql = testPool(t.databaseUrl, 2);
}, 60000);
afterAll(async () => {
  await sql?.end();
  await t?.stop();
});

async function signedIn() {
  const b = t.browser();
  const res = await b.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
  expect(res.status).toBe(201);
  const send = (method: 'post' | 'put' | 'patch' | 'delete', path: string, key: string, body?: object) =>
    b.agent[method](path).set('Origin', t.url).set('Idempotency-Key', key).send(body);
  return { b, send, userId: res.body.id as string };
}

const noteTitles = async (b: ReturnType<typeof t.browser>) =>
  ((await b.get('/api/notes')).body.notes as Array<{ title: string }>).map((n) => n.title);

it('creates one note for a key sent twice, and answers the second with the first answer', async () => {
  const { b, send } = await signedIn();
  const first = await send('post', '/api/notes', 'note-key-1', { title: 'Train ideas', content: 'Sent twice' });
  const again = await send('post', '/api/notes', 'note-key-1', { title: 'Train ideas', content: 'Sent twice' });
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(await noteTitles(b)).toEqual(['Train ideas']);
});

it('refuses the same key with a different body (422) and writes nothing', async () => {
  const { b, send } = await signedIn();
  await send('post', '/api/notes', 'note-key-2', { title: 'First', content: 'Body' });
  const other = await send('post', '/api/notes', 'note-key-2', { title: 'Second', content: 'Body' });
  expect(other.status).toBe(422);
  expect(other.body.message).toMatch(/already used for a different request/);
  expect(await noteTitles(b)).toEqual(['First']);
});

it('keeps keys apart per account', async () => {
  const ada = await signedIn();
  const ben = await signedIn();
  await ada.send('post', '/api/notes', 'shared-key', { title: 'Ada', content: 'Body' });
  const bens = await ben.send('post', '/api/notes', 'shared-key', { title: 'Ben', content: 'Body' });
  expect(bens.status).toBe(201);
  expect(bens.body.title).toBe('Ben');
  expect(await noteTitles(ben.b)).toEqual(['Ben']);
});

it("honours the key on the gateway's own profile write", async () => {
  const { send } = await signedIn();
  const first = await send('patch', '/api/auth/user', 'profile-key', { firstName: 'Ada' });
  expect(first.status).toBe(200);
  const again = await send('patch', '/api/auth/user', 'profile-key', { firstName: 'Ada' });
  expect(again.status).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect((await send('patch', '/api/auth/user', 'profile-key', { firstName: 'Grace' })).status).toBe(422);
});

it('runs a key again once its 24 hours are over', async () => {
  const { b, send, userId } = await signedIn();
  await send('post', '/api/notes', 'old-key', { title: 'Yesterday', content: 'Body' });
  const stored = await sql.query(`SELECT count(*)::int AS n FROM idempotency_key WHERE "userId" = $1`, [userId]);
  expect(stored.rows[0].n).toBe(1);
  await sql.query(`UPDATE idempotency_key SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [userId]);
  expect((await send('post', '/api/notes', 'old-key', { title: 'Today', content: 'Body' })).status).toBe(201);
  expect((await noteTitles(b)).sort()).toEqual(['Today', 'Yesterday']);
});

it('forgets every stored answer with the account', async () => {
  const { b, send, userId } = await signedIn();
  await send('post', '/api/notes', 'doomed-key', { title: 'Gone soon', content: 'Body' });
  const me = (await b.get('/api/auth/user')).body as { email: string };
  const deleted = await b.agent.delete('/api/account').set('Origin', t.url).send({ email: me.email });
  expect(deleted.status).toBe(204);
  const left = await sql.query(`SELECT count(*)::int AS n FROM idempotency_key WHERE "userId" = $1`, [userId]);
  expect(left.rows[0].n).toBe(0);
});
