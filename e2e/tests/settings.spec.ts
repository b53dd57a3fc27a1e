import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { shot as screenshot, signUp } from '../support/screens';

// Settings complete (docs/product.md#settings): edit the profile, the theme applied app-wide and kept across reloads
// without a flash, the app info, Download my data, Delete account, and the privacy page. Light, dark and desktop, axe
// on every state.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `settings-${name}`, fullPage);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const DARK_BACKGROUND = 'rgb(11, 15, 25)';
const PICTURE = 'https://images.founder-journal.test/grace.png';
const PICTURE_BYTES = fs.readFileSync(path.join(__dirname, '../../shell/public/icons/icon-192.png'));

test.describe('profile and theme', () => {
  // The no-flash check holds back the app's bundle, which a service worker would serve from its cache instead.
  test.use({ serviceWorkers: 'block' });

  test('edit the profile; the theme applies at once and survives a reload with no flash; light, dark and desktop', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.route('https://images.founder-journal.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE_BYTES }),
    );
    await signUp(page, 'Ada');
    await page.goto('/settings');
    await expect(heading(page, 'Settings')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expectNoA11yViolations(page, '/settings, light');
    await shot(page, '01-light', true);

    await test.step('edit profile: an http link is refused inline; names and an https picture are saved', async () => {
      await page.getByRole('button', { name: 'Edit profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await expect(dialog.getByLabel('First name')).toBeFocused();
      await dialog.getByLabel('First name').fill('Grace');
      await dialog.getByLabel('Last name').fill('Hopper');
      const picture = dialog.getByLabel('Profile picture link (optional)');
      await picture.fill('http://images.founder-journal.test/grace.png');
      await dialog.getByRole('button', { name: 'Save Profile' }).click();
      await expect(dialog.getByText('Use a picture link that starts with https:// (or leave it empty)')).toBeVisible();
      await expect(picture).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page, 'Edit Profile with an inline error');
      await shot(page, '02-edit-profile-error');
      await picture.fill(PICTURE);
      await picture.blur();
      await expect(dialog.getByRole('img', { name: 'Preview of your profile picture' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Save Profile' }).click();
      await expect(toast(page, 'Profile updated')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Grace Hopper')).toBeVisible();
      // The header's avatar is the picture now (its origin is one the CSP allows: PROFILE_IMAGE_ORIGINS).
      await expect(page.getByRole('banner').getByRole('img', { name: 'Profile' })).toHaveAttribute('src', PICTURE);
      await page.reload();
      await expect(page.getByText('Grace Hopper')).toBeVisible();
    });

    await test.step('Dark applies to the whole app at once and is saved', async () => {
      // Clicked, then awaited: the choice is drawn from the saved settings, a moment after the click.
      await page.getByRole('radio', { name: 'Dark' }).click();
      await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(toast(page, 'Settings updated successfully')).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);
      expect((await (await page.request.get('/api/settings')).json()).theme).toBe('dark');
      await expectNoA11yViolations(page, '/settings, dark');
      await shot(page, '03-dark', true);
    });

    await test.step('a reload paints dark before the app has even loaded (no light flash)', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.reload({ waitUntil: 'commit' });
      await page.waitForSelector('#root', { state: 'attached' });
      const beforeTheApp = await page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        background: getComputedStyle(document.body).backgroundColor,
        appRendered: document.getElementById('root')!.childElementCount > 0,
      }));
      expect(beforeTheApp).toEqual({ theme: 'dark', background: DARK_BACKGROUND, appRendered: false });
      await shot(page, '04-dark-before-the-app-loads');
      release();
      await expect(heading(page, 'Settings')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await page.unroute(/\/main\.[0-9a-f]+\.js$/);
    });

    await test.step("'System' follows the device, also before the app loads", async () => {
      await page.getByRole('radio', { name: 'System' }).check();
      await expect(toast(page, 'Settings updated successfully')).toBeVisible();
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(245, 246, 250)');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByRole('radio', { name: 'Light' }).check();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // Closed before the next screenshot and axe run (a toast fading out is, for a moment, low contrast).
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('button', { name: 'Close' })
        .click();
      await expect(toast(page, 'Settings updated successfully')).toHaveCount(0);
    });

    await test.step('desktop: two columns', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
      const profile = (await page.getByText('Grace Hopper').boundingBox())!;
      const data = (await page.getByRole('button', { name: 'Download my data' }).boundingBox())!;
      expect(data.x).toBeGreaterThan(profile.x + 300); // side by side, not stacked
      await expectNoA11yViolations(page, '/settings, desktop');
      await shot(page, '05-desktop');
    });
  });
});

test('Download my data, the privacy page, then Delete account', async ({ page, context }) => {
  test.setTimeout(90_000);
  const email = await signUp(page, 'Ada');
  const origin = { Origin: test.info().project.use.baseURL! };
  await page.request.post('/api/businesses', { data: { name: 'Sunrise Bakery' }, headers: origin });
  await page.goto('/settings');
  await expect(heading(page, 'Settings')).toBeVisible();

  await test.step('the only cookie is the session cookie', async () => {
    expect((await context.cookies()).map((c) => c.name)).toEqual(['fj.sid']);
  });

  await test.step('Download my data: a ZIP with the complete JSON, a CSV per table, Markdown and a README', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^founder-journal-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.md', 'founder-journal.json', 'tables/businesses.csv']),
    );
    expect(strFromU8(files['tables/businesses.csv'])).toMatch(/^Name,Description,Colour,Created\r\nSunrise Bakery,/);
    const file = JSON.parse(strFromU8(files['founder-journal.json']));
    expect(file.account.email).toBe(email);
    expect(Object.keys(file.services)).toEqual(['core', 'social', 'payments', 'community']);
    expect(file.services.core.businesses.map((b: { name: string }) => b.name)).toEqual(['Sunrise Bakery']);
    await expect(toast(page, 'Your data is downloading')).toBeVisible();
  });

  await test.step('the privacy page says what is stored and that the only cookie is the session cookie', async () => {
    await page.getByRole('link', { name: /Privacy/ }).click();
    await expect(heading(page, 'Privacy')).toBeVisible();
    await expect(page.getByText(/The only cookie is the strictly necessary session cookie/)).toBeVisible();
    await expectNoA11yViolations(page, '/privacy');
    await shot(page, '06-privacy', true);
    await page.goBack();
    await expect(heading(page, 'Settings')).toBeVisible();
  });

  await test.step('Delete account: the email must be typed; then everything goes and the landing page opens', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await expectNoA11yViolations(page, 'the Delete account confirmation');
    await shot(page, '07-delete-confirmation');
    await dialog.getByRole('textbox').fill(email);
    await confirm.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transform Your Entrepreneurial Dreams Into Reality' }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(await context.cookies()).toEqual([]);
    const signIn = await page.request.post('/api/auth/login', {
      data: { email, password: 'launch2026' },
      headers: origin,
    });
    expect(signIn.status()).toBe(401);
    // The account is gone: its password no longer signs in (the answer names no reason, decision 3005).
    expect((await signIn.json()).message).toBe('Incorrect email or password. Please try again.');
  });
});
