import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { grantUser, layersClosed, shot as screenshot, signUp, toast, useTheme } from '../support/screens';

// Businesses end to end against the built stack and a fresh database (docs/product.md#businesses, #business-dashboard):
// on a phone (390×844, and the first screen at 360×640) and on a desktop (1280×800), light and dark. Every record can
// be created, opened, edited and deleted; completing and deleting offer Undo; the Free plan limit shows before the
// form; inline validation; axe on every screen and sheet.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `businesses-${name}`, fullPage);

const LIMIT_MESSAGE = 'Free plan includes 1 business. Upgrade to Premium for unlimited businesses.';
const origin = () => ({ origin: test.info().project.use.baseURL! });

/** yyyy-MM-dd of a local date `daysAgo` days before today. */
function isoDay(daysAgo = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Creates records through the API (what the UI creates is tested once; the rest of a test starts from data). */
async function api(page: Page, path: string, data: object): Promise<{ id: string }> {
  const res = await page.request.post(path, { data, headers: origin() });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Scrolls a part to the middle of the screen (clear of the sticky header and the bottom navigation) for a screenshot. */
const centre = (locator: Locator) => locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));

/** The toast's announcement (Radix reads every toast in a live region). */
/** The toast itself, with its Undo and Close buttons. */
const toastItem = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const businessList = (page: Page) => page.getByRole('list', { name: /^All Businesses/ });
const handles = (page: Page) => businessList(page).getByRole('button', { name: /^Reorder / });
const header = (page: Page) => page.locator('.fjb-hero');

async function choose(page: Page, scope: Locator, select: string, option: string) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Closes the Undo toast (as its 5 s running out would) and waits for the DELETE it releases. */
async function letDeleteHappen(page: Page, toastText: string, path: RegExp) {
  const deleted = page.waitForResponse(
    (res) => path.test(new URL(res.url()).pathname) && res.request().method() === 'DELETE',
  );
  await toastItem(page, toastText).getByRole('button', { name: 'Close' }).click();
  expect((await deleted).status()).toBe(204);
}

/**
 * Lifts a row from the keyboard and waits until the next key will be heard: dnd-kit's keyboard sensor starts listening
 * for it in a zero-delay timer queued by the pick-up, and a key pressed before that timer runs is lost (no person is
 * that fast; Playwright can be, while the pick-up renders). Timers of equal delay run in order, so one queued now in
 * the page runs after the sensor's.
 */
async function pickUp(page: Page, handle: Locator, key: 'Space' | 'Enter', announcement: string) {
  await handle.focus();
  await page.keyboard.press(key);
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(announcement)).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/** A new user with one business, on its dashboard. */
async function ownerOnDashboard(page: Page, name = 'Sunrise Bakery', color = 'orange') {
  const email = await signUp(page);
  const business = await api(page, '/api/businesses', { name, color });
  await page.goto(`/business/${business.id}`);
  await expect(header(page).getByRole('heading', { name })).toBeVisible();
  return { email, businessId: business.id };
}

