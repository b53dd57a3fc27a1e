import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, chromium, request, type BrowserContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { startSwitchableProxy } from '../support/offline-proxy';
import { dialog, layersClosed, postJson, shot as screenshot, signUp, toast } from '../support/screens';

// Offline first (docs/decisions/2602-offline-first.md, 2601 idempotent writes, 2603 edit conflicts), as a person on a
// train would use it: every screen opened online reads offline — after a reload too — with the offline banner; writes
// made offline wait on this device and reach the server exactly once when the connection returns; an edit that
// crossed another device's is never silently lost; a double click writes once; signing out leaves nothing behind.

const shot = (page: Page, name: string) => screenshot(page, `offline-${name}`);
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline — showing what you saw' });
const changesOnDevice = (page: Page) => page.getByRole('region', { name: 'Changes on this device' });
const origin = () => ({ Origin: test.info().project.use.baseURL! });

/** The queries the signed-in user's store on this device holds (their hashes), read straight from IndexedDB. */
const keptQueries = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('fj-user-'));
    if (names.length === 0) return [] as string[];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(names[0]);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
    });
    try {
      if (!db.objectStoreNames.contains('kv')) return [];
      const kept = await new Promise<{ clientState?: { queries?: Array<{ queryHash: string }> } } | undefined>(
        (resolve, reject) => {
          const request = db.transaction('kv').objectStore('kv').get('query-cache');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
        },
      );
      return (kept?.clientState?.queries ?? []).map((q) => q.queryHash);
    } finally {
      db.close();
    }
  });

/** Waits until the device keeps an answer for each of these API paths. */
async function expectKept(page: Page, paths: string[]) {
  await expect
    .poll(
      async () => {
        const hashes = (await keptQueries(page)).join(' ');
        return paths.filter((p) => !hashes.includes(p));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
}

/** The service worker controls the page and has cached the remotes' bundles (one visit under its control). */
async function underServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
  await page.reload();
}

/** Everything of the app the browser keeps: IndexedDB databases, caches (but the precached app shell) and drafts. */
const deviceData = (page: Page) =>
  page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('fj-'));
    const cacheNames = (await caches.keys()).filter((n) => !n.startsWith('workbox-precache'));
    const cachedApi: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        if (path.startsWith('/api/')) cachedApi.push(path);
      }
    const drafts = Object.keys(localStorage).filter((k) => k.startsWith('fj-draft:'));
    return { databases, cacheNames, cachedApi, drafts };
  });

/** Home's widgets load as they come near the screen: scroll down to the last one. */
async function scrollThroughHome(page: Page) {
  for (let i = 0; i < 10; i++) {
    await page.evaluate(() => window.scrollBy(0, 700));
    await page.waitForTimeout(200);
  }
  await expect(page.getByRole('radiogroup', { name: 'How do you feel today?' })).toBeVisible();
}

async function apiList<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test.describe.configure({ mode: 'serial' });

