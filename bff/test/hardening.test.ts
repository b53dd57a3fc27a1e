import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { testPool } from '@fj/db/testing';
import { PASSWORD_TOO_COMMON } from '@fj/contracts';
import { contractOf, databaseSnapshot, fuzzEndpoint } from '@fj/server-kit/testing';
import { sessionCookie, startTestStack, uniqueEmail } from './stack';

// The gateway's defences (decision 0805): origin check against the configured origin, sign-out that cannot be forced
// from another site, NIST passwords, no-store on /api, loopback by default, no signing key in any process's
// environment, and the shared fuzz run on register and sign-in. Limits are lifted here: throttling has its own file.
let t: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
beforeAll(async () => {
  t = await startTestStack({
    REGISTER_RATE_LIMIT: '100000',
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_IP_RATE_LIMIT: '100000',
  });
  pool = testPool(t.databaseUrl, 2);
}, 60000);
afterAll(async () => {
  await pool?.end();
  await t?.stop();
});

async function signedIn(firstName = 'Ada') {
  const b = t.browser();
  const res = await b.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026', firstName });
  expect(res.status).toBe(201);
  return b;
}

describe('unsafe requests must come from the configured origin (scheme, host and port)', () => {
  it('refuses a DNS-rebinding request whose Host and Origin both name the attacker', async () => {
    const b = await signedIn();
    const res = await b.agent
      .post('/api/settings')
      .set('Host', 'evil.example:3000')
      .set('Origin', 'http://evil.example:3000')
      .send({ theme: 'dark' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ traceId: expect.any(String), message: 'Cross-origin request refused' });
    expect((await b.get('/api/settings')).body.theme).toBe('light');
  });

  it('refuses our host on another scheme or port, and accepts localhost and 127.0.0.1 on our port', async () => {
    const b = await signedIn();
    for (const origin of [`https://localhost:${t.port}`, `http://localhost:${t.port + 1}`, 'null']) {
      expect((await b.agent.post('/api/settings').set('Origin', origin).send({ theme: 'dark' })).status).toBe(403);
    }
    expect(
      (await b.agent.post('/api/settings').set('Origin', `http://127.0.0.1:${t.port}`).send({ theme: 'dark' })).status,
    ).toBe(200);
    expect(
      (
        await b.agent
          .post('/api/settings')
          .set('Referer', `http://localhost:${t.port}/settings`)
          .send({ theme: 'system' })
      ).status,
    ).toBe(200);
  });
});

