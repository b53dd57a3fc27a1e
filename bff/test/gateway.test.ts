import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { SCRIPT_START } from '../src/held-scripts';
import { startTestStack, uniqueEmail } from './stack';
import { rawRequest } from './support/raw-request';

let t: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  t = await startTestStack({
    REMOTE_MF_SOCIAL_URL: 'https://cdn.example.com/mf-social/remoteEntry.js',
    PROFILE_IMAGE_ORIGINS: 'https://images.example.com',
    // The first answers of a signed-in page (800 ms by default) arrive in time on a machine busy with other tests.
    FIRST_ANSWERS_WAIT_MS: '5000',
  });
}, 60000);
afterAll(() => t?.stop());

async function signedIn() {
  const b = t.browser();
  const res = await b.post('/api/auth/register', { email: uniqueEmail(), password: 'launch2026' });
  return { b, user: res.body };
}

describe('proxy to services', () => {
  it('reaches core with the signed-in identity: settings defaults and round trip', async () => {
    const { b } = await signedIn();
    expect((await b.get('/api/settings')).body).toEqual({
      appleHealthConnected: false,
      notificationsEnabled: true,
      theme: 'light',
      timeZone: 'UTC',
    });
    const saved = await b.post('/api/settings', { notificationsEnabled: false, theme: 'dark' });
    expect(saved.status).toBe(200);
    expect((await b.get('/api/settings')).body).toEqual({
      appleHealthConnected: false,
      notificationsEnabled: false,
      theme: 'dark',
      timeZone: 'UTC',
    });
  });

  it('passes a readable 400 through and writes nothing', async () => {
    const { b } = await signedIn();
    const res = await b.post('/api/settings', { notificationsEnabled: 'sometimes' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^notificationsEnabled: /);
    expect((await b.get('/api/settings')).body.notificationsEnabled).toBe(true);
  });

  it('ignores an x-identity header sent by the browser', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await alice.b.post('/api/settings', { theme: 'dark' });
    const forged = await bob.b.get('/api/settings').set('x-identity', 'forged.token.value');
    expect(forged.status).toBe(200);
    expect(forged.body.theme).toBe('light');
  });

  it('answers 401 when signed out and 404 JSON for unknown api paths', async () => {
    const anon = t.browser();
    expect((await anon.get('/api/settings')).status).toBe(401);
    const { b } = await signedIn();
    const unknown = await b.get('/api/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/No route/);
  });

  it('refuses an oversized body with 413', async () => {
    const { b } = await signedIn();
    const res = await b.post('/api/settings', { theme: 'x'.repeat(150 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ traceId: expect.any(String), message: 'Request body is too large' });
  });

  it('refuses unsafe requests from another origin (or with no origin) with 403', async () => {
    const { b } = await signedIn();
    const cross = await b.agent.post('/api/settings').set('Origin', 'https://evil.example').send({ theme: 'dark' });
    expect(cross.status).toBe(403);
    const none = await b.agent.post('/api/settings').send({ theme: 'dark' });
    expect(none.status).toBe(403);
    expect((await b.get('/api/settings')).body.theme).toBe('light');
  });
});

describe('services called directly', () => {
  it('refuse calls without or with a forged assertion', async () => {
    const core = `http://127.0.0.1:${t.ports.core}`;
    expect((await request(core).get('/api/settings')).status).toBe(401);
    expect((await request(core).get('/api/settings').set('x-identity', 'eyJhbGciOiJIUzI1NiJ9.e30.x')).status).toBe(401);
    for (const port of [t.ports.social, t.ports.payments, t.ports.community]) {
      expect((await request(`http://127.0.0.1:${port}`).get('/api/anything')).status).toBe(401);
      expect((await request(`http://127.0.0.1:${port}`).get('/healthz')).status).toBe(200);
    }
  });
});

describe('front-end hosting', () => {
  it('serves /remotes.json from configuration, defaulting to its own static paths', async () => {
    const res = await t.browser().get('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.mf_home).toBe('/remotes/mf-home/remoteEntry.js');
    expect(res.body.mf_social).toBe('https://cdn.example.com/mf-social/remoteEntry.js');
    expect(Object.keys(res.body).sort()).toEqual([
      'mf_business',
      'mf_community',
      'mf_home',
      'mf_settings',
      'mf_social',
      'mf_teams',
    ]);
  });

  it("names a signed-in route's first needs in its page, kept by no cache; signed out, the page names nothing", async () => {
    const { b, user } = await signedIn();
    const page = await b.get('/notes');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/remotes/mf-business/remoteEntry.js">',
    );
    const data = /<script type="application\/json" id="fj-first-view">(.*?)<\/script>/.exec(page.text)![1];
    expect(JSON.parse(data).user).toEqual((await b.get('/api/auth/user')).body);
    expect(JSON.parse(data).user.id).toBe(user.id);
    // The screen's first reads and the chrome's are answered inside the page (asked through the gateway with this
    // visitor's cookie: the same answers the browser would get), not preloaded.
    expect(page.text).not.toContain('as="fetch"');
    const [, answersJson, start] =
      /<script type="application\/json" id="fj-first-answers">(.*?)<\/script><script>([^<]+)<\/script><\/body>/.exec(
        page.text,
      )!;
    const answers = JSON.parse(answersJson);
    expect(Object.keys(answers).sort()).toEqual([
      '/api/notes',
      '/api/notes/tags',
      '/api/notifications',
      '/api/settings',
    ]);
    for (const url of Object.keys(answers)) expect(answers[url]).toEqual((await b.get(url)).body);
    // The page's scripts are fetched from its head and run by its last element, allowed by its hash (decision 3115).
    expect(start).toBe(SCRIPT_START);
    const startHash = crypto.createHash('sha256').update(start).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${startHash}'`);
    expect(page.text).not.toMatch(/<script[^>]* src=/);
    expect(page.text).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="\/main\.[^"]+\.js" data-fj-run="defer">/,
    );
    // The service worker's offline copy of the app shell is everyone's: nothing of this user in it.
    const shell = await b.get('/app.html');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.text).not.toContain('id="fj-first-view"');
    const landing = await t.browser().get('/');
    expect(landing.text).not.toContain('id="fj-first-view"');
  });

  it("draws the signed-in screen into its page from the page's answers, under the page's policy", async () => {
    const { b } = await signedIn();
    await b.post('/api/notes', { title: '<img src=x onerror=alert(1)> Pricing', content: 'Three tiers.' });
    const page = await b.get('/notes');
    const [, drawn, script] = /<div id="fj-drawn" inert>([\s\S]*?)<\/div><script>([^<]+)<\/script>/.exec(page.text)!;
    // The chrome and the screen with its note, whose title is text, not markup.
    expect(drawn).toContain('class="fj-topbar"');
    expect(drawn).toMatch(/<h1[^>]*>Notes<\/h1>/);
    expect(drawn).toContain('&lt;img src=x onerror=alert(1)&gt; Pricing');
    expect(drawn).not.toContain('<img src=x');
    // Its one script is allowed by its hash; no style attribute is left for the policy to refuse.
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(page.text).not.toMatch(/ style="/);
    // The screen's style sheets come before the drawing.
    expect(page.text.slice(0, page.text.indexOf('<div id="fj-drawn" inert>'))).toMatch(
      /<link rel="stylesheet" href="\/remotes\/mf-business\/[^"]+\.css">$/,
    );
    // The server builds that drew it are not served.
    expect((await t.browser().get('/remotes/mf-business/server/first-views.js')).status).toBe(404);
    expect((await t.browser().get('/server/first-views.js')).status).toBe(404);
    // A screen on another origin is not drawn: its code is that origin's.
    expect((await b.get('/feeds')).text).not.toContain('id="fj-drawn"');
  });

  it('keeps the referrer policy that lets browsers send our Origin on form posts', async () => {
    // With `no-referrer`, Chromium sends `Origin: null` on form posts and the sign-in form is refused.
    expect((await t.browser().get('/api/login')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('limits images to our origin, data:, blob:, Stripe and the configured profile-image origins', async () => {
    const csp: string = (await t.browser().get('/api/auth/user')).headers['content-security-policy'];
    const imgSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src '));
    expect(imgSrc).toBe("img-src 'self' data: blob: https://*.stripe.com https://images.example.com");
  });

  it('allows no inline styles: style sheets come from our origin and the remote origins', async () => {
    const csp: string = (await t.browser().get('/api/auth/user')).headers['content-security-policy'];
    const styleSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('style-src '));
    expect(styleSrc).toBe("style-src 'self' https://cdn.example.com");
  });

  it('never serves source maps, and no served script points to one', async () => {
    const ROOT = path.resolve(__dirname, '../..');
    for (const [dir, base] of [
      ['shell/dist', ''],
      ['mf-home/dist', '/remotes/mf-home'],
    ] as const) {
      const files = fs.readdirSync(path.join(ROOT, dir));
      const script = files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f) || f === 'remoteEntry.js')!;
      const body = (await t.browser().get(`${base}/${script}`)).text;
      expect(body.length).toBeGreaterThan(0);
      expect(body).not.toMatch(/sourceMappingURL/);
      for (const map of files.filter((f) => f.endsWith('.map')).slice(0, 3)) {
        expect((await t.browser().get(`${base}/${map}`)).status).toBe(404);
      }
      // Also when asked for a map that would sit next to a served script.
      expect((await t.browser().get(`${base}/${script}.map`)).status).toBe(404);
    }
  });

  it('sends a CSP that allows only our origin, configured remote origins and Stripe', async () => {
    const csp = (await t.browser().get('/api/auth/user')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://cdn.example.com https://js.stripe.com");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
  });
});

describe('compression', () => {
  /** A GET's raw bytes and headers, with the Accept-Encoding given (none: no header). */
  const raw = (url: string, acceptEncoding?: string, method = 'GET') =>
    rawRequest(url, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}, method);

  it("sends a script's build-time Brotli or gzip copy, whichever the browser accepts, with the same caching", async () => {
    const ROOT = path.resolve(__dirname, '../..');
    for (const [dir, base] of [
      ['shell/dist', ''],
      ['mf-home/dist', '/remotes/mf-home'],
    ] as const) {
      const files = fs.readdirSync(path.join(ROOT, dir));
      const script = files.find((f) => /^\d+\.[0-9a-f]{10}\.js$/.test(f) && files.includes(`${f}.br`))!;
      const plain = fs.readFileSync(path.join(ROOT, dir, script));
      const url = `${t.url}${base}/${script}`;

      const br = await raw(url, 'gzip, deflate, br, zstd');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(zlib.brotliDecompressSync(br.body).equals(plain)).toBe(true);

      const gz = await raw(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).equals(plain)).toBe(true);
      expect(br.body.length).toBeLessThan(gz.body.length);

      // Brotli refused (q=0): gzip; nothing accepted: the file itself.
      expect((await raw(url, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
      const identity = await raw(url);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.equals(plain)).toBe(true);
      const head = await raw(url, 'br', 'HEAD');
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.body.length).toBe(0);
    }
  });

  it('falls back to the plain file where the build wrote no copy, and never leaves the build folder', async () => {
    // remoteEntry.js is revalidated (no-cache) whichever representation is sent.
    const entry = await raw(`${t.url}/remotes/mf-home/remoteEntry.js`, 'br');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await raw(`${t.url}/no-such-chunk.0123456789.js`, 'br')).status).toBe(404);
    const escape = await raw(`${t.url}/remotes/mf-home/..%2f..%2fpackage.json.js`, 'br');
    expect(escape.status).not.toBe(200);
  });

  it('gzips large proxied API responses, but not small ones', async () => {
    const { b, user } = await signedIn();
    const pg = await import('pg');
    const db = new pg.default.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(`UPDATE "User" SET "isPremium" = true WHERE "id" = $1`, [user.id]);
    await db.end();
    for (let i = 0; i < 8; i++)
      expect((await b.post('/api/businesses', { name: `Business ${i}`, description: 'x'.repeat(200) })).status).toBe(
        201,
      );
    const large = await b.get('/api/businesses').set('Accept-Encoding', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.body).toHaveLength(8);
    const small = await b.get('/api/settings').set('Accept-Encoding', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.theme).toBe('light');
  });

  it('gzips responses over 1 KB for clients that accept it', async () => {
    const page = await t.browser().get('/api/login').set('Accept-Encoding', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await t.browser().get('/api/login').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('API docs', () => {
  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.browser().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/settings'].post.requestBody).toBeDefined();
  });
});