test('businesses: validation says why, the Free plan limit shows before the form, the business is edited and deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page);

  await test.step('empty list', async () => {
    await page.goto('/businesses');
    await expect(page.getByRole('heading', { level: 1, name: 'My Businesses' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No businesses yet' })).toBeVisible();
    await expectNoA11yViolations(page, '/businesses, empty');
    await shot(page, '01-empty');
  });

  await test.step('a blank name says why, inline and with the spec toast; then the business is created and selected', async () => {
    await page.getByRole('button', { name: 'New Business' }).click();
    const form = dialog(page, 'New Business');
    const name = form.getByRole('textbox', { name: 'Business name' });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-required', 'true');
    await name.fill('   ');
    await form.getByRole('button', { name: 'Create Business' }).click();
    await expect(toast(page, 'Business Name Required')).toBeVisible();
    await expect(form.getByText('Please enter a name for your business')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'the New Business form with an inline error');
    await shot(page, '02-new-business-required');

    await name.fill('  Sunrise Bakery  ');
    await form.getByLabel('Description (optional)').fill('Artisan bread and pastries');
    await form.getByRole('radio', { name: 'Orange' }).check();
    await form.getByRole('button', { name: 'Create Business' }).click();
    await expect(toast(page, 'Business Created')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(businessList(page)).toHaveAccessibleName('All Businesses (1)');
    await expect(page.getByRole('combobox', { name: 'Active business' })).toHaveText(/Sunrise Bakery/);
    expect(await page.evaluate(() => localStorage.getItem('selectedBusinessId'))).toMatch(/^[0-9a-f-]{36}$/);
    // One business: nothing to reorder, so no drag handle.
    await expect(handles(page)).toHaveCount(0);
    await expect(page.getByText('1 of 1 business on the Free plan')).toBeVisible();
    await expectNoA11yViolations(page, '/businesses with one business');
    await shot(page, '03-created');
  });

  await test.step('on Free with one business, New Business shows the limit and the upgrade, not a form', async () => {
    let posts = 0;
    page.on('request', (req) => req.method() === 'POST' && req.url().endsWith('/api/businesses') && posts++);
    await page.getByRole('button', { name: 'New Business' }).click();
    const limit = dialog(page, 'New Business');
    await expect(limit.getByText('1 of 1 business on the Free plan')).toBeVisible();
    await expect(limit.getByText(LIMIT_MESSAGE)).toBeVisible();
    await expect(limit.getByRole('textbox')).toHaveCount(0);
    await expectNoA11yViolations(page, 'the plan limit before the form');
    await shot(page, '04-free-plan-limit');
    await limit.getByRole('link', { name: 'Upgrade to Premium - £30' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeVisible();
    expect(posts).toBe(0);
    await page.goBack();
    await expect(businessList(page)).toHaveAccessibleName('All Businesses (1)');
  });

  await test.step('the business opens from its dashboard header; Edit renames and recolours it', async () => {
    await businessList(page)
      .getByRole('link', { name: /Sunrise Bakery/ })
      .click();
    await expect(header(page).getByRole('heading', { name: 'Sunrise Bakery' })).toBeVisible();
    await page.getByRole('button', { name: 'Manage Sunrise Bakery' }).click();
    const sheet = dialog(page, 'Sunrise Bakery');
    await expect(sheet).toContainText('Artisan bread and pastries');
    await expect(sheet).toContainText('Orange');
    await expectNoA11yViolations(page, 'the business sheet');
    await shot(page, '05-business-sheet');
    await sheet.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Business');
    await expect(edit.getByLabel('Business name')).toBeFocused();
    await edit.getByLabel('Business name').fill('Sunrise Bakehouse');
    await edit.getByRole('radio', { name: 'Green' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Business Updated')).toBeVisible();
    await expect(header(page).getByRole('heading', { name: 'Sunrise Bakehouse' })).toBeVisible();
    await expect(header(page)).toHaveCSS('background-image', /rgb\(21, 128, 61\)/); // green's darker stop
  });

  await test.step("Delete asks for the name: 'Delete {name}? Its meetings, …'; then it is gone", async () => {
    await page.getByRole('button', { name: 'Manage Sunrise Bakehouse' }).click();
    await dialog(page, 'Sunrise Bakehouse').getByRole('button', { name: 'Delete business' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Sunrise Bakehouse?' });
    await expect(confirm).toHaveAccessibleDescription(
      'Its meetings, action items, ideas, content plans and revenue records will be deleted too.',
    );
    const button = confirm.getByRole('button', { name: 'Delete business' });
    await expect(button).toBeDisabled();
    await confirm.getByLabel('Type Sunrise Bakehouse to confirm').fill('Sunrise');
    await expect(button).toBeDisabled();
    await expectNoA11yViolations(page, 'the delete confirmation');
    await shot(page, '06-delete-confirm');
    await confirm.getByLabel('Type Sunrise Bakehouse to confirm').fill('Sunrise Bakehouse');
    await button.click();
    await expect(page).toHaveURL(/\/businesses$/);
    await expect(toast(page, 'Business Deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No businesses yet' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedBusinessId'))).toBeNull();
  });

  expect(pageErrors).toEqual([]);
});

test('dashboard records: create, open, edit, delete with Undo; completing offers Undo; overdue is marked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const { businessId } = await ownerOnDashboard(page);

  await test.step('the compact header shows today’s figures once', async () => {
    await expect(page.getByTestId('total-revenue')).toHaveText('$0.00');
    await expect(page.getByText('Total Clients')).toHaveCount(0);
    await expectNoA11yViolations(page, 'the dashboard overview');
    await shot(page, '07-dashboard-new');
  });

  await test.step('Record Revenue: negative figures are refused inline; saved figures update the header', async () => {
    await page.getByRole('button', { name: 'Record Revenue' }).click();
    const form = dialog(page, 'Record Revenue');
    await expect(form.getByLabel('Date')).toBeFocused();
    await expect(form.getByLabel('Date')).toHaveValue(isoDay(0));
    await form.getByLabel('Revenue (USD)').fill('-5');
    await form.getByLabel('Clients').fill('-1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Revenue cannot be negative')).toBeVisible();
    await expect(form.getByText('Clients cannot be negative')).toBeVisible();
    await expectNoA11yViolations(page, 'Record Revenue with inline errors');
    await shot(page, '08-record-revenue-invalid');
    await form.getByLabel('Revenue (USD)').fill('1250.5');
    await form.getByLabel('Clients').fill('8');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Metrics Recorded')).toBeVisible();
    await expect(page.getByTestId('total-revenue')).toHaveText('$1,250.50');
    await expect(page.getByTestId('total-clients')).toHaveText('8');
    await expect(page.getByTestId('month-revenue')).toHaveText('$1,250.50');
  });

  await test.step('recorded figures open to be corrected, and delete with Undo', async () => {
    for (const [daysAgo, revenue] of [
      [3, 400],
      [10, 300],
      [30, 200],
    ] as const) {
      await api(page, '/api/business-metrics', { businessId, date: isoDay(daysAgo), revenue, clients: 4 });
    }
    await page.reload();
    const records = page.getByRole('list', { name: 'Recorded figures' });
    await expect(records.getByRole('button')).toHaveCount(4);
    const chart = page.getByRole('img', { name: /^Revenue by date/ });
    await expect(chart.locator('rect')).toHaveCount(4);
    // Bars sit by date: the gap after 30 days ago is wider than the gap between 3 days ago and today.
    const xs = await chart.locator('rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('x'))));
    expect(xs[1] - xs[0]).toBeGreaterThan(xs[3] - xs[2]);
    await centre(chart);
    await shot(page, '09-trend-by-date');

    const oldest = records.getByRole('button').last();
    await oldest.click();
    const sheet = page.getByRole('dialog', { name: /^Figures for / });
    await expect(sheet).toContainText('$200.00');
    await sheet.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: /^Edit figures for / });
    await edit.getByLabel('Revenue (USD)').fill('250');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Figures Updated')).toBeVisible();
    await expect(page.getByTestId('total-revenue')).toHaveText('$2,200.50');

    await records.getByRole('button').last().click();
    await page.getByRole('button', { name: 'Delete figures' }).click();
    await expect(records.getByRole('button')).toHaveCount(3);
    await expect(toast(page, 'Figures Deleted')).toBeVisible();
    await toastItem(page, 'Figures Deleted').getByRole('button', { name: 'Undo' }).click();
    await expect(records.getByRole('button')).toHaveCount(4);
    await records.getByRole('button').last().click();
    await page.getByRole('button', { name: 'Delete figures' }).click();
    await letDeleteHappen(page, 'Figures Deleted', /^\/api\/business-metrics\//);
    await expect(page.getByTestId('total-revenue')).toHaveText('$1,950.50');
  });

  await test.step('meetings: the quick action opens the form; an incomplete submit says why; open, edit, delete with Undo', async () => {
    await page.getByRole('button', { name: 'Log Meeting' }).click();
    const form = dialog(page, 'New Meeting');
    await expect(form.getByLabel('Title')).toBeFocused();
    await form.getByRole('button', { name: 'Save Meeting' }).click();
    await expect(form.getByText('Please enter a meeting title')).toBeVisible();
    await expect(form.getByText('Please choose the date and time of the meeting')).toBeVisible();
    await form.getByLabel('Title').fill('Supplier negotiation');
    await form.getByLabel('Date and time').fill(`${isoDay(1)}T10:30`);
    await choose(page, form, 'Type', 'Sales');
    await choose(page, form, 'Outcome', 'Challenging');
    await form.getByLabel('Duration (min)').fill('45');
    await form.getByLabel('Notes').fill('Prices up 12%. Asked for volume discount.');
    await form.getByRole('button', { name: 'Save Meeting' }).click();
    await expect(toast(page, 'Meeting Notes Saved')).toBeVisible();

    await openTab(page, 'Meetings');
    const card = page.getByRole('article', { name: 'Supplier negotiation' });
    await expect(card).toContainText('Challenging');
    await expect(card).toContainText('45 min');
    await card.click(); // anywhere on the card opens it
    const sheet = dialog(page, 'Supplier negotiation');
    await expect(sheet).toContainText('Prices up 12%. Asked for volume discount.');
    await expectNoA11yViolations(page, 'a meeting sheet');
    await shot(page, '10-meeting-sheet');
    await sheet.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Meeting');
    await expect(edit.getByLabel('Title')).toHaveValue('Supplier negotiation');
    await edit.getByLabel('Title').fill('Supplier negotiation, round 2');
    await choose(page, edit, 'Outcome', 'Positive');
    await shot(page, '11-meeting-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Meeting Updated')).toBeVisible();
    const edited = page.getByRole('article', { name: 'Supplier negotiation, round 2' });
    await expect(edited).toContainText('Positive');

    await edited.click();
    await page.getByRole('button', { name: 'Delete meeting' }).click();
    await expect(edited).toHaveCount(0);
    await expect(toast(page, 'Meeting Deleted')).toBeVisible();
    await expectNoA11yViolations(page, 'the Undo toast');
    await shot(page, '12-meeting-deleted-undo');
    await toastItem(page, 'Meeting Deleted').getByRole('button', { name: 'Undo' }).click();
    await expect(edited).toBeVisible();
    await page.reload();
    await expect(edited).toBeVisible(); // Undo: nothing was deleted
  });

  await test.step('action items: to-do order, overdue marked, completion names the item with Undo', async () => {
    await api(page, '/api/action-items', {
      businessId,
      title: 'Renew the lease',
      priority: 'low',
      dueDate: isoDay(-20),
    });
    await api(page, '/api/action-items', {
      businessId,
      title: 'Pay the flour invoice',
      priority: 'urgent',
      dueDate: isoDay(2),
    });
    await api(page, '/api/action-items', { businessId, title: 'Plan the summer menu', priority: 'high' });
    await page.reload();
    await openTab(page, 'Actions');
    const todo = page.getByRole('list', { name: 'To Do' });
    // By due date (none last): the one due 2 days ago, then the one due in 20 days, then the one without a date.
    await expect(todo.locator('.fjb-check__title')).toHaveText([
      'Pay the flour invoice',
      'Renew the lease',
      'Plan the summer menu',
    ]);
    await expect(todo.locator('li', { hasText: 'Pay the flour invoice' })).toContainText('Overdue');
    await expect(todo.locator('li', { hasText: 'Renew the lease' })).not.toContainText('Overdue');
    await expectNoA11yViolations(page, 'the action items');
    await shot(page, '13-actions-todo');

    // click, not check(): the ticked item leaves To Do, and check() re-finds it there to confirm the tick (it hung until
    // the test's time limit in CI when the list moved it first); where it went is asserted next.
    await todo.getByRole('checkbox', { name: 'Pay the flour invoice' }).click();
    await expect(toastItem(page, 'Status Updated')).toContainText('“Pay the flour invoice” is completed.');
    await expect(
      page.getByRole('list', { name: 'Completed' }).getByRole('checkbox', { name: 'Pay the flour invoice' }),
    ).toBeChecked();
    await shot(page, '14-action-completed-undo');
    await toastItem(page, 'Status Updated').getByRole('button', { name: 'Undo' }).click();
    await expect(
      page.getByRole('list', { name: 'To Do' }).getByRole('checkbox', { name: 'Pay the flour invoice' }),
    ).not.toBeChecked();
    await expect(page.getByRole('list', { name: 'Completed' })).toHaveCount(0);

    await todo.getByRole('button', { name: /^Plan the summer menu/ }).click();
    await dialog(page, 'Plan the summer menu').getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Action Item');
    await edit.getByLabel('Title').fill('   ');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Please enter a title for the action item')).toBeVisible();
    await edit.getByLabel('Title').fill('Plan the autumn menu');
    await choose(page, edit, 'Status', 'In Progress');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Action Item Updated')).toBeVisible();
    await expect(page.getByRole('list', { name: 'In Progress' })).toContainText('Plan the autumn menu');

    await page
      .getByRole('list', { name: 'In Progress' })
      .getByRole('button', { name: /^Plan the autumn menu/ })
      .click();
    await page.getByRole('button', { name: 'Delete action item' }).click();
    await letDeleteHappen(page, 'Action Item Deleted', /^\/api\/action-items\//);
    await expect(page.getByRole('list', { name: 'In Progress' })).toHaveCount(0);
  });

  await test.step("growth ideas: 'Implemented' reads the same in the dropdown and the group; edit; delete", async () => {
    await api(page, '/api/growth-ideas', {
      businessId,
      title: 'Weekend brunch boxes',
      category: 'product',
      priority: 'urgent',
      implementationEffort: 'low',
      potentialRevenue: 5000,
    });
    await page.reload();
    await openTab(page, 'Ideas');
    await choose(page, page.locator('body'), 'Status of Weekend brunch boxes', 'Implemented');
    await expect(toastItem(page, 'Status Updated')).toContainText('“Weekend brunch boxes” is now Implemented.');
    const implemented = page.getByRole('list', { name: 'Implemented' });
    const card = implemented.getByRole('article', { name: 'Weekend brunch boxes' });
    await expect(card).toBeVisible();
    await expectNoA11yViolations(page, 'the growth ideas');
    await shot(page, '15-idea-implemented');
    await card.getByRole('button', { name: 'Weekend brunch boxes' }).click();
    await dialog(page, 'Weekend brunch boxes').getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Growth Idea');
    await edit.getByLabel('Potential revenue').fill('-1');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Potential revenue cannot be negative')).toBeVisible();
    await edit.getByLabel('Potential revenue').fill('7500');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Growth Idea Updated')).toBeVisible();
    await expect(card).toContainText('$7,500.00');
    await card.getByRole('button', { name: 'Weekend brunch boxes' }).click();
    await page.getByRole('button', { name: 'Delete idea' }).click();
    await letDeleteHappen(page, 'Growth Idea Deleted', /^\/api\/growth-ideas\//);
    await expect(page.getByRole('heading', { name: 'No growth ideas yet' })).toBeVisible();
  });

  await test.step('dark theme: the dashboard and its sheets stay readable', async () => {
    await useTheme(page, 'dark');
    await openTab(page, 'Overview');
    await expectNoA11yViolations(page, 'the dashboard, dark');
    await shot(page, '16-dashboard-dark');
    await openTab(page, 'Actions');
    await expectNoA11yViolations(page, 'the action items, dark');
    await shot(page, '17-actions-dark');
    await page
      .getByRole('list', { name: 'To Do' })
      .getByRole('button', { name: /^Pay the flour invoice/ })
      .click();
    await expectNoA11yViolations(page, 'an action item sheet, dark');
    await shot(page, '18-action-sheet-dark');
    await page.keyboard.press('Escape');
    await layersClosed(page);
    await page.goto('/businesses');
    await expectNoA11yViolations(page, '/businesses, dark');
    await shot(page, '19-businesses-dark');
    await useTheme(page, 'light');
  });

  expect(pageErrors).toEqual([]);
});

test.describe('the first screen at 360×640', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("'Record Revenue' is visible without scrolling and clear of the raised add button; the tabs stick", async ({
    page,
  }) => {
    const { businessId } = await ownerOnDashboard(page, 'Moonlight Studio of Fine Ceramics', 'yellow');
    for (let i = 0; i < 6; i++)
      await api(page, '/api/meeting-notes', {
        businessId,
        title: `Meeting ${i + 1}`,
        meetingDate: `${isoDay(i)}T09:00:00Z`,
        notes: 'Long notes '.repeat(20),
      });
    await page.reload();
    const record = page.getByRole('button', { name: 'Record Revenue' });
    await expect(record).toBeInViewport();
    const button = (await record.boundingBox())!;
    const fab = (await page.locator('.fj-bottomnav__fab').boundingBox())!;
    expect(button.y + button.height).toBeLessThan(fab.y); // above the raised button, nothing hides it
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page, 'the dashboard at 360×640');
    await shot(page, '20-first-screen-360');

    // The tabs stay under the app header while a long tab scrolls, 44 px tall.
    await openTab(page, 'Meetings');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const tabs = (await page.getByRole('tablist', { name: 'Business sections' }).boundingBox())!;
    expect(Math.round(tabs.y)).toBe(56);
    expect((await page.getByRole('tab', { name: 'Meetings' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, '21-sticky-tabs-360');

    // Date inputs fit the form at 360 px.
    await openTab(page, 'Actions');
    await page.getByRole('button', { name: 'New Action' }).click();
    const form = dialog(page, 'New Action Item');
    const due = (await form.getByLabel('Due date').boundingBox())!;
    const sheet = (await form.boundingBox())!;
    expect(due.x + due.width).toBeLessThanOrEqual(sheet.x + sheet.width);
    await shot(page, '22-action-form-360');
  });
});

test('premium: a second business, reordered by keyboard; everything persists', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signUp(page);
  await grantUser(email);
  await api(page, '/api/businesses', { name: 'Sunrise Bakery', color: 'orange' });
  await page.goto('/businesses');

  await test.step('a second business, selected on creation; no plan limit shown', async () => {
    await page.getByRole('button', { name: 'New Business' }).click();
    const form = dialog(page, 'New Business');
    await form.getByLabel('Business name').fill('Moonlight Studio');
    await form.getByRole('radio', { name: 'Purple' }).check();
    await form.getByRole('button', { name: 'Create Business' }).click();
    await expect(toast(page, 'Business Created')).toBeVisible();
    await expect(businessList(page)).toHaveAccessibleName('All Businesses (2)');
    await expect(page.getByRole('combobox', { name: 'Active business' })).toHaveText(/Moonlight Studio/);
    await expect(page.getByText(/on the Free plan/)).toHaveCount(0);
    expect(await handles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Reorder Sunrise Bakery',
      'Reorder Moonlight Studio',
    ]);
  });

  await test.step('reorder with the keyboard: space lifts, arrow up moves, space drops; escape cancels', async () => {
    // At a person's pace: each key waits for dnd-kit's screen-reader announcement of the previous one.
    const handle = page.getByRole('button', { name: 'Reorder Moonlight Studio' });
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/businesses/reorder') && res.request().method() === 'POST',
    );
    await pickUp(page, handle, 'Space', 'Moonlight Studio is in position 2 of 2.');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Moonlight Studio moved to position 1 of 2.')).toBeAttached();
    await shot(page, '23-reorder-lifted');
    await page.keyboard.press('Space');
    await expect(page.getByText('Moonlight Studio dropped at position 1 of 2.')).toBeAttached();
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => handles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))))
      .toEqual(['Reorder Moonlight Studio', 'Reorder Sunrise Bakery']);

    let reorderRequests = 0;
    page.on('request', (req) => req.url().endsWith('/api/businesses/reorder') && reorderRequests++);
    await pickUp(page, handle, 'Enter', 'Moonlight Studio is in position 1 of 2.');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Moonlight Studio moved to position 2 of 2.')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(page.getByText(/^Reordering cancelled\. Moonlight Studio/)).toBeAttached();
    expect(reorderRequests).toBe(0);
    await expectNoA11yViolations(page, '/businesses with two businesses');
    await shot(page, '24-reordered');
  });

  await test.step('reload → the order and the selection persisted', async () => {
    await page.reload();
    await expect(businessList(page)).toHaveAccessibleName('All Businesses (2)');
    expect(await handles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Reorder Moonlight Studio',
      'Reorder Sunrise Bakery',
    ]);
    await expect(page.getByRole('combobox', { name: 'Active business' })).toHaveText(/Moonlight Studio/);
  });

  await test.step("an unknown id → 'Business Not Found' with a way back", async () => {
    await page.goto('/business/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Business Not Found' })).toBeVisible();
    await expectNoA11yViolations(page, 'Business Not Found');
    await page.getByRole('link', { name: 'Go to My Businesses' }).click();
    await expect(page).toHaveURL(/\/businesses$/);
  });
});

test.describe('desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the dashboard uses the width: two columns beside the side navigation', async ({ page }) => {
    const { businessId } = await ownerOnDashboard(page);
    for (let i = 0; i < 5; i++)
      await api(page, '/api/business-metrics', {
        businessId,
        date: isoDay(i * 3),
        revenue: 300 + i * 120,
        clients: 3 + i,
      });
    await api(page, '/api/meeting-notes', {
      businessId,
      title: 'Supplier negotiation',
      meetingDate: `${isoDay(1)}T10:30:00Z`,
      outcome: 'negative',
    });
    await page.reload();
    const main = (await page.locator('.fjb-overview__main').boundingBox())!;
    const side = (await page.locator('.fjb-overview__side').boundingBox())!;
    expect(side.x).toBeGreaterThan(main.x + main.width - 1); // side by side
    expect(Math.abs(side.y - main.y)).toBeLessThan(2);
    await expectNoA11yViolations(page, 'the dashboard on a desktop');
    await shot(page, '25-dashboard-desktop');
    await page.getByRole('button', { name: 'Record Revenue' }).click();
    await shot(page, '26-record-revenue-desktop');
    await page.keyboard.press('Escape');
    await layersClosed(page);
    await page.goto('/businesses');
    await expect(businessList(page)).toBeVisible();
    await shot(page, '27-businesses-desktop');
    await useTheme(page, 'dark');
    await page.goto(`/business/${businessId}`);
    await expect(header(page)).toBeVisible();
    await expectNoA11yViolations(page, 'the dashboard on a desktop, dark');
    await shot(page, '28-dashboard-desktop-dark');
  });
});
