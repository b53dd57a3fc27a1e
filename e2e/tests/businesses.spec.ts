import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { test, expect, type Locator, type Page } from '@playwright/test';

// Issue 4, businesses end to end on a phone (390×844) against the built stack and a fresh database:
// create → selected and listed; the Free plan limit; revenue → header total; a meeting, an action item and an idea;
// toggle the action; move the idea to Implemented; reorder two businesses with the keyboard; reload → all persisted.

const SHOTS = path.join(__dirname, '..', 'screenshots');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: path.join(SHOTS, `businesses-${name}.png`), fullPage });

const LIMIT_MESSAGE = 'Free plan includes 1 business. Upgrade to Premium for unlimited businesses.';

async function signUp(page: Page): Promise<string> {
  const email = `founder-${crypto.randomBytes(5).toString('hex')}@founder-journal.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'launch2026', firstName: 'Ada' },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

async function makePremium(email: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query('UPDATE "User" SET "isPremium"=true WHERE email=$1', [email]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** yyyy-MM-dd of a local date `daysAgo` days before today. */
function isoDay(daysAgo = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Scrolls a part to the middle of the screen (clear of the sticky header and the bottom navigation) for a screenshot. */
const centre = (locator: Locator) => locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
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

test('businesses: create, plan limit, dashboard records, reorder by keyboard, all persisted', async ({ page }) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const email = await signUp(page);

  await test.step('empty list', async () => {
    await page.goto('/businesses');
    await expect(page.getByRole('heading', { level: 1, name: 'My Businesses' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No businesses yet' })).toBeVisible();
    await shot(page, '01-empty');
  });

  await test.step('create a business → it is selected and listed', async () => {
    await page.getByRole('button', { name: 'New Business' }).click();
    const form = dialog(page, 'New Business');
    await expect(form.getByRole('button', { name: 'Create Business' })).toBeDisabled();
    await expect(form.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await form.getByLabel('Business name').fill('  Sunrise Bakery  ');
    await form.getByLabel('Description (optional)').fill('Artisan bread and pastries');
    await form.getByRole('radio', { name: 'Orange' }).check();
    await shot(page, '02-new-business-dialog');
    await form.getByRole('button', { name: 'Create Business' }).click();
    await expect(toast(page, 'Business Created')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(businessList(page)).toHaveAccessibleName('All Businesses (1)');
    await expect(businessList(page).getByRole('link', { name: /Sunrise Bakery/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Active business' })).toHaveText(/Sunrise Bakery/);
    const stored = await page.evaluate(() => localStorage.getItem('selectedBusinessId'));
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    await shot(page, '03-created');
  });

  await test.step('a second business on the Free plan → the limit message', async () => {
    await page.getByRole('button', { name: 'New Business' }).click();
    const form = dialog(page, 'New Business');
    await form.getByLabel('Business name').fill('Moonlight Studio');
    await form.getByRole('button', { name: 'Create Business' }).click();
    await expect(toast(page, 'Creation Failed')).toContainText(LIMIT_MESSAGE);
    await shot(page, '04-free-plan-limit');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(businessList(page)).toHaveAccessibleName('All Businesses (1)');
  });

  let businessUrl = '';
  await test.step('open the dashboard; record revenue → header total updates', async () => {
    await businessList(page).getByRole('link', { name: /Sunrise Bakery/ }).click();
    await expect(page).toHaveURL(/\/business\/[0-9a-f-]{36}$/);
    businessUrl = new URL(page.url()).pathname;
    await expect(header(page).getByRole('heading', { name: 'Sunrise Bakery' })).toBeVisible();
    await expect(page.getByTestId('total-revenue')).toHaveText('$0.00');
    await shot(page, '05-dashboard-new');

    await page.getByRole('button', { name: 'Record Revenue' }).click();
    let form = dialog(page, 'Record Revenue');
    await expect(form.getByLabel('Date')).toHaveValue(isoDay(0));
    await form.getByLabel('Date').fill(isoDay(40));
    await form.getByLabel('Revenue (USD)').fill('800');
    await form.getByLabel('Clients').fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Metrics Recorded')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('total-revenue')).toHaveText('$800.00');

    await page.getByRole('button', { name: 'Record Revenue' }).click();
    form = dialog(page, 'Record Revenue');
    await expect(form.getByLabel('Date')).toHaveValue(isoDay(0));
    await form.getByLabel('Revenue (USD)').fill('1250.5');
    await form.getByLabel('Clients').fill('8');
    await shot(page, '06-record-revenue');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('total-revenue')).toHaveText('$2,050.50');
    await expect(header(page)).toContainText('Clients8');
    await expect(page.getByTestId('month-revenue')).toHaveText('$1,250.50');
    await centre(page.getByRole('img', { name: /^Revenue by date/ }));
    await shot(page, '07-overview');
  });

  await test.step('add a meeting', async () => {
    await page.getByRole('button', { name: 'Log Meeting' }).click();
    await expect(page.getByRole('tab', { name: 'Meetings' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'No meetings yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New Meeting' }).click();
    const form = dialog(page, 'New Meeting');
    await expect(form.getByRole('button', { name: 'Save Meeting' })).toBeDisabled();
    await form.getByLabel('Title').fill('Supplier negotiation');
    await form.getByLabel('Date and time').fill(`${isoDay(1)}T10:30`);
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveText(/Client/);
    await expect(form.getByRole('combobox', { name: 'Outcome' })).toHaveText(/Positive/);
    await choose(page, form, 'Type', 'Sales');
    await choose(page, form, 'Outcome', 'Challenging');
    await form.getByLabel('Duration (min)').fill('45');
    await form.getByLabel('Follow-up date').fill(isoDay(-7));
    await form.getByLabel('Attendees').fill('Ada, Grace');
    await form.getByLabel('Location').fill('Flour Mill Ltd');
    await form.getByLabel('Notes').fill('Prices up 12%. Asked for volume discount.');
    await form.getByLabel('Action items').fill('Compare two other suppliers');
    await shot(page, '08-meeting-form');
    await form.getByRole('button', { name: 'Save Meeting' }).click();
    await expect(toast(page, 'Meeting Notes Saved')).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByRole('article', { name: 'Supplier negotiation' });
    await expect(card).toContainText('Challenging');
    await expect(card).toContainText('45 min');
    await expect(card).toContainText('Sales');
    await expect(page.getByRole('heading', { name: 'Meetings (1)' })).toBeVisible();
    await centre(card);
    await shot(page, '09-meetings');
  });

  await test.step('add an action item and toggle it', async () => {
    await openTab(page, 'Actions');
    await page.getByRole('button', { name: 'New Action' }).click();
    const form = dialog(page, 'New Action Item');
    await form.getByLabel('Title').fill('Send the proposal to Flour Mill');
    await expect(form.getByRole('combobox', { name: 'Priority' })).toHaveText(/Medium/);
    await choose(page, form, 'Priority', 'High');
    await form.getByLabel('Due date').fill(isoDay(-3));
    await form.getByLabel('Assigned to').fill('Grace');
    await form.getByRole('button', { name: 'Add Action Item' }).click();
    await expect(toast(page, 'Action Item Created')).toBeVisible();
    await expect(form).toBeHidden();
    const todo = page.getByRole('list', { name: 'To Do' });
    await expect(todo.getByRole('checkbox', { name: 'Send the proposal to Flour Mill' })).not.toBeChecked();
    await shot(page, '10-action-todo');

    await todo.getByRole('checkbox', { name: 'Send the proposal to Flour Mill' }).check();
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Completed' }).getByRole('checkbox', { name: 'Send the proposal to Flour Mill' })).toBeChecked();
    await expect(page.getByRole('list', { name: 'To Do' })).toHaveCount(0);
    await shot(page, '11-action-completed');
  });

  await test.step('add a growth idea and move it to Implemented', async () => {
    await openTab(page, 'Ideas');
    await page.getByRole('button', { name: 'New Idea' }).click();
    const form = dialog(page, 'New Growth Idea');
    await form.getByLabel('Title').fill('Weekend brunch boxes');
    await form.getByLabel('Description (optional)').fill('Pre-order on Thursday, pick up Saturday.');
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveText(/Marketing/);
    await choose(page, form, 'Category', 'Product');
    await choose(page, form, 'Impact', 'Game Changer!');
    await choose(page, form, 'Effort', 'Easy Win');
    await form.getByLabel('Potential revenue').fill('5000');
    await shot(page, '12-idea-form');
    await form.getByRole('button', { name: 'Add Growth Idea' }).click();
    await expect(toast(page, 'Growth Idea Added!')).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByRole('list', { name: 'In Progress' }).getByRole('article', { name: 'Weekend brunch boxes' });
    await expect(card).toContainText('Game Changer!');
    await expect(card).toContainText('Easy Win');
    await expect(card).toContainText('$5,000.00');
    await shot(page, '13-idea-in-progress');

    await choose(page, page.locator('body'), 'Status of Weekend brunch boxes', 'Completed');
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Implemented' }).getByRole('article', { name: 'Weekend brunch boxes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'In Progress' })).toHaveCount(0);
    await centre(page.getByRole('list', { name: 'Implemented' }));
    await shot(page, '14-idea-implemented');
  });

  await test.step('overview shows the meeting; social tab is honest; Back goes to /businesses', async () => {
    await openTab(page, 'Overview');
    await expect(page.getByRole('list', { name: 'Latest meetings' })).toContainText('Supplier negotiation');
    await openTab(page, 'Social');
    await expect(page.getByRole('heading', { name: 'No social accounts linked yet' })).toBeVisible();
    await shot(page, '15-social');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/businesses$/);
  });

  await test.step('premium: a second business, selected on creation', async () => {
    await makePremium(email);
    await page.reload();
    await page.getByRole('button', { name: 'New Business' }).click();
    const form = dialog(page, 'New Business');
    await form.getByLabel('Business name').fill('Moonlight Studio');
    await form.getByRole('radio', { name: 'Purple' }).check();
    await form.getByRole('button', { name: 'Create Business' }).click();
    await expect(toast(page, 'Business Created')).toBeVisible();
    await expect(businessList(page)).toHaveAccessibleName('All Businesses (2)');
    await expect(page.getByRole('combobox', { name: 'Active business' })).toHaveText(/Moonlight Studio/);
    expect(await handles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Reorder Sunrise Bakery',
      'Reorder Moonlight Studio',
    ]);
  });

  await test.step('reorder with the keyboard: space lifts, arrow up moves, space drops', async () => {
    // At a person's pace: each key waits for dnd-kit's screen-reader announcement of the previous one.
    const handle = page.getByRole('button', { name: 'Reorder Moonlight Studio' });
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/businesses/reorder') && res.request().method() === 'POST');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Moonlight Studio is in position 2 of 2.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Moonlight Studio moved to position 1 of 2.')).toBeAttached();
    await shot(page, '16-reorder-lifted');
    await page.keyboard.press('Space');
    await expect(page.getByText('Moonlight Studio dropped at position 1 of 2.')).toBeAttached();
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => handles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))))
      .toEqual(['Reorder Moonlight Studio', 'Reorder Sunrise Bakery']);

    // Escape cancels: nothing moves and nothing is saved.
    let reorderRequests = 0;
    page.on('request', (req) => req.url().endsWith('/api/businesses/reorder') && reorderRequests++);
    await handle.focus();
    await page.keyboard.press('Enter');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Moonlight Studio is in position 1 of 2.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Moonlight Studio moved to position 2 of 2.')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(page.getByText(/^Reordering cancelled\. Moonlight Studio/)).toBeAttached();
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    expect(await handles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Reorder Moonlight Studio',
      'Reorder Sunrise Bakery',
    ]);
    expect(reorderRequests).toBe(0);
    await shot(page, '17-reordered');
  });

  await test.step('reload → everything persisted', async () => {
    await page.reload();
    await expect(businessList(page)).toHaveAccessibleName('All Businesses (2)');
    expect(await handles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Reorder Moonlight Studio',
      'Reorder Sunrise Bakery',
    ]);
    await expect(page.getByRole('combobox', { name: 'Active business' })).toHaveText(/Moonlight Studio/);
    await shot(page, '18-after-reload');

    await page.goto(businessUrl);
    await expect(page.getByTestId('total-revenue')).toHaveText('$2,050.50');
    await expect(page.getByRole('list', { name: 'Latest meetings' })).toContainText('Supplier negotiation');
    await openTab(page, 'Actions');
    await expect(page.getByRole('list', { name: 'Completed' }).getByRole('checkbox', { name: 'Send the proposal to Flour Mill' })).toBeChecked();
    await openTab(page, 'Ideas');
    await expect(page.getByRole('list', { name: 'Implemented' }).getByRole('article', { name: 'Weekend brunch boxes' })).toBeVisible();
    await openTab(page, 'Meetings');
    await expect(page.getByRole('article', { name: 'Supplier negotiation' })).toContainText('Challenging');
  });

  await test.step('a longer trend: twelve recorded dates on the second business', async () => {
    await page.goto('/businesses');
    await businessList(page).getByRole('link', { name: /Moonlight Studio/ }).click();
    const businessId = new URL(page.url()).pathname.split('/').pop();
    for (let i = 0; i < 14; i++) {
      const res = await page.request.post('/api/business-metrics', {
        data: { businessId, date: isoDay(13 - i), revenue: 300 + ((i * 137) % 500), clients: 3 + (i % 4) },
        headers: { origin: test.info().project.use.baseURL! },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.reload();
    const chart = page.getByRole('img', { name: /^Revenue by date/ });
    await centre(chart);
    await expect(chart.locator('rect')).toHaveCount(12);
    await shot(page, '19-trend-twelve-dates');
  });

  await test.step("an unknown id → 'Business Not Found' with a way back", async () => {
    await page.goto('/business/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Business Not Found' })).toBeVisible();
    await shot(page, '20-not-found');
    await page.getByRole('link', { name: 'Go to My Businesses' }).click();
    await expect(page).toHaveURL(/\/businesses$/);
  });

  // No uncaught exception anywhere along the way.
  expect(pageErrors).toEqual([]);
});
