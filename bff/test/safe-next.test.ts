import { safeNextPath } from '../src/auth/safe-next';
import { startTestStack, uniqueEmail } from './stack';

// Where to go after signing in: only a path of this app (docs/decisions/3006-deep-links-after-sign-in.md).

it.each([
  ['/notes', '/notes'],
  ['/notes?q=pricing#top', '/notes?q=pricing#top'],
  ['/business/8f9c', '/business/8f9c'],
  ['/teams/1/../2/chat', '/teams/2/chat'],
  ['/journal?q=caf%C3%A9', '/journal?q=caf%C3%A9'],
])('keeps %j as %j', (input, expected) => {
  expect(safeNextPath(input)).toBe(expected);
});

it.each([
  '//evil.com',
  '//evil.com/notes',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'http:/evil.com',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\t/evil.com',
  '/\n/evil.com',
  ' //evil.com',
  '/%2fevil.com',
  '/%2F%2Fevil.com',
  '/%5cevil.com',
  '%2F%2Fevil.com',
  '%252F%252Fevil.com',
  'evil.com',
  '',
  '/api/logout',
  '/api/auth/user',
  '/api',
  '/notes/../api/logout',
  '/x'.repeat(2000),
  '/\u2028evil',
])('refuses %j', (input) => {
  expect(safeNextPath(input)).toBeUndefined();
});

it('refuses what is not text', () => {
  for (const value of [undefined, null, 42, ['/notes'], { path: '/notes' }])
    expect(safeNextPath(value)).toBeUndefined();
});

describe('through the sign-in page', () => {
  let t: Awaited<ReturnType<typeof startTestStack>>;
  let email: string;
  beforeAll(async () => {
    t = await startTestStack();
    email = uniqueEmail();
    await t.browser().post('/api/auth/register', { email, password: 'launch2026' });
  }, 60_000);
  afterAll(() => t?.stop());

  it('keeps a safe next in the form and goes there after signing in', async () => {
    const page = await t.browser().get('/api/login?next=%2Fnotes%3Fq%3Dpricing');
    expect(page.text).toContain('<input type="hidden" name="next" value="/notes?q=pricing">');
    const res = await t
      .browser()
      .postForm('/api/auth/login', { email, password: 'launch2026', next: '/notes?q=pricing' });
    expect([res.status, res.headers.location]).toEqual([303, '/notes?q=pricing']);
  });

  it.each(['//evil.com', '/\\evil.com', 'javascript:alert(1)', 'https://evil.com/', '/%2F%2Fevil.com'])(
    'ignores %j: the page drops it and sign-in goes home',
    async (next) => {
      const page = await t.browser().get(`/api/login?next=${encodeURIComponent(next)}`);
      expect(page.text).not.toContain('name="next"');
      expect(page.text).not.toContain('evil');
      const res = await t.browser().postForm('/api/auth/login', { email, password: 'launch2026', next });
      expect([res.status, res.headers.location]).toEqual([303, '/']);
      const signedIn = t.browser();
      await signedIn.post('/api/auth/login', { email, password: 'launch2026' });
      expect((await signedIn.get(`/api/login?next=${encodeURIComponent(next)}`)).headers.location).toBe('/');
    },
  );
});
