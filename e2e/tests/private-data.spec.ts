import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { axe } from '../support/a11y';

// Private data is not cached (decision 0803). The service worker never caches /api answers and clears every
// runtime cache on any 401, so after a session ends without the sign-out link (it expired), going offline cannot
// bring back the previous user's name.

const SHOTS = path.join(__dirname, '..', 'screenshots');
fs.mkdirSync(SHOTS, { recursive: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function signUp(page: Page, firstName: string) {
  const baseURL = test.info().project.use.baseURL!;
  const res = await page.request.post('/api/auth/register', {
    data: {
      email: `${firstName.toLowerCase()}-${crypto.randomBytes(5).toString('hex')}@founder-journal.test`,
      password: 'founder123',
      firstName,
    },
    headers: { Origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Ends the browser's session on the server, as expiry or a sign-out on another device would. */
async function expireSession(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'fj.sid');
  expect(cookie).toBeDefined();
  const sid = decodeURIComponent(cookie!.value).replace(/^s:/, '').split('.')[0];
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    expect((await client.query('DELETE FROM session WHERE sid = $1', [sid])).rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

const runtimeCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => !name.startsWith('workbox-precache')));

test('after a session expires, an offline reload shows no trace of the previous user', async ({ page, context }) => {
  await signUp(page, 'Grace');
  await page.goto('/');
  await expect(heading(page, 'Welcome back, Grace!')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload(); // under the worker's control: remote entries and chunks are cached now
  await expect(heading(page, 'Welcome back, Grace!')).toBeVisible();
  expect(await runtimeCaches(page)).toContain('fj-remote-chunks');

  // No API answer was cached, not even who is signed in.
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls.filter((u) => u.startsWith('/api/'));
  });
  expect(cachedApi).toEqual([]);

  await expireSession(context);
  await page.reload(); // /api/auth/user answers 401: signed out, and the worker forgets what it cached
  await expect(
    page.getByRole('heading', { level: 1, name: 'Transform Your Entrepreneurial Dreams Into Reality' }),
  ).toBeVisible();
  // Cleared on the 401 (the landing page may re-cache /remotes.json, which is the same for everyone).
  await expect.poll(() => runtimeCaches(page)).not.toContain('fj-remote-chunks');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(heading(page, "Can't reach Founder Journal")).toBeVisible();
    await expect(page.getByText('Grace')).toHaveCount(0);
    await page.screenshot({ path: path.join(SHOTS, 'offline-390.png') });
    const { violations } = await axe(page);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

test('API answers tell browsers and proxies not to store them', async ({ page }) => {
  await signUp(page, 'Lin');
  for (const url of ['/api/auth/user', '/api/settings', '/api/businesses']) {
    expect((await page.request.get(url)).headers()['cache-control']).toBe('no-store');
  }
});

test.describe('sign-out', () => {
  test("the app's own sign-out link signs out at once", async ({ page }) => {
    await signUp(page, 'Ines');
    await page.goto('/settings');
    await page.locator('a[href="/api/logout"]').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transform Your Entrepreneurial Dreams Into Reality' }),
    ).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('a link on another site only asks, and nothing happens unless the user confirms', async ({ page }) => {
    await signUp(page, 'Omar');
    const ours = new URL(test.info().project.use.baseURL!);
    // Another site (127.0.0.1 is not the same site as localhost) with a link to our sign-out.
    await page.route('http://127.0.0.1:9/evil', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<a href="${ours.origin}/api/logout">Win a prize</a>` }),
    );
    await page.goto('http://127.0.0.1:9/evil');
    await page.getByRole('link', { name: 'Win a prize' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign out of Founder Journal?' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'sign-out-confirm-390.png') });
    const { violations } = await axe(page);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Omar!' })).toBeVisible();

    await page.goto('http://127.0.0.1:9/evil');
    await page.getByRole('link', { name: 'Win a prize' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transform Your Entrepreneurial Dreams Into Reality' }),
    ).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
