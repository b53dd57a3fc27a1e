import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { dialog, scrollIntoView, shot as screenshot, signUp, toast, useTheme } from '../support/screens';

// The home dashboard (docs/product.md#home) against the built stack and a fresh database, on a phone (390×844) and at
// 1280 px: Today first (its own spec is day.spec.ts), then the widgets with real data or honest empty states, customize
// mode (keyboard drag, hide, Save, Reset), favorites, the mood buttons, the wellness form, weekly targets, and the
// ADMIN_EMAIL 'Activate Full Access' card.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `home-${name}`, fullPage);
const origin = () => ({ Origin: test.info().project.use.baseURL! });

/** Today's cards, then the widgets below them (in their default order). */
const TODAY_HEADINGS = ['Wellness', "Today's Content", 'Due Today', 'Next Meeting'];
const WIDGET_HEADINGS = [
  "Today's Motivation",
  'Inspirational Quotes',
  'Quick Actions',
  'Quick Access',
  'Social Media',
  'Recent Achievements',
  'Weekly Targets',
];
const widgetHeadings = (page: Page) => page.locator('.fjh-grid').getByRole('heading', { level: 2 });
const customizeList = (page: Page) => page.getByRole('list', { name: 'Dashboard widgets' });
const card = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
/** A widget's card, scrolled to: widgets below the fold load their code and data only as they near the screen. */
async function widget(page: Page, heading: string) {
  // The placeholder is replaced by the widget (a new element) while it scrolls into view: retry until it settles.
  await expect(async () => {
    await card(page, heading).scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(card(page, heading)).not.toHaveAttribute('aria-busy', 'true', { timeout: 1000 });
  }).toPass();
  return card(page, heading);
}

