import { sessionCookie, startTestStack, uniqueEmail } from './stack';

let t: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  t = await startTestStack();
}, 60000);
afterAll(() => t?.stop());

describe('create account', () => {
  it('creates the account, signs in and returns the user', async () => {
    const b = t.browser();
    const email = uniqueEmail();
    const res = await b.post('/api/auth/register', {
      email: email.toUpperCase(),
      password: 'launch2026',
      firstName: 'Ada',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
      isPremium: false,
      isAdmin: false,
    });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await b.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('refuses a weak password with a clear message; a taken email answers like a new account, without signing in', async () => {
    const b = t.browser();
    const weak = await b.post('/api/auth/register', { email: uniqueEmail(), password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters');
    const email = uniqueEmail();
    expect((await b.post('/api/auth/register', { email, password: 'launch2026' })).status).toBe(201);
    const other = t.browser();
    const taken = await other.post('/api/auth/register', { email, password: 'another2026', firstName: 'Eve' });
    expect(taken.status).toBe(201);
    expect(Object.keys(taken.body).sort()).toEqual(
      ['email', 'firstName', 'id', 'isAdmin', 'isPremium', 'lastName', 'profileImageUrl'].sort(),
    );
    expect(sessionCookie(taken)).toBeDefined(); // a cookie, as for a new account — of a signed-out session
    expect((await other.get('/api/auth/user')).status).toBe(401);
    // The owner's password is untouched.
    expect((await t.browser().post('/api/auth/login', { email, password: 'launch2026' })).status).toBe(200);
  });

  it("accepts a form post and redirects to the app's first-visit welcome", async () => {
    const b = t.browser();
    const res = await b.postForm('/api/auth/register', {
      email: uniqueEmail(),
      password: 'launch2026',
      firstName: 'Grace',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/?welcome');
    expect((await b.get('/api/auth/user')).body.firstName).toBe('Grace');
  });
});

describe('sign in and out', () => {
  const email = uniqueEmail();
  beforeAll(async () => {
    await t.browser().post('/api/auth/register', { email, password: 'launch2026', firstName: 'Lin' });
  });

  it('signs in with the right password', async () => {
    const b = t.browser();
    const res = await b.post('/api/auth/login', { email, password: 'launch2026' });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    expect((await b.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const b = t.browser();
    const res = await b.post('/api/auth/login', { email, password: 'wrong-password1' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Incorrect email or password. Please try again.');
    expect(sessionCookie(res)).toBeUndefined();
    expect((await b.get('/api/auth/user')).status).toBe(401);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await t.browser().post('/api/auth/login', { email: uniqueEmail(), password: 'launch2026' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      traceId: expect.any(String),
      message: 'Incorrect email or password. Please try again.',
    });
  });

  it('shows the sign-in page again with the message on a failed form post', async () => {
    const res = await t.browser().postForm('/api/auth/login', { email, password: 'nope-nope-1' });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Incorrect email or password. Please try again.');
    expect(res.text).toContain(`value="${email}"`);
  });

  it('issues a new session id on sign-in (no fixation)', async () => {
    const b = t.browser();
    const first = sessionCookie(await b.post('/api/auth/login', { email, password: 'launch2026' }))!.split(';')[0];
    const second = sessionCookie(await b.post('/api/auth/login', { email, password: 'launch2026' }))!.split(';')[0];
    expect(second).not.toBe(first);
  });

  it('signs out and returns to /', async () => {
    const b = t.browser();
    await b.post('/api/auth/login', { email, password: 'launch2026' });
    const out = await b.navigate('/api/logout');
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe('/');
    const me = await b.get('/api/auth/user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ traceId: expect.any(String), message: 'Unauthorized' });
  });

  it('sends an already signed-in user from the sign-in page to the app', async () => {
    const b = t.browser();
    await b.post('/api/auth/login', { email, password: 'launch2026' });
    const page = await b.get('/api/login');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/');
  });

  it('serves the built-in sign-in and create-account page', async () => {
    const page = await t.browser().get('/api/login');
    expect(page.status).toBe(200);
    expect(page.text).toContain('action="/api/auth/login"');
    const register = await t.browser().get('/api/login?mode=register');
    expect(register.text).toContain('action="/api/auth/register"');
  });
});

describe('session store', () => {
  it('keeps the user signed in across a BFF restart', async () => {
    const b = t.browser();
    await b.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
    await t.stack.restartBff();
    const me = await b.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect((await b.get('/api/settings')).status).toBe(200);
  });
});
