import { startTestStack, uniqueEmail } from './stack';

let t: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => { t = await startTestStack({ LOGIN_RATE_LIMIT: '3' }); }, 60000);
afterAll(() => t?.stop());

it('limits failed sign-in attempts per client', async () => {
  const email = uniqueEmail();
  await t.browser().post('/api/auth/register', { email, password: 'launch2026' });
  const b = t.browser();
  for (let i = 0; i < 3; i++) expect((await b.post('/api/auth/login', { email, password: 'wrong-guess-1' })).status).toBe(401);
  const limited = await b.post('/api/auth/login', { email, password: 'launch2026' });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/Too many sign-in attempts/);
});