describe('sign-out cannot be forced by another site', () => {
  it('a cross-site GET /api/logout only asks, and the session survives', async () => {
    const b = await signedIn();
    const page = await b.agent.get('/api/logout').set('Sec-Fetch-Site', 'cross-site').set('Sec-Fetch-Mode', 'navigate');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Sign out of Founder Journal?');
    // The confirmation's only way out is a form that POSTs back here (class names belong to the page's look).
    expect(page.text).toMatch(
      /<form [^>]*method="post" action="\/api\/logout">\s*<button [^>]*type="submit">Sign out<\/button>/,
    );
    expect((await b.get('/api/auth/user')).status).toBe(200);
    // A browser that does not say where the request comes from is asked too.
    expect((await b.agent.get('/api/logout')).text).toContain('Sign out of Founder Journal?');
    expect((await b.get('/api/auth/user')).status).toBe(200);
  });

  it('the confirmation button (a POST from our origin) signs out; a POST from elsewhere is refused', async () => {
    const b = await signedIn();
    expect((await b.agent.post('/api/logout').set('Origin', 'https://evil.example')).status).toBe(403);
    expect((await b.get('/api/auth/user')).status).toBe(200);
    const out = await b.agent.post('/api/logout').set('Origin', t.url).type('form').send('');
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/');
    expect((await b.get('/api/auth/user')).status).toBe(401);
  });

  it('a same-origin or typed-in navigation signs out at once', async () => {
    for (const site of ['same-origin', 'none']) {
      const b = await signedIn();
      const out = await b.agent.get('/api/logout').set('Sec-Fetch-Site', site);
      expect(out.status).toBe(302);
      expect(out.headers.location).toBe('/');
      expect((await b.get('/api/auth/user')).status).toBe(401);
    }
  });

  it('someone signed out who follows the link just goes home', async () => {
    const res = await t.browser().agent.get('/api/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('passwords (NIST SP 800-63B)', () => {
  it.each(['password1', 'Password1', 'qwerty123', '12345678', 'iloveyou'])(
    'refuses the common password %s',
    async (password) => {
      const email = uniqueEmail();
      const res = await t.browser().post('/api/auth/register', { email, password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ traceId: expect.any(String), message: PASSWORD_TOO_COMMON });
      expect((await pool.query('SELECT 1 FROM "User" WHERE email = $1', [email])).rowCount).toBe(0);
    },
  );

  it('shows the same message on the sign-up form', async () => {
    const res = await t.browser().postForm('/api/auth/register', { email: uniqueEmail(), password: 'password1' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('This password is too common. Please choose another.');
  });

  it('has no composition rule: a long passphrase of letters only is fine, so are spaces and emoji', async () => {
    for (const password of ['correct horse battery staple', 'только буквы здесь', '🦄🦄🦄🦄🦄🦄🦄🦄']) {
      expect((await t.browser().post('/api/auth/register', { email: uniqueEmail(), password })).status).toBe(201);
    }
  });

  it('counts characters, from 8 to 256', async () => {
    const tooShort = await t.browser().post('/api/auth/register', { email: uniqueEmail(), password: '😀😀😀😀' }); // 8 UTF-16 units, 4 characters
    expect(tooShort.body).toEqual({ traceId: expect.any(String), message: 'Password must be at least 8 characters' });
    expect(
      (await t.browser().post('/api/auth/register', { email: uniqueEmail(), password: 'a'.repeat(255) + 'b' })).status,
    ).toBe(201);
    const tooLong = await t
      .browser()
      .post('/api/auth/register', { email: uniqueEmail(), password: 'a'.repeat(256) + 'b' });
    expect(tooLong.body).toEqual({ traceId: expect.any(String), message: 'Password is at most 256 characters' });
  });

  it('tells the user the rule on the sign-up page', async () => {
    expect((await t.browser().get('/api/login?mode=register')).text).toContain('At least 8 characters.');
  });
});

describe('private data is not cached', () => {
  it('every /api answer says no-store: our own, proxied ones, errors and pages', async () => {
    const b = await signedIn();
    for (const path of [
      '/api/auth/user',
      '/api/settings',
      '/api/businesses',
      '/api/does-not-exist',
      '/api/docs',
      '/api/login',
    ]) {
      expect([path, (await b.get(path)).headers['cache-control']]).toEqual([path, 'no-store']);
    }
    const anon = t.browser();
    expect((await anon.get('/api/auth/user')).headers['cache-control']).toBe('no-store');
    expect((await anon.get('/api/settings')).headers['cache-control']).toBe('no-store');
    expect(
      (await b.agent.post('/api/settings').set('Origin', 'https://evil.example').send({})).headers['cache-control'],
    ).toBe('no-store');
    expect((await b.post('/api/settings', { theme: 'dark' })).headers['cache-control']).toBe('no-store');
  });

  it('a navigation whose session ended answers the landing page as a 401 (the service worker then forgets its caches)', async () => {
    const b = await signedIn();
    const app = await b.get('/');
    expect(app.status).toBe(200);
    expect(app.text).not.toContain('Transform Your Entrepreneurial Dreams Into Reality');
    const { rowCount } = await pool.query('DELETE FROM "session"');
    expect(rowCount).toBeGreaterThan(0);
    for (const path of ['/', '/businesses']) {
      const ended = await b.get(path);
      expect([path, ended.status]).toEqual([path, 401]);
      expect(ended.text).toContain('Transform Your Entrepreneurial Dreams Into Reality');
    }
    // A visitor without a session cookie is not "unauthorised": the landing page is simply the page.
    expect((await t.browser().get('/')).status).toBe(200);
  });

  it('the remotes manifest keeps its own policy', async () => {
    expect((await t.browser().get('/remotes.json')).headers['cache-control']).toBe('no-cache');
  });
});

describe('process defaults', () => {
  it('the BFF listens on loopback only unless HOST is set', () => {
    // /proc/net/tcp lists listening sockets (state 0A) as hex "address:port"; 0100007F is 127.0.0.1.
    const port = t.port.toString(16).toUpperCase().padStart(4, '0');
    const listening = (file: string) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .slice(1)
        .map((l) => l.trim().split(/\s+/))
        .filter((f) => f[1]?.endsWith(`:${port}`) && f[3] === '0A')
        .map((f) => f[1]);
    expect(listening('/proc/net/tcp')).toEqual([`0100007F:${port}`]);
    expect(listening('/proc/net/tcp6')).toEqual([]);
  });

  it('no process has the internal signing key or a database superuser in its environment', () => {
    const processes = [t.stack.bff, ...Object.values(t.stack.services)] as Array<{
      name: string;
      child: { pid: number };
    }>;
    for (const { name, child } of processes) {
      const env = Object.fromEntries(
        fs
          .readFileSync(`/proc/${child.pid}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
      );
      expect([name, env.INTERNAL_JWT_SECRET]).toEqual([name, undefined]);
      expect([name, env.FJ_INTERNAL_SECRET_FD]).toEqual([name, '3']); // the key came over a pipe
      const databaseUsers = Object.values(env)
        .filter((v) => v.startsWith('postgres'))
        .map((v) => new URL(v).username);
      expect([name, databaseUsers]).toEqual([name, ['fj_app']]);
    }
  });

  it('warns once when X-Forwarded-For arrives without TRUST_PROXY', async () => {
    const warnings = () => t.stack.bff.tail.filter((line: string) => line.includes('TRUST_PROXY is not set')).length;
    expect(warnings()).toBe(0);
    await t.browser().get('/api/auth/user').set('X-Forwarded-For', '203.0.113.7');
    await t.browser().get('/api/auth/user').set('X-Forwarded-For', '203.0.113.8');
    await new Promise((r) => setTimeout(r, 200)); // the log line travels through a pipe
    expect(warnings()).toBe(1);
  });
});

describe("a service's circuit", () => {
  it('is not opened by browsers that leave before the service answers', async () => {
    const b = t.browser();
    const registered = await b.post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'launch2026',
      firstName: 'Ada',
    });
    const cookie = sessionCookie(registered)!.split(';')[0];
    // Ten writes whose browsers go away mid-body: the service is still waiting for the rest when each leaves.
    for (let i = 0; i < 10; i++)
      await new Promise<void>((resolve) => {
        const req = http.request(`${t.url}/api/settings`, {
          method: 'POST',
          headers: { Origin: t.url, Cookie: cookie, 'Content-Type': 'application/json', 'Content-Length': '100' },
        });
        req.on('error', () => resolve());
        req.write('{"theme":');
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
    await new Promise((r) => setTimeout(r, 200));
    expect((await b.get('/api/settings')).status).toBe(200);
    expect(t.stack.bff.tail.filter((line: string) => line.includes('circuit open'))).toEqual([]);
  });
});

describe('bodies the parser refuses', () => {
  it('answer a fixed message, at the gateway and through the proxy', async () => {
    const b = await signedIn();
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/settings']) {
      const res = await b.agent
        .post(path)
        .set('Origin', t.url)
        .set('Content-Type', 'application/json')
        .send('{"email": ');
      expect([path, res.status, res.body]).toEqual([
        path,
        400,
        { traceId: expect.any(String), message: 'The request body is not valid JSON' },
      ]);
    }
  });
});

describe('fuzzed bodies (≥ 200 each, the known crash cases in every field)', () => {
  const snapshot = () => databaseSnapshot(pool, { exclude: ['rate_limit'] });

  it('POST /api/auth/register', async () => {
    const { body, response } = contractOf('post', '/api/auth/register');
    const report = await fuzzEndpoint(t.url, 'post', '/api/auth/register', body, {
      response,
      headers: { Origin: t.url },
      snapshot: snapshot(),
    });
    expect(report.statuses[201]).toBeGreaterThan(0);
  }, 180_000);

  it('POST /api/auth/login', async () => {
    const email = uniqueEmail();
    await t.browser().post('/api/auth/register', { email, password: 'launch2026' });
    const { body, response } = contractOf('post', '/api/auth/login');
    const report = await fuzzEndpoint(t.url, 'post', '/api/auth/login', body, {
      response,
      headers: { Origin: t.url },
      snapshot: snapshot(),
      fixed: { email },
    });
    expect(report.statuses[401]).toBeGreaterThan(0);
    expect(sessionCookie(await t.browser().post('/api/auth/login', { email, password: 'launch2026' }))).toBeDefined();
  }, 180_000);
});