test('every screen opened online reads offline, writes wait on the device and sync exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'Ada');
  const today = new Date().toISOString().slice(0, 10);
  const business = await postJson(page, '/api/businesses', { name: 'Sunrise Bakery' });
  await postJson(page, '/api/notes', { title: 'Supplier list', content: 'Flour, butter, eggs' });
  await postJson(page, '/api/journal', { date: today, content: 'Opened the second oven.' });
  const task = await postJson(page, '/api/user-action-items', { title: 'Call the flour mill', dueDate: today });
  const plan = await postJson(page, '/api/content-plans', {
    title: 'Morning bake reel',
    contentType: 'reel',
    scheduledDate: new Date().toISOString(),
    businessId: business.id,
  });

  await test.step('online: open home, notes, journal, content plan and the business', async () => {
    // Each screen for a moment: the device keeps what a screen showed once the app has settled (decision 2602).
    await page.goto('/');
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
    await underServiceWorker(page);
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
    await scrollThroughHome(page);
    await expectKept(page, ['/api/auth/user', '/api/user-layout', '/api/wellness', '/api/home/today']);
    await page.goto('/notes');
    await expect(page.getByRole('article', { name: 'Supplier list' })).toBeVisible();
    await expectKept(page, ['"/api/notes",{']);
    await page.goto('/journal');
    await expect(page.getByText('Opened the second oven.')).toBeVisible();
    await expectKept(page, ['"/api/journal",{']);
    await page.goto('/content-plan');
    await expect(page.getByRole('checkbox', { name: 'Morning bake reel' }).first()).toBeVisible();
    // The screen's own list (home keeps a list of today's plans under the same path).
    await expectKept(page, ['"/api/content-plans",{']);
    await page.goto(`/business/${business.id}`);
    await expect(page.getByRole('heading', { name: 'Sunrise Bakery' })).toBeVisible();
    await expectKept(page, [
      '/api/user-layout',
      '"/api/notes",{',
      '"/api/journal",{',
      '"/api/content-plans",{',
      `"/api/businesses","${business.id}"`,
    ]);
  });

  await context.setOffline(true);
  try {
    await test.step('offline, each screen reloads with what it showed; figures recorded offline wait', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Sunrise Bakery' })).toBeVisible();
      await expect(banner(page)).toContainText(/Offline — showing what you saw at \d\d:\d\d/);
      // The business's figures, recorded offline, wait on the device too.
      await page.getByRole('button', { name: 'Record Revenue' }).click();
      const figures = dialog(page, 'Record Revenue');
      await figures.getByLabel('Revenue (USD)').fill('1250.5');
      await figures.getByLabel('Clients').fill('8');
      await figures.getByRole('button', { name: 'Save' }).click();
      await expect(figures).toBeHidden();
      await layersClosed(page); // the closed sheet's history entry is gone before the next goto
      await expect(changesOnDevice(page)).toContainText(`New figures for ${today}`);
      await page.goto('/');
      await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
      await expect(banner(page)).toBeVisible();
      await expectNoA11yViolations(page, 'home, offline');
      await shot(page, '01-home');
      await page.goto('/notes');
      await expect(page.getByRole('article', { name: 'Supplier list' })).toBeVisible();
      await page.goto('/journal');
      await expect(page.getByText('Opened the second oven.')).toBeVisible();
      await page.goto('/content-plan');
      await expect(page.getByRole('checkbox', { name: 'Morning bake reel' }).first()).toBeVisible();
      await expect(banner(page)).toBeVisible();
    });

    await test.step('offline writes: a journal entry, a note, a mood, a ticked plan, a task ticked on home', async () => {
      // Clicked, then awaited: the tick is drawn once the write is kept on the device, not within the click.
      await page.getByRole('checkbox', { name: 'Morning bake reel' }).first().click();
      await expect(page.getByRole('checkbox', { name: 'Morning bake reel' }).first()).toBeChecked();
      await expect(toast(page, 'Saved on this device')).toBeVisible();
      await expect(changesOnDevice(page)).toContainText('Complete "Morning bake reel"');
      await expect(page.getByRole('checkbox', { name: 'Morning bake reel' }).first()).toBeChecked();

      await page.goto('/journal');
      await page.getByRole('button', { name: "Write today's entry" }).click();
      const entry = dialog(page, 'New journal entry');
      await entry.getByRole('textbox', { name: 'Entry' }).fill('Written on the 08:12, no signal.');
      await entry.getByRole('button', { name: 'Save entry' }).click();
      await expect(entry).toBeHidden();
      await layersClosed(page); // the closed sheet's history entry is gone before the next goto
      await expect(changesOnDevice(page)).toContainText('Journal entry "Written on the 08:12, no signal."');
      await expect(changesOnDevice(page)).toContainText('Waiting to sync');

      await page.goto('/notes');
      await page.getByRole('button', { name: 'New Note' }).first().click();
      const form = page.getByRole('region', { name: 'New Note' });
      await form.getByLabel('Title').fill('Train ideas');
      await form.getByLabel('Content').fill('Loyalty card for early customers');
      await form.getByRole('button', { name: 'Create Note' }).click();
      await expect(changesOnDevice(page)).toContainText('New note "Train ideas"');
      await expectNoA11yViolations(page, 'notes with a note waiting to sync');
      await shot(page, '02-notes-waiting');

      await page.goto('/');
      await scrollThroughHome(page);
      const great = page
        .getByRole('radiogroup', { name: 'How do you feel today?' })
        .getByRole('radio', { name: 'Great' });
      await great.click();
      await expect(great).toBeChecked();
      await expect(changesOnDevice(page).filter({ hasText: 'Mood for' })).toContainText(`Mood for ${today}`);
      // Today's own ticks: the task leaves Due Today at once and waits on the device.
      await page.getByRole('checkbox', { name: 'Call the flour mill' }).click();
      await expect(page.getByRole('checkbox', { name: 'Call the flour mill' })).toBeHidden();
      await expect(changesOnDevice(page).filter({ hasText: 'Call the flour mill' })).toContainText(
        'Complete action item "Call the flour mill"',
      );
      await expect(page.getByRole('status').filter({ hasText: '6 changes waiting to sync' })).toBeVisible();
      await expectNoA11yViolations(page, 'home with ticks waiting to sync');
      await shot(page, '06-home-ticks-waiting');
    });

    await test.step('a reload offline keeps them, still waiting', async () => {
      await page.reload();
      await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: '6 changes waiting to sync' })).toBeVisible();
      await page.goto('/notes');
      await expect(changesOnDevice(page)).toContainText('New note "Train ideas"');
      await shot(page, '03-notes-after-reload');
    });
  } finally {
    await context.setOffline(false);
  }

  await test.step('back online: each write reaches the server exactly once', async () => {
    await expect(changesOnDevice(page)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('article', { name: 'Train ideas' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const notes = await apiList<{ notes: Array<{ title: string }> }>(page, '/api/notes');
    expect(notes.notes.filter((n) => n.title === 'Train ideas')).toHaveLength(1);
    const journal = await apiList<{ entries: Array<{ content: string }> }>(page, '/api/journal');
    expect(journal.entries.filter((e) => e.content === 'Written on the 08:12, no signal.')).toHaveLength(1);
    const wellness = await apiList<Array<{ mood: number | null }>>(
      page,
      `/api/wellness?startDate=${today}&endDate=${today}`,
    );
    expect(wellness.map((w) => w.mood)).toEqual([5]);
    const plans = await apiList<Array<{ id: string; isCompleted: boolean }>>(page, '/api/content-plans');
    expect(plans.find((p) => p.id === plan.id)?.isCompleted).toBe(true);
    const tasks = await apiList<Array<{ id: string; status: string }>>(page, '/api/user-action-items');
    expect(tasks.find((t) => t.id === task.id)?.status).toBe('completed');
    const figures = await apiList<Array<{ revenue: number; clients: number }>>(
      page,
      `/api/business-metrics?businessId=${business.id}`,
    );
    expect(figures.map((f) => [f.revenue, f.clients])).toEqual([[1250.5, 8]]);
  });
});

test('an edit made offline that crossed one made elsewhere is shown with both versions, and Keep mine wins', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'Grace');
  const note = await postJson<{ id: string; updatedAt: string }>(page, '/api/notes', {
    title: 'Pitch deck',
    content: 'Ten slides',
  });
  await page.goto('/notes');
  await expect(page.getByRole('article', { name: 'Pitch deck' })).toBeVisible();
  await expectKept(page, ['/api/notes']);

  // The phone goes offline and edits the note.
  await context.setOffline(true);
  await page
    .getByRole('article', { name: 'Pitch deck' })
    .getByRole('button', { name: 'Pitch deck', exact: true })
    .click();
  const phoneForm = page.getByRole('region', { name: 'Edit Note' });
  await phoneForm.getByLabel('Content').fill('Twelve slides, written on the train');
  await phoneForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(changesOnDevice(page)).toContainText('Edit note "Pitch deck"');

  // Meanwhile the laptop (the same account, another browser) edits it online.
  const laptop: BrowserContext = await browser.newContext({ storageState: await context.storageState() });
  try {
    const other = await laptop.newPage();
    await other.goto('/notes');
    await other
      .getByRole('article', { name: 'Pitch deck' })
      .getByRole('button', { name: 'Pitch deck', exact: true })
      .click();
    const laptopForm = other.getByRole('region', { name: 'Edit Note' });
    await laptopForm.getByLabel('Content').fill('Eight slides, from the laptop');
    await laptopForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(other, 'Note Updated')).toBeVisible();
  } finally {
    await laptop.close();
  }

  await context.setOffline(false);
  const attention = page.getByRole('button', { name: '1 change needs attention' });
  await expect(attention).toBeVisible({ timeout: 20_000 });
  await attention.click();
  const sheet = dialog(page, 'Needs attention');
  await expect(sheet.getByRole('heading', { name: 'Edit note "Pitch deck"' })).toBeVisible();
  const content = sheet.getByRole('row', { name: /^Content/ });
  await expect(content).toContainText('Twelve slides, written on the train');
  await expect(content).toContainText('Eight slides, from the laptop');
  await expectNoA11yViolations(page, 'an edit conflict, both versions');
  await shot(page, '04-conflict');
  // Nothing was written over: the server still has the laptop's version.
  const before = await apiList<{ content: string }[]>(page, '/api/notes').then(
    (body) => (body as unknown as { notes: Array<{ id: string; content: string }> }).notes,
  );
  expect(before.find((n) => n.id === note.id)?.content).toBe('Eight slides, from the laptop');

  await sheet.getByRole('button', { name: 'Keep mine' }).click();
  await expect(sheet.getByText('Nothing needs your attention.')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => {
      const body = await apiList<{ notes: Array<{ id: string; content: string }> }>(page, '/api/notes');
      return body.notes.find((n) => n.id === note.id)?.content;
    })
    .toBe('Twelve slides, written on the train');
});