/** Scrolls past every shown widget so each loads (for full-page screenshots and axe), then back to the top. */
async function loadAllWidgets(page: Page) {
  for (const heading of [...TODAY_HEADINGS, ...WIDGET_HEADINGS])
    if (await card(page, heading).count()) await widget(page, heading);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The plan cards sit below the widgets and load as they near the screen: scroll down to them. */
async function scrollToPlanCards(page: Page) {
  await loadAllWidgets(page);
  await scrollIntoView(page.locator('.fjh-plan-slot'));
}

/** dnd-kit starts listening for the next key in a zero-delay timer after the pick-up (see businesses.spec.ts). */
async function pickUp(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

test('home: Today, then the widgets; customize by keyboard, hide, save, reload keeps it; Reset restores the default unsaved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page);

  await test.step('a new user sees Today, then every widget in the default order, each with real data or an honest empty state', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
    await expect(widgetHeadings(page)).toHaveText(WIDGET_HEADINGS);
    // Below the fold (under Today) a widget is a titled placeholder until it nears the screen.
    await expect(card(page, 'Recent Achievements')).toHaveAttribute('aria-busy', 'true');
    await expect((await widget(page, 'Inspirational Quotes')).getByText('New quote every 6 hours')).toBeVisible();
    // No social accounts linked yet: the widget offers to connect one, with no figures.
    const social = await widget(page, 'Social Media');
    await expect(social.getByText(/^No social accounts connected yet/)).toBeVisible();
    await expect(social.getByText(/\d/)).toHaveCount(0);
    const wellness = await widget(page, 'Wellness');
    await expect(wellness.getByText('Manual')).toBeVisible();
    await expect(
      wellness.getByRole('link', { name: 'Connect Apple Health for automatic wellness tracking' }),
    ).toBeVisible();
    await expect((await widget(page, "Today's Content")).getByText('Nothing scheduled for today.')).toBeVisible();
    await expect((await widget(page, 'Recent Achievements')).getByText(/^No achievements yet/)).toBeVisible();
    await expect((await widget(page, 'Weekly Targets')).getByText('No targets set for this week.')).toBeVisible();
    // The Social Growth section is mf-social's, loaded into home through federation: a new user has no business yet,
    // so it says to add one first (no figures); the social spec covers accounts and their growth.
    const growth = await widget(page, 'Social Growth');
    await expect(growth.getByText(/^Add a business first/)).toBeVisible();
    await expect(growth.getByText(/\d/)).toHaveCount(0);
    await expect(growth.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/analytics');
    await scrollToPlanCards(page);
    await expect(page.getByRole('link', { name: '£30 One-Time' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('button', { name: 'Activate Full Access' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoA11yViolations(page, 'home, default');
    await shot(page, '01-default', true);
  });

  await test.step('customize: move Quick Actions to the top from the keyboard, hide Wellness, Save Layout', async () => {
    await page.getByRole('button', { name: 'Customize Dashboard' }).click();
    const list = customizeList(page);
    await expect(list.getByRole('listitem')).toHaveCount(7);
    await expect(list.getByText('Visible')).toHaveCount(7);
    await expectNoA11yViolations(page, 'home, customize mode');
    await shot(page, '02-customize', true);

    const handle = list.getByRole('button', { name: 'Move Quick Actions' });
    await pickUp(page, handle);
    await expect(page.getByText('Quick Actions is in position 3 of 7.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Quick Actions moved to position 2 of 7.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Quick Actions moved to position 1 of 7.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Quick Actions dropped at position 1 of 7.')).toBeAttached();
    await expect(list.getByRole('listitem').first()).toContainText('Quick Actions');

    await list.getByRole('button', { name: 'Hide Social Media' }).click();
    await expect(list.locator('[data-widget="social-media"]').getByText('Hidden')).toBeVisible();
    await page.getByRole('button', { name: 'Save Layout' }).click();
    await expect(toast(page, 'Layout Saved!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customize Dashboard' })).toBeVisible();
    await expect(widgetHeadings(page)).toHaveText([
      'Quick Actions',
      "Today's Motivation",
      'Inspirational Quotes',
      'Quick Access',
      'Recent Achievements',
      'Weekly Targets',
    ]);
  });

  await test.step('a reload keeps the saved layout', async () => {
    await page.reload();
    await expect(widgetHeadings(page)).toHaveText([
      'Quick Actions',
      "Today's Motivation",
      'Inspirational Quotes',
      'Quick Access',
      'Recent Achievements',
      'Weekly Targets',
    ]);
  });

  await test.step('Reset restores the default locally; leaving without saving keeps the saved layout', async () => {
    await page.getByRole('button', { name: 'Customize Dashboard' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page, 'Layout Reset')).toBeVisible();
    await expect(customizeList(page).getByRole('listitem').first()).toContainText("Today's Motivation");
    await expect(customizeList(page).getByText('Hidden')).toHaveCount(0);
    await page.getByRole('button', { name: 'Exit Customize' }).click();
    await page.reload();
    await expect(widgetHeadings(page).first()).toHaveText('Quick Actions');
  });

  await test.step('dark theme and a desktop width', async () => {
    await useTheme(page, 'dark');
    await expect(widgetHeadings(page).first()).toHaveText('Quick Actions');
    await loadAllWidgets(page);
    await expectNoA11yViolations(page, 'home, dark');
    await shot(page, '03-dark', true);
    await useTheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(widgetHeadings(page)).toHaveCount(6);
    await loadAllWidgets(page);
    await expectNoA11yViolations(page, 'home, 1280 px');
    await shot(page, '04-desktop', true);
  });
  expect(pageErrors).toEqual([]);
});

test('home: favorites dialog toggles and resets, a mood button saves at once, the wellness form, weekly targets are edited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/');
  const favorites = await widget(page, 'Quick Access');

  await test.step('favorites: six defaults plus Add More; a switch pins Notes, another unpins Journal; Reset to Defaults', async () => {
    await expect(favorites.getByRole('link')).toHaveText([
      'Journal',
      'Analytics',
      'Content',
      'Social',
      'Wellness',
      'Teams',
    ]);
    await expect(favorites.getByRole('link', { name: /Teams/ }).getByLabel('Premium')).toBeVisible();
    await favorites.getByRole('button', { name: 'Add More' }).click();
    const manage = dialog(page, 'Manage Favorites');
    await expect(manage.getByRole('switch')).toHaveCount(11);
    await expectNoA11yViolations(page, 'Manage Favorites dialog');
    await shot(page, '05-manage-favorites');
    await manage.getByRole('switch', { name: 'Notes' }).click();
    await expect(toast(page, 'Favorites Updated')).toBeVisible();
    await expect(manage.getByRole('switch', { name: 'Notes' })).toBeChecked();
    await manage.getByRole('switch', { name: 'Journal' }).click();
    await expect(manage.getByRole('switch', { name: 'Journal' })).not.toBeChecked();
    await manage.getByRole('button', { name: 'Done' }).click();
    await expect(favorites.getByRole('link')).toHaveText([
      'Analytics',
      'Content',
      'Social',
      'Wellness',
      'Teams',
      'Notes',
    ]);
    await page.reload();
    await widget(page, 'Quick Access');
    await expect(favorites.getByRole('link')).toHaveText([
      'Analytics',
      'Content',
      'Social',
      'Wellness',
      'Teams',
      'Notes',
    ]);

    await favorites.getByRole('button', { name: 'Manage Favorites' }).click();
    await manage.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(manage.getByRole('switch', { name: 'Journal' })).toBeChecked();
    await expect(manage.getByRole('switch', { name: 'Notes' })).not.toBeChecked();
    await manage.getByRole('button', { name: 'Done' }).click();
    await expect(favorites.getByRole('link')).toHaveText([
      'Journal',
      'Analytics',
      'Content',
      'Social',
      'Wellness',
      'Teams',
    ]);
  });

  await test.step("wellness: Great saves today's mood at once; the form saves steps and sleep (to the minute)", async () => {
    const wellness = await widget(page, 'Wellness');
    await wellness.getByRole('radio', { name: 'Great' }).click();
    await expect(toast(page, 'Mood saved')).toBeVisible();
    await expect(wellness.getByRole('radio', { name: 'Great' })).toHaveAttribute('aria-checked', 'true');
    await wellness.getByText("Enter today's figures").click();
    await wellness.getByLabel('Sleep (h)').fill('25');
    await wellness.getByRole('button', { name: 'Save' }).click();
    await expect(wellness.getByText('Sleep is at most 24')).toBeVisible();
    await wellness.getByRole('spinbutton', { name: 'Steps' }).fill('8200');
    await wellness.getByLabel('Sleep (h)').fill('7.17');
    await wellness.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Wellness saved')).toBeVisible();
    await page.reload();
    await widget(page, 'Wellness');
    await expect(card(page, 'Wellness').getByText('8,200')).toBeVisible();
    await expect(card(page, 'Wellness').getByText('7 h 10 min')).toBeVisible();
    await expect(card(page, 'Wellness').getByRole('radio', { name: 'Great' })).toHaveAttribute('aria-checked', 'true');
  });

  await test.step('weekly targets: add two, set the progress of the one entered by hand, remove one', async () => {
    const targets = await widget(page, 'Weekly Targets');
    await targets.getByRole('button', { name: 'Set targets' }).click();
    const edit = dialog(page, "This Week's Targets");
    await edit.getByRole('button', { name: 'Add target' }).click();
    await expect(edit.getByText('Target must be more than 0')).toBeVisible();
    await edit.getByRole('combobox', { name: 'Type' }).selectOption('workouts');
    await edit.getByRole('spinbutton', { name: 'Target' }).fill('4');
    await edit.getByRole('button', { name: 'Add target' }).click();
    await expect(edit.getByRole('spinbutton', { name: 'Workouts target' })).toHaveValue('4');
    await edit.getByRole('combobox', { name: 'Type' }).selectOption('content_posts');
    await edit.getByRole('spinbutton', { name: 'Target', exact: true }).fill('3');
    await edit.getByRole('button', { name: 'Add target' }).click();
    await expect(edit.getByText('So far: 0')).toBeVisible();
    await edit.getByRole('spinbutton', { name: 'Workouts so far' }).fill('3');
    await edit.getByRole('spinbutton', { name: 'Workouts so far' }).blur();
    await expect(edit.getByRole('spinbutton', { name: 'Workouts so far' })).toHaveValue('3');
    await expectNoA11yViolations(page, 'weekly targets dialog');
    await shot(page, '06-edit-targets');
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(targets.getByRole('progressbar', { name: 'Workouts' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 4 (75%)',
    );
    await expect(targets.getByRole('progressbar', { name: 'Content posts' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 3 (0%)',
    );

    await targets.getByRole('button', { name: 'Edit' }).click();
    await edit.getByRole('button', { name: 'Remove Content posts' }).click();
    await expect(edit.getByRole('button', { name: 'Remove Content posts' })).toHaveCount(0);
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(targets.getByRole('progressbar')).toHaveCount(1);
    await loadAllWidgets(page);
    await shot(page, '07-widgets-with-data', true);
  });
});

test('home: the Activate Full Access card shows only for ADMIN_EMAIL and grants admin and Premium', async ({
  page,
  browser,
}) => {
  // Two accounts each load every widget of home and axe runs on it: 12 s alone, 44-46 s beside another spec in CI.
  test.setTimeout(90_000);
  const res = await page.request.post('/api/auth/register', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: 'launch2026', firstName: 'Grace' },
    headers: origin(),
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/');
  await scrollToPlanCards(page);
  const activate = page.getByRole('button', { name: 'Activate Full Access' });
  await expect(activate).toBeVisible();
  await expectNoA11yViolations(page, 'home, admin card');
  await activate.click();
  await expect(toast(page, 'Full Access Granted!')).toBeVisible();
  await expect(activate).toHaveCount(0);
  await expect(page.getByRole('link', { name: '£30 One-Time' })).toHaveCount(0);
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me).toMatchObject({ isAdmin: true, isPremium: true });

  // Anyone else: no card, and the server refuses them anyway.
  const other = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await signUp(other);
  await other.goto('/');
  await scrollToPlanCards(other);
  await expect(other.getByRole('link', { name: '£30 One-Time' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Activate Full Access' })).toHaveCount(0);
  expect((await other.request.post('/api/admin/bootstrap', { headers: origin() })).status()).toBe(403);
  await other.close();
});
