import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, test, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { scrollIntoView, shot, signUp, uniqueEmail, useTheme } from '../support/screens';

// The shell and its six remotes in a real browser against the built stack (docs/product.md#sign-in-and-the-shell), with
// an axe check on every screen it shows. mf-social is served by its own server (see global-setup.ts), which
// E2E_REMOTE_CONTROL_URL stops and starts.

const HERO = 'Transform Your Entrepreneurial Dreams Into Reality';

/** Every signed-in route (docs/product.md#routes) and the title its remote renders. */
const ROUTE_TITLES: ReadonlyArray<[path: string, title: string]> = [
  ['/', 'Welcome back, Ada!'],
  ['/wellness', 'Wellness'],
  ['/journal', 'Journal'],
  ['/businesses', 'My Businesses'],
  ['/business/00000000-0000-0000-0000-000000000000', 'Business Dashboard'],
  ['/analytics', 'Analytics'],
  ['/content-plan', 'Content Plan'],
  ['/notes', 'Notes'],
  ['/meeting-notes', 'Meeting Notes'],
  ['/social-media', 'Social Media'],
  ['/podcasts', 'Podcasts'],
  ['/feeds', 'RSS Feeds'],
  ['/community', 'Community'],
  ['/admin', 'Admin Panel'],
  ['/teams', 'My Teams'],
  ['/teams/t1/chat', 'Team Chat'],
  ['/teams/t1/goals', 'Team Goals'],
  ['/teams/t1/settings', 'Team Settings'],
  ['/settings', 'Settings'],
  ['/checkout', 'Upgrade to Premium'],
  ['/notifications', 'Notification Settings'],
];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function setSocialRemote(state: 'stop' | 'start') {
  const control = process.env.E2E_REMOTE_CONTROL_URL;
  if (!control) throw new Error('E2E_REMOTE_CONTROL_URL is not set (e2e/global-setup.ts starts the mf-social host)');
  const res = await fetch(`${control}/${state}`, { method: 'POST' });
  expect(res.status).toBe(204);
}