test('a double click on each main create button makes one record', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, 'Lin');
  const count = async (path: string, pick: (body: unknown) => unknown[]) => pick(await apiList(page, path)).length;

  await test.step('business', async () => {
    await page.goto('/businesses');
    await page
      .getByRole('button', { name: /Add Business|New Business|Create your first/ })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: /Business/ });
    await form.getByRole('textbox', { name: /^Business name|^Name/ }).fill('Double Co');
    await form.getByRole('button', { name: 'Create Business' }).dblclick();
    await expect(form).toBeHidden();
    await layersClosed(page); // the closed sheet's history entry is gone before the next goto
    expect(await count('/api/businesses', (b) => b as unknown[])).toBe(1);
  });

  await test.step('note', async () => {
    await page.goto('/notes');
    await page.getByRole('button', { name: 'New Note' }).first().click();
    const form = page.getByRole('region', { name: 'New Note' });
    await form.getByLabel('Title').fill('Once');
    await form.getByLabel('Content').fill('Only once');
    await form.getByRole('button', { name: 'Create Note' }).dblclick();
    await expect(page.getByRole('article', { name: 'Once' })).toBeVisible();
    await layersClosed(page); // the closed form's history entry is gone before the next goto
    expect(await count('/api/notes', (b) => (b as { notes: unknown[] }).notes)).toBe(1);
  });

  await test.step('journal entry', async () => {
    await page.goto('/journal');
    await page.getByRole('button', { name: "Write today's entry" }).click();
    const form = dialog(page, 'New journal entry');
    await form.getByRole('textbox', { name: 'Entry' }).fill('One entry');
    await form.getByRole('button', { name: 'Save entry' }).dblclick();
    await expect(form).toBeHidden();
    await layersClosed(page); // the closed sheet's history entry is gone before the next goto
    expect(await count('/api/journal', (b) => (b as { entries: unknown[] }).entries)).toBe(1);
  });

  await test.step('content plan', async () => {
    await page.goto('/content-plan');
    await page.getByRole('button', { name: 'Add New' }).first().click();
    const form = dialog(page, 'Add New');
    await form.getByRole('textbox', { name: /^Title/ }).fill('One reel');
    await form.getByRole('radio', { name: 'Reel' }).click();
    await form.getByRole('button', { name: 'Add to Plan' }).dblclick();
    await expect(form).toBeHidden();
    await layersClosed(page); // the closed sheet's history entry is gone before the next goto
    expect(await count('/api/content-plans', (b) => b as unknown[])).toBe(1);
  });

  await test.step('meeting', async () => {
    await page.goto('/meeting-notes');
    await page.getByRole('button', { name: 'New Meeting' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Create Meeting' }) });
    await form.getByRole('textbox', { name: /^Title/ }).fill('One meeting');
    await form.getByLabel('Date and time').fill(`${new Date().toISOString().slice(0, 10)}T10:30`);
    await form.getByRole('button', { name: 'Create Meeting' }).dblclick();
    await expect(form).toBeHidden();
    await layersClosed(page); // the closed sheet's history entry is gone before the next goto
    expect(await count('/api/meeting-notes', (b) => b as unknown[])).toBe(1);
  });

  await test.step('action item', async () => {
    await page.goto('/meeting-notes');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    const form = dialog(page, 'New Action Item');
    await form.getByRole('textbox', { name: /^Title/ }).fill('One task');
    await form.getByRole('button', { name: 'Add Action Item' }).dblclick();
    await expect(form).toBeHidden();
    await layersClosed(page); // the closed sheet's history entry is gone before the next goto
    expect(await count('/api/user-action-items', (b) => b as unknown[])).toBe(1);
  });
});

