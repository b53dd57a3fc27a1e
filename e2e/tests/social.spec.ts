import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { dialog, postJson, scrollIntoView, shot as screenshot, signUp, toast, useTheme } from '../support/screens';

// Social accounts end to end (docs/product.md#social-accounts) against the built stack, a fresh database and a local
// stub feed server (e2e/global-setup.ts): connect a podcast by its RSS feed and a manual Instagram account, enter
// follower counts on two dates, see the real growth and label on /social-media and on home's Social Growth card, change
// the target, unlink, and sign in to LinkedIn through the OAuth pop-up against the stub provider.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `social-${name}`, fullPage);
const stub = () => process.env.E2E_SOCIAL_STUB_URL!;

/** yyyy-MM-dd of the local date `daysAgo` days before today. */
function isoDay(daysAgo = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('social: a podcast by RSS and a manual Instagram, follower counts on two dates, real growth on /social-media and home, unlink, LinkedIn by OAuth', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page);
  await postJson(page, '/api/businesses', { name: 'Sunrise Bakery' });

  await test.step('nothing linked yet: an honest empty state with Connect Platforms', async () => {
    await page.goto('/social-media');
    await expect(page.getByRole('heading', { level: 1, name: 'Social Media' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No social accounts connected' })).toBeVisible();
    await expectNoA11yViolations(page, 'social media, empty');
  });

  await test.step('connect a podcast: one primary action checks in order, then validates the feed and connects it', async () => {
    await page.getByRole('button', { name: 'Connect Platforms' }).click();
    const connect = dialog(page, 'Connect Platforms');
    await expect(connect.getByRole('radio', { name: 'Sunrise Bakery' })).toBeChecked();
    await connect.getByRole('button', { name: 'Connect Account' }).click();
    await expect(toast(page, 'Please select a platform first')).toBeVisible();
    await connect.getByRole('radio', { name: 'Podcast' }).check();
    // One primary action, no separate Validate step (and never 'Authentication Required').
    await expect(connect.getByRole('button', { name: 'Validate' })).toHaveCount(0);
    await connect.getByRole('button', { name: 'Connect Account' }).click();
    await expect(toast(page, 'RSS URL Required')).toBeVisible();
    await connect.getByRole('textbox', { name: /RSS feed URL/ }).fill(`${stub()}/feeds/podcast.xml`);
    await expectNoA11yViolations(page, 'connect dialog, filled in');
    await shot(page, '01-podcast-filled');
    await connect.getByRole('button', { name: 'Connect Account' }).click();
    await expect(toast(page, 'Platform Connected')).toBeVisible();
    await expect(page.getByText('Authentication Required')).toHaveCount(0);
    await expect(connect).toBeHidden();
    await expect(card(page, 'Podcast Founder Stories')).toContainText('3episodes');
  });

  await test.step('connect Instagram in manual mode (no sign-in app configured): never a password', async () => {
    await page.getByRole('button', { name: 'Connect Platforms' }).click();
    const connect = dialog(page, 'Connect Platforms');
    await connect.getByRole('radio', { name: 'Instagram' }).check();
    await expect(connect.getByRole('button', { name: 'Sign in with Instagram and connect' })).toBeVisible();
    await expect(connect.locator('input[type=password]')).toHaveCount(0);
    await connect.getByRole('textbox', { name: /Username/ }).fill('@ada.grams');
    await connect.getByRole('button', { name: 'Connect Account' }).click();
    await expect(toast(page, 'Platform Connected')).toBeVisible();
    await expect(connect).toBeHidden();
  });

  const instagram = card(page, 'Instagram ada.grams');
  await test.step('follower counts on two dates give the measured growth and the label', async () => {
    await expect(instagram).toContainText('Enter follower counts to follow growth.');
    const record = instagram.getByRole('form', { name: 'Record Instagram followers' });
    await record.getByRole('button', { name: 'Record Followers' }).click();
    await expect(record.getByText('Please enter the follower count as a whole number')).toBeVisible();
    await record.getByRole('textbox', { name: /Followers/ }).fill('1000');
    await record.getByLabel('Date').fill(isoDay(20));
    await record.getByRole('button', { name: 'Record Followers' }).click();
    await expect(toast(page, 'Followers Recorded')).toBeVisible();
    await expect(instagram).toContainText('Growth shows once a second count is measured.');
    await record.getByRole('textbox', { name: /Followers/ }).fill('1100');
    await record.getByLabel('Date').fill(isoDay(0));
    await record.getByRole('button', { name: 'Record Followers' }).click();
    await expect(instagram).toContainText('+100 in 30 days (+10%)');
    await expect(instagram).toContainText('Exceeded!');
    await expect(instagram.getByRole('img', { name: /Instagram followers, last 30 days/ })).toBeVisible();
    await expectNoA11yViolations(page, 'social media, two accounts');
    await shot(page, '02-accounts-light', true);
    await useTheme(page, 'dark');
    await expect(instagram).toContainText('Exceeded!');
    await shot(page, '03-accounts-dark', true);
    await expectNoA11yViolations(page, 'social media, dark');
    await useTheme(page, 'light');
  });

  await test.step('a higher monthly target turns Exceeded! into Moderate (10 % of a 20 % target)', async () => {
    const target = instagram.getByRole('form', { name: 'Instagram growth target' });
    await target.getByRole('textbox', { name: /Monthly growth target/ }).fill('20');
    await target.getByRole('button', { name: 'Save Target' }).click();
    await expect(toast(page, 'Growth Target Saved')).toBeVisible();
    await expect(instagram).toContainText('Moderate');
    await expect(instagram).toContainText('target 20% a month');
  });

  await test.step("home's Social Growth card shows the same measured growth and label", async () => {
    await page.goto('/');
    const growth = page.getByRole('region', { name: 'Social Growth' });
    await scrollIntoView(growth);
    const homeCard = growth.getByRole('article', { name: 'Instagram ada.grams' });
    await expect(homeCard).toContainText('1,100followers');
    await expect(homeCard).toContainText('+100 in 30 days (+10%)');
    await expect(homeCard).toContainText('Moderate');
    await expect(growth.getByRole('article', { name: 'Podcast Founder Stories' })).toContainText('3episodes');
    const widget = page.getByRole('region', { name: 'Social Media' });
    await scrollIntoView(widget);
    await expect(widget).toContainText('2 accounts connected');
    await scrollIntoView(growth);
    await expectNoA11yViolations(page, 'home with social growth');
    await shot(page, '04-home-growth');
  });

  await test.step('unlink asks the spec question, then the account is gone', async () => {
    await page.goto('/social-media');
    await instagram.getByRole('button', { name: 'Unlink' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unlink Instagram?' });
    await expect(confirm).toContainText(
      'Are you sure you want to unlink your Instagram account? This action cannot be undone.',
    );
    await expectNoA11yViolations(page, 'unlink confirmation');
    await confirm.getByRole('button', { name: 'Unlink' }).click();
    await expect(toast(page, 'Account Unlinked')).toBeVisible();
    await expect(instagram).toHaveCount(0);
    await expect(card(page, 'Podcast Founder Stories')).toBeVisible();
  });

  await test.step('LinkedIn signs in through the OAuth pop-up (stub provider, state and PKCE), then connects', async () => {
    await page.getByRole('button', { name: 'Connect Platforms' }).click();
    const connect = dialog(page, 'Connect Platforms');
    await connect.getByRole('radio', { name: 'LinkedIn' }).check();
    await connect.getByRole('textbox', { name: /Username/ }).fill('ada');
    const popupOpened = page.waitForEvent('popup');
    await connect.getByRole('button', { name: 'Connect Account' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/api\/oauth\/callback\?/);
    await expect(popup.getByRole('heading', { name: 'Signed in' })).toBeVisible();
    await popup.close();
    await expect(toast(page, 'Platform Connected')).toBeVisible();
    await expect(connect).toBeHidden();
    const linkedin = card(page, 'LinkedIn Ada Founder');
    await expect(linkedin).toContainText('No figures measured yet');
    // Measured by its sign-in: no manual follower entry.
    await expect(linkedin.getByRole('form', { name: 'Record LinkedIn followers' })).toHaveCount(0);
  });

  await test.step('desktop: accounts side by side', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(card(page, 'Podcast Founder Stories')).toBeVisible();
    await shot(page, '05-desktop');
  });
});