test.describe('signed out', () => {
  test('the landing page shows every call to action and both plans', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page, HERO)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Founder Journal');
    await expect(page.getByRole('banner')).toContainText('Secure');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
    await expectNoA11yViolations(page, 'the landing page');
    await shot(page, 'landing-top');

    // Every call to action starts an account: the create-account form (returning visitors use 'Sign in').
    for (const cta of ['Start Your Journey Free', 'Start Free', 'Get Founder Access', 'Get Started Now']) {
      await expect(page.getByRole('link', { name: cta })).toHaveAttribute('href', '/api/login?mode=register');
    }
    for (const feature of [
      'Business Tracking',
      'Wellness Integration',
      'Social Media Analytics',
      'PWA Experience',
      'Community Platform',
      'Smart Notes & Admin',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByText('Join 1,000+ Entrepreneurs')).toBeVisible();
    for (const badge of ['GDPR Compliant', 'Stripe Secure', 'PWA Ready'])
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByText('— Walt Disney')).toBeVisible();

    const free = page.getByRole('article', { name: 'Free Plan' });
    await expect(free).toContainText('£0');
    await expect(free).toContainText('1 business');
    const premium = page.getByRole('article', { name: 'Premium' });
    await expect(premium).toContainText('£30');
    await expect(premium).toContainText('one-time');
    await expect(premium).toContainText('No recurring charges');
    await scrollIntoView(premium);
    await shot(page, 'landing-pricing');

    // The page fits a 390 px phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a call to action leads to the create-account form with a full page load', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/\/api\/login\?mode=register$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test("the sign-in page has the app's look: font, colours, icon, 16 px inputs, 44 px tabs", async ({ page }) => {
    await page.goto('/');
    const landing = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // The page is laid out before its render-blocking stylesheet has arrived (nothing painted yet, but computed styles
    // are the browser's defaults): compare once the document has loaded, as a user first sees it.
    await page.waitForLoadState('load');
    expect(
      await page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        background: getComputedStyle(document.body).backgroundColor,
      })),
    ).toEqual(landing);
    await expect(page.locator('.fj-auth__brand img')).toHaveAttribute('src', '/icons/favicon.svg');
    await expect(page.locator('.fj-auth__brand img')).toHaveJSProperty('complete', true);
    for (const input of [page.getByLabel('Email'), page.getByLabel('Password', { exact: true })]) {
      expect(await input.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px'); // no zoom on iOS
    }
    for (const tab of await page.getByRole('navigation', { name: 'Account' }).getByRole('link').all()) {
      expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoA11yViolations(page, 'the sign-in page');
    await shot(page, 'signin');

    // Show password reveals what was typed, and hides it again.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('launch2026');
    await page.getByLabel('Show password').check();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByLabel('Show password').uncheck();
    await expect(password).toHaveAttribute('type', 'password');

    // A failed sign-in keeps the email and waits in the password field.
    await page.getByLabel('Email').fill('nobody-here@founder-journal.test');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The same words for an unknown email as for a wrong password (no one learns who has an account).
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
    await expect(page.getByLabel('Email')).toHaveValue('nobody-here@founder-journal.test');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expectNoA11yViolations(page, 'the sign-in page with an error');
    await shot(page, 'signin-error');

    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await expectNoA11yViolations(page, 'the create-account page');
    await shot(page, 'signin-register');
  });

  test('a path that is no screen shows the landing page at / (a screen asks to sign in: account-security.spec.ts)', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(heading(page, HERO)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('signed in', () => {
  test('create an account → home with the bottom navigation and the header', async ({ page }) => {
    await page.goto('/api/login?mode=register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Email').fill(uniqueEmail('grace'));
    await page.getByLabel('Password', { exact: true }).fill('founder123');
    await page.getByRole('button', { name: 'Create account' }).click();

    // The first visit after sign-up welcomes; later visits welcome back.
    await expect(heading(page, 'Welcome, Grace!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Founder Journal home' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(header.getByRole('img', { name: 'Profile' })).toHaveText('G');
    await expect(header.getByText('Premium', { exact: true })).toHaveCount(0);

    const nav = bottomNav(page);
    for (const entry of ['Home', 'Analytics', 'Plan', 'Business', 'Settings'])
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page, 'home');
    await shot(page, 'home');
    await page.reload();
    await expect(heading(page, 'Welcome back, Grace!')).toBeVisible();

    // The raised "+" goes to the content plan and becomes the active entry.
    await nav.getByRole('link', { name: 'Plan' }).click();
    await expect(heading(page, 'Content Plan')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page, 'the content plan');
    await shot(page, 'content-plan');
  });

  test('every route of the table renders its remote’s title', async ({ page }) => {
    // Every route with axe, one after another: more than the default 30 s once the screens have real content.
    test.setTimeout(90_000);
    await signUp(page, 'Ada');
    for (const [route, title] of ROUTE_TITLES) {
      await page.goto(route);
      await expect(heading(page, title), `${route} should show "${title}"`).toBeVisible();
      // Team chat gives a phone its whole screen (Back and Home stay in its header); every other screen has the bar.
      if (route.endsWith('/chat')) await expect(bottomNav(page)).toBeHidden();
      else await expect(bottomNav(page)).toBeVisible();
      await expectNoA11yViolations(page, route);
    }
    await page.goto('/settings');
    await expect(page.getByText('Free Account')).toBeVisible();
    // 'Version' once, then the number.
    await expect(page.locator('.fj-row', { hasText: 'Version' })).toHaveText(/^Version\s*1\.0\.0$/);
    await shot(page, 'settings');
  });

  test('in-app navigation: Back returns to the previous screen, Home goes home', async ({ page }) => {
    await signUp(page, 'Ada');
    await page.goto('/');
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
    await shot(page, 'home');
    await bottomNav(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(heading(page, 'Analytics')).toBeVisible();
    // The bell opens the inbox; its Notification settings link leads to /notifications.
    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: 'Notification settings' })
      .click();
    await expect(heading(page, 'Notification Settings')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(heading(page, 'Analytics')).toBeVisible();
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
  });

  test('an unknown path shows the 404 screen', async ({ page }) => {
    await signUp(page);
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectNoA11yViolations(page, 'the 404 screen');
    await shot(page, 'not-found');
  });

  test('settings switches save immediately', async ({ page }) => {
    await signUp(page);
    await page.goto('/settings');
    const appleHealth = page.getByRole('switch', { name: /Apple Health/ });
    await expect(appleHealth).not.toBeChecked();
    await appleHealth.click();
    await expect(page.getByText('Settings updated successfully', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /Apple Health/ })).toBeChecked();
  });

  test('sign out returns to the landing page', async ({ page }) => {
    await signUp(page);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Log Out' }).click();
    await expect(heading(page, HERO)).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});

test('the install banner appears when the browser offers installation', async ({ page }) => {
  await signUp(page);
  await page.goto('/');
  await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
  await expect(page.getByText('Install Founder Journal')).toHaveCount(0);
  // What Chromium does when the app is installable (it does not in Playwright's incognito contexts).
  const prevented = await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
  // The banner waits until the first screen has had its look (a few seconds after start, then an idle moment).
  await expect(page.getByText('Install Founder Journal')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Get the full app experience')).toBeVisible();
  await expectNoA11yViolations(page, 'home with the install banner');
  await shot(page, 'install-banner');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Install Founder Journal')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
});

/** What Chromium does when the app is installable (it does not in Playwright's incognito contexts). */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

test("the install banner never covers the settings screen's 'Install as App' button", async ({ page }) => {
  await signUp(page);
  await page.goto('/settings');
  await expect(heading(page, 'Settings')).toBeVisible();
  await offerInstall(page);
  const banner = page.getByRole('complementary', { name: 'Install app' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const install = page.getByRole('button', { name: 'Install as App' });
  await expect(install).toBeVisible();
  const [a, b] = [(await install.boundingBox())!, (await banner.boundingBox())!];
  expect(a.y + a.height <= b.y || b.y + b.height <= a.y, 'the button and the banner overlap').toBe(true);
  await shot(page, 'settings-install-banner');
});

test.describe('desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a side navigation instead of the bottom bar, and a wide content area', async ({ page }) => {
    await signUp(page);
    await page.goto('/');
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
    const nav = (await bottomNav(page).boundingBox())!;
    expect(nav.x).toBe(0);
    expect(nav.width).toBeLessThan(300);
    expect(nav.height).toBeGreaterThan(600); // a column down the left, not a bar along the bottom
    const links = await bottomNav(page).getByRole('link').all();
    const tops = await Promise.all(links.map(async (l) => (await l.boundingBox())!.y));
    expect(tops).toEqual([...tops].sort((x, y) => x - y)); // stacked
    expect((await page.locator('main').boundingBox())!.width).toBeGreaterThan(900);
    await expectNoA11yViolations(page, 'home on a desktop');
    await shot(page, 'home-desktop');
    await bottomNav(page).getByRole('link', { name: 'Settings' }).click();
    await expect(heading(page, 'Settings')).toBeVisible();
    await expect(bottomNav(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await shot(page, 'settings-desktop');
  });
});

test.describe('dark theme', () => {
  test('the saved theme applies after sign-in; the chrome and screens stay readable', async ({ page }) => {
    await signUp(page);
    await page.goto('/');
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
    await useTheme(page, 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 15, 25)');
    await expectNoA11yViolations(page, 'home, dark');
    await shot(page, 'home-dark');
    await page.goto('/settings');
    await expect(heading(page, 'Settings')).toBeVisible();
    await expectNoA11yViolations(page, 'settings, dark');
    await shot(page, 'settings-dark');
    await page.goto('/this/does/not/exist');
    await expectNoA11yViolations(page, 'the 404 screen, dark');
  });

  test("'system' follows the device", async ({ page }) => {
    await signUp(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await useTheme(page, 'system');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 15, 25)');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(245, 246, 250)');
  });
});

test("the browser's time zone is saved once after sign-in", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  try {
    await signUp(page);
    expect((await (await page.request.get('/api/settings')).json()).timeZone).toBe('UTC');
    await page.goto('/');
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/api/settings')).json()).timeZone).toBe('Asia/Tokyo');
  } finally {
    await context.close();
  }
});

test.describe('a remote that is down', () => {
  // Without the service worker: this is about the network, not the offline cache.
  test.use({ serviceWorkers: 'block' });
  test.afterEach(async () => setSocialRemote('start'));

  test('its route shows the fallback, the rest of the app works, and Retry recovers once it is back', async ({
    page,
  }) => {
    await signUp(page);
    expect(await (await page.request.get('/remotes.json')).json()).toMatchObject({
      mf_social: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js$/),
    });

    await setSocialRemote('stop');
    await page.goto('/podcasts');
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    await expect(bottomNav(page)).toBeVisible();
    await expectNoA11yViolations(page, 'a remote that failed to load');
    await shot(page, 'remote-down');

    // Other remotes still work, from the same page.
    await bottomNav(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(heading(page, 'Analytics')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('This section could not be loaded')).toBeVisible();

    // Retry while still down: still the fallback.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This section could not be loaded')).toBeVisible();

    await setSocialRemote('start');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page, 'Podcasts')).toBeVisible();
    await bottomNav(page).getByRole('link', { name: 'Home' }).click();
    await page.goto('/feeds');
    await expect(heading(page, 'RSS Feeds')).toBeVisible();
  });
});

/** Runs `use` in a browser with a real profile: Playwright's usual contexts are incognito, where Chromium never offers
 * installation. */
async function inRealProfile(testInfo: TestInfo, use: (page: Page, context: BrowserContext) => Promise<void>) {
  const { launchOptions, baseURL, viewport } = testInfo.project.use;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-pwa-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport });
  try {
    await use(context.pages()[0] ?? (await context.newPage()), context);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Chromium finds nothing that keeps the page from being installed, once its service worker is ready. */
async function expectInstallable(page: Page, context: BrowserContext) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), {
      timeout: 10_000,
    })
    .toEqual([]);
}