test('signing out leaves nothing of the user in IndexedDB, Cache Storage or drafts', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'Ines');
  await postJson(page, '/api/notes', { title: 'Private', content: 'Only mine' });
  await page.goto('/notes');
  await expect(page.getByRole('article', { name: 'Private' })).toBeVisible();
  await underServiceWorker(page);
  await expectKept(page, ['/api/notes']);
  const userId = (await apiList<{ id: string }>(page, '/api/auth/user')).id;
  await page.evaluate((id) => localStorage.setItem(`fj-draft:${id}:note`, 'half a thought'), userId);
  const before = await deviceData(page);
  expect(before.databases).toContain(`fj-user-${userId}`);
  expect(before.drafts).toHaveLength(1);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(heading(page, 'Transform Your Entrepreneurial Dreams Into Reality')).toBeVisible();
  await expectNoA11yViolations(page, 'the landing page after sign-out');
  await expect
    .poll(() => deviceData(page), { timeout: 10_000 })
    .toEqual({
      databases: [],
      cacheNames: expect.not.arrayContaining(['fj-remote-chunks']),
      cachedApi: [],
      drafts: [],
    });
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a session that ends while offline keeps the outbox until the same person signs in again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, 'Omar');
  await page.goto('/notes');
  await expect(heading(page, 'Notes')).toBeVisible();
  await expectKept(page, ['/api/notes']);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'New Note' }).first().click();
  const form = page.getByRole('region', { name: 'New Note' });
  await form.getByLabel('Title').fill('Kept for later');
  await form.getByLabel('Content').fill('Written offline');
  await form.getByRole('button', { name: 'Create Note' }).click();
  await expect(changesOnDevice(page)).toContainText('New note "Kept for later"');

  // The session ends on the server while the phone is offline (signed out elsewhere).
  await page.request.post('/api/logout', { headers: origin() }).catch(() => undefined);
  await context.clearCookies();
  await context.setOffline(false);
  // Back online, the ended session sends the person to sign in, back to this screen afterwards.
  await expect(page).toHaveURL(/\/api\/login\?next=%2Fnotes$/, { timeout: 20_000 });
  await expect(heading(page, 'Welcome back')).toBeVisible();
  // Polled: the app may still be moving between the landing page and sign-in (a read mid-navigation is retried).
  await expect
    .poll(async () => {
      const data = await deviceData(page).catch(() => undefined);
      return data?.databases.filter((n) => n.startsWith('fj-user-')).length;
    })
    .toBe(1);

  // The same person signs in again: the outbox syncs, once.
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'launch2026' },
    headers: origin(),
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/notes');
  await expect(page.getByRole('article', { name: 'Kept for later' })).toBeVisible({ timeout: 20_000 });
  const notes = await apiList<{ notes: Array<{ title: string }> }>(page, '/api/notes');
  expect(notes.notes.filter((n) => n.title === 'Kept for later')).toHaveLength(1);
});

