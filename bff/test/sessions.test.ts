import request from 'supertest';
import { sessionCookie, startTestStack, uniqueEmail } from './stack';

const { freePort } = require('../../scripts/stack.cjs');

// Sessions in Settings (docs/decisions/3004-sessions-you-can-see-and-end.md): listed per account, one ended, every
// other one ended, and a password change ends the others — on every gateway at once (two BFF processes here, each
// serving sessions from memory, decision 0701).

let t: Awaited<ReturnType<typeof startTestStack>>;
let second: { stop: () => Promise<void> };
let secondUrl: string;
beforeAll(async () => {
  t = await startTestStack();
  const port = await freePort();
  second = await t.stack.startAnotherBff(port);
  secondUrl = `http://localhost:${port}`;
}, 60_000);
afterAll(async () => {
  await second?.stop();
  await t?.stop();
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** A device signed in to the account: its cookie, and requests through the second gateway with it. */
async function device(email: string, userAgent: string, register = false) {
  const res = await request(t.url)
    .post(register ? '/api/auth/register' : '/api/auth/login')
    .set('Origin', t.url)
    .set('User-Agent', userAgent)
    .send({ email, password: 'launch2026' });
  expect(res.status).toBe(register ? 201 : 200);
  const cookie = sessionCookie(res)!.split(';')[0];
  const through = (url: string) => ({
    get: (path: string) => request(url).get(path).set('Cookie', cookie),
    post: (path: string, body: object) => request(url).post(path).set('Cookie', cookie).set('Origin', url).send(body),
    delete: (path: string) => request(url).delete(path).set('Cookie', cookie).set('Origin', url),
  });
  return { cookie, first: through(t.url), second: through(secondUrl) };
}

/** Requests through the second gateway until its caches surely hold the session (then a stale one would show). */
async function warm(d: Awaited<ReturnType<typeof device>>) {
  for (let i = 0; i < 3; i++) expect((await d.second.get('/api/settings')).status).toBe(200);
}

it('lists the account’s sessions with device, first and last seen, this one marked; never another account’s', async () => {
  const email = uniqueEmail();
  const phone = await device(email, PHONE, true);
  await device(email, LAPTOP);
  await device(uniqueEmail(), LAPTOP, true); // someone else
  const { body } = await phone.first.get('/api/account/sessions');
  expect(body.sessions).toHaveLength(2);
  expect(body.sessions[0]).toMatchObject({ device: 'Chrome on Android', current: true });
  expect(body.sessions[1]).toMatchObject({ device: 'Safari on Mac', current: false });
  for (const s of body.sessions) {
    expect(s.id).toMatch(/^[0-9a-f]{32}$/);
    expect(phone.cookie).not.toContain(s.id); // the id is not the session's secret
    expect(Date.parse(s.createdAt)).toBeLessThanOrEqual(Date.parse(s.lastSeenAt));
  }
});

it('ends one session: refused at once on the other gateway, the rest stay signed in', async () => {
  const email = uniqueEmail();
  const phone = await device(email, PHONE, true);
  const laptop = await device(email, LAPTOP);
  await warm(laptop);
  const laptopId = (await phone.first.get('/api/account/sessions')).body.sessions.find(
    (s: { current: boolean }) => !s.current,
  ).id;
  expect((await phone.first.delete(`/api/account/sessions/${laptopId}`)).status).toBe(204);
  expect((await laptop.second.get('/api/settings')).status).toBe(401);
  expect((await laptop.first.get('/api/auth/user')).status).toBe(401);
  expect((await phone.second.get('/api/settings')).status).toBe(200);
  expect((await phone.first.delete(`/api/account/sessions/${laptopId}`)).status).toBe(404);
});

it("another account's session id is a 404, and nothing ends", async () => {
  const victim = await device(uniqueEmail(), PHONE, true);
  const attacker = await device(uniqueEmail(), LAPTOP, true);
  const victimId = (await victim.first.get('/api/account/sessions')).body.sessions[0].id;
  expect((await attacker.first.delete(`/api/account/sessions/${victimId}`)).status).toBe(404);
  expect((await victim.second.get('/api/auth/user')).status).toBe(200);
});

it('signs out everywhere else, on every gateway at once', async () => {
  const email = uniqueEmail();
  const phone = await device(email, PHONE, true);
  const laptop = await device(email, LAPTOP);
  const tablet = await device(email, LAPTOP);
  await warm(laptop);
  await warm(tablet);
  const res = await phone.second.post('/api/account/sessions/sign-out-others', {});
  expect([res.status, res.body]).toEqual([200, { ended: 2 }]);
  expect((await laptop.second.get('/api/settings')).status).toBe(401);
  expect((await tablet.first.get('/api/settings')).status).toBe(401);
  expect((await phone.first.get('/api/settings')).status).toBe(200);
  expect((await phone.first.get('/api/account/sessions')).body.sessions).toHaveLength(1);
});

it('a password change ends the other sessions (and needs the current password)', async () => {
  const email = uniqueEmail();
  const phone = await device(email, PHONE, true);
  const laptop = await device(email, LAPTOP);
  await warm(laptop);
  const wrong = await phone.first.post('/api/account/password', {
    currentPassword: 'not-it-2026',
    newPassword: 'new-one-2026',
  });
  expect([wrong.status, wrong.body]).toEqual([
    400,
    { traceId: expect.any(String), message: 'Your current password is not right.' },
  ]);
  expect((await laptop.second.get('/api/settings')).status).toBe(200);
  const res = await phone.first.post('/api/account/password', {
    currentPassword: 'launch2026',
    newPassword: 'new-one-2026',
  });
  expect(res.status).toBe(200);
  expect((await laptop.second.get('/api/settings')).status).toBe(401);
  expect((await phone.second.get('/api/settings')).status).toBe(200);
});

it('signed out, every account endpoint answers 401', async () => {
  for (const path of ['/api/account/sessions', '/api/account/security', '/api/account/passkeys'])
    expect((await request(t.url).get(path)).status).toBe(401);
  expect(
    (await request(t.url).post('/api/account/sessions/sign-out-others').set('Origin', t.url).send({})).status,
  ).toBe(401);
});