test.describe('PWA', () => {
  test('the manifest is linked and complete', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Founder Journal', display: 'standalone', start_url: '/' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toBeTruthy();
    expect(manifest.background_color).toBeTruthy();
    const icons: Array<{ sizes: string; purpose: string; src: string }> = manifest.icons;
    expect(icons.some((i) => i.sizes === '192x192')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512')).toBe(true);
    expect(icons.some((i) => i.purpose.includes('maskable'))).toBe(true);
    for (const icon of icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  });

  test('Chromium reports the app installable', async ({}, testInfo) => {
    await inRealProfile(testInfo, async (page, context) => {
      await page.goto('/');
      await expectInstallable(page, context);
    });
  });

  test('the signed-in app links its manifest once its first screen is drawn, and Chromium reports it installable', async ({}, testInfo) => {
    // Its page links no manifest (Chromium would fetch it, and its icon, beside the first screen's scripts; decision
    // 3107): the app adds the link a few seconds after start, and installation is offered from then on.
    await inRealProfile(testInfo, async (page, context) => {
      await signUp(page, 'Ada');
      const html = await (await page.request.get('/')).text();
      expect(html).not.toMatch(/rel="?manifest/);
      await page.goto('/');
      await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', {
        timeout: 10_000,
      });
      await expectInstallable(page, context);
    });
  });

  test("the service worker registers and the app opens offline after a visit, without the user's data", async ({
    page,
    context,
  }) => {
    await signUp(page, 'Ada');
    await page.goto('/');
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // A visit under the worker's control fills its runtime caches (remote entries and chunks; never /api).
    await page.reload();
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      // The app itself opens from the precache; who is signed in is not cached (decision 0803), so it says it cannot
      // reach the server.
      await expect(heading(page, "Can't reach Founder Journal")).toBeVisible();
      await expect(page.getByText('Ada')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    // Back online, the app asks again by itself (the 'online' event; 'Try again' does the same by hand, tested in
    // shell/test/unreachable.test.tsx) — clicking here would race that retry.
    await expect(heading(page, 'Welcome back, Ada!')).toBeVisible();
  });
});