test('a write waiting offline survives closing the browser, and syncs once back online', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const { launchOptions, baseURL, userAgent, deviceScaleFactor } = testInfo.project.use;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-e2e-profile-'));
  // Offline for the whole browser, the service worker included (its Background Sync would otherwise send the write
  // for real while the page is "offline", and even before Playwright attaches to a browser that is starting up).
  const network = await startSwitchableProxy();
  const launch = (offline: boolean) =>
    chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      userAgent,
      deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      viewport: { width: 390, height: 844 },
      offline,
      proxy: { server: network.url },
    });
  // The server's view, outside the browser and its network: how many notes with this title it holds.
  const notesOnServer = async (storageState: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const api = await request.newContext({ baseURL, storageState });
    try {
      const res = await api.get('/api/notes');
      expect(res.status(), await res.text()).toBe(200);
      const body = (await res.json()) as { notes: Array<{ title: string }> };
      return body.notes.filter((n) => n.title === 'Written before the restart').length;
    } finally {
      await api.dispose();
    }
  };

  let browser = await launch(false);
  try {
    let page = browser.pages()[0] ?? (await browser.newPage());
    await signUp(page, 'Rosa');
    await page.goto('/notes');
    await expect(heading(page, 'Notes')).toBeVisible();
    await underServiceWorker(page);
    await expect(heading(page, 'Notes')).toBeVisible();
    await expectKept(page, ['/api/notes', '/api/auth/user']);
    const session = await browser.storageState();

    network.setOffline(true);
    await browser.setOffline(true);
    await page.getByRole('button', { name: 'New Note' }).first().click();
    const form = page.getByRole('region', { name: 'New Note' });
    await form.getByLabel('Title').fill('Written before the restart');
    await form.getByLabel('Content').fill('Still here after the phone rebooted');
    await form.getByRole('button', { name: 'Create Note' }).click();
    await expect(changesOnDevice(page)).toContainText('New note "Written before the restart"');

    // The browser closes entirely, and opens again on the same profile, still offline.
    await browser.close();
    browser = await launch(true);
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/notes');
    await expect(heading(page, 'Notes')).toBeVisible();
    await expect(changesOnDevice(page)).toContainText('New note "Written before the restart"');
    await expect(changesOnDevice(page)).toContainText('Waiting to sync');
    await expect(page.getByRole('status').filter({ hasText: '1 change waiting to sync' })).toBeVisible();
    expect(await notesOnServer(session)).toBe(0);
    await expectNoA11yViolations(page, 'notes after a restart offline, a note waiting');
    await shot(page, '05-notes-after-restart');

    network.setOffline(false);
    await browser.setOffline(false);
    // A phone that was offline fires 'online' when it is back, which sends the waiting write at once. Chromium 150's
    // emulation leaves a page opened while emulated offline believing it is online (navigator.onLine is true), so the
    // event never comes there: it is fired as the phone would, only when the page did not see itself offline. (Without
    // it the write is sent once the app's next probe reaches the server: packages/ui/test/outbox.test.ts.)
    await page.evaluate(() => navigator.onLine && window.dispatchEvent(new Event('online')));
    await expect(changesOnDevice(page)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('article', { name: 'Written before the restart' })).toBeVisible();
    expect(await notesOnServer(session)).toBe(1);
  } finally {
    await browser.close().catch(() => undefined);
    await network.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
