import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { shot as screenshot, signUp, toast, touchArea, useTheme } from '../support/screens';

// /content-plan end to end (docs/product.md#content-plan) in Auckland's time zone (UTC+12/13), so "today" and the week
// are the user's and not UTC's: add a plan for today, complete it, see it on its day in the week view, edit and delete
// it. (The home screen's Today's Content widget belongs to the home issue; it is asserted there.)

test.use({ timezoneId: 'Pacific/Auckland' });

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `content-plan-${name}`, fullPage);
const origin = () => ({ origin: test.info().project.use.baseURL! });
const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

/** Today in the browser's zone (Auckland), yyyy-MM-dd. */
const browserToday = (page: Page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()),
  );

test('content plan: add a plan for today, complete it, find it on its day in the week, edit and delete it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page);
  const business = await (
    await page.request.post('/api/businesses', { data: { name: 'Sunrise Bakery', color: 'orange' }, headers: origin() })
  ).json();

  await test.step('empty plan, and the zone the shell saved', async () => {
    await page.goto('/content-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No content planned yet' })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/settings')).json()).timeZone)
      .toBe('Pacific/Auckland');
    await expect(page.getByRole('combobox', { name: 'Business filter' })).toHaveText(/Sunrise Bakery/);
    await expectNoA11yViolations(page, '/content-plan, empty');
    // The header's small Add New button looks 36 px tall and takes a 44 px touch; so does the brand link above it.
    for (const target of [
      page.getByRole('button', { name: 'Add New' }),
      page.getByRole('link', { name: 'Founder Journal home' }),
    ]) {
      const area = await touchArea(target);
      expect(Math.min(area.width, area.height), String(target)).toBeGreaterThanOrEqual(44);
    }
    await shot(page, '01-empty');
  });

  const today = await browserToday(page);
  await test.step('Add New without a title or type says what is missing; then the plan is created for today', async () => {
    await page.getByRole('button', { name: 'Add New' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New' });
    await expect(form.getByRole('textbox', { name: /^Title/ })).toBeFocused();
    await form.getByRole('button', { name: 'Add to Plan' }).click();
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
    await expect(form.getByText('Please enter a title for this content')).toBeVisible();
    await expect(form.getByText('Please choose a content type')).toBeVisible();
    await expectNoA11yViolations(page, 'Add New with inline errors');
    await shot(page, '02-required');

    await form.getByRole('textbox', { name: /^Title/ }).fill('Morning bake reel');
    await form.getByRole('radio', { name: 'Reel' }).click();
    await form.getByLabel('Description (optional)').fill('Croissants out of the oven at 5am');
    await form.getByLabel('Date').fill(today);
    await form.getByLabel('Time').fill('23:30');
    const posted = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/content-plans'));
    await form.getByRole('button', { name: 'Add to Plan' }).click();
    await expect(toast(page, 'Content plan created successfully')).toBeVisible();
    const body = (await posted).postDataJSON();
    // 23:30 on an Auckland day is 10:30 or 11:30 UTC the same day: the ISO instant of the user's wall time.
    expect(body).toMatchObject({
      title: 'Morning bake reel',
      contentType: 'reel',
      businessId: business.id,
      accountId: null,
    });
    expect(
      new Date(body.scheduledDate).toLocaleString('en-CA', { timeZone: 'Pacific/Auckland', hour12: false }),
    ).toMatch(new RegExp(`^${today}, 23:30`));
    await expect(section(page, "Today's Content").getByText('Morning bake reel')).toBeVisible();
  });

  await test.step('a draft (no date) and an upcoming plan land in their sections', async () => {
    await page.request.post('/api/content-plans', {
      data: { title: 'Recipe article', contentType: 'article', scheduledDate: null, businessId: business.id },
      headers: origin(),
    });
    await page.request.post('/api/content-plans', {
      data: {
        title: 'Bakery tour video',
        contentType: 'video',
        scheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        businessId: business.id,
      },
      headers: origin(),
    });
    await page.reload();
    await expect(section(page, 'Drafts').getByText('Recipe article')).toBeVisible();
    await expect(section(page, 'Upcoming').getByText('Bakery tour video')).toBeVisible();
    await expectNoA11yViolations(page, '/content-plan with today, upcoming and drafts');
    await shot(page, '03-sections', true);
  });

  await test.step('completing it says Updated (with Undo) and marks it published', async () => {
    const box = section(page, "Today's Content").getByRole('checkbox', { name: 'Morning bake reel' });
    await box.check();
    await expect(toast(page, 'Content plan updated successfully')).toBeVisible();
    await expect(box).toBeChecked();
    await expect(section(page, "Today's Content").getByText('Published')).toBeVisible();
    await shot(page, '04-completed');
  });

  await test.step('the week view shows it on today, and moves between weeks', async () => {
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page).toHaveURL(/view=week/);
    const days = page.getByRole('list', { name: /^Week of / });
    const todayCell = days.getByRole('listitem').filter({ has: page.getByText('Today', { exact: true }) });
    await expect(todayCell.getByText('Morning bake reel')).toBeVisible();
    await expect(todayCell.getByText('23:30')).toBeVisible();
    await expectNoA11yViolations(page, 'the week view');
    await shot(page, '05-week', true);
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByText('Morning bake reel')).toBeHidden();
    // Keyboard: the week heading takes the arrow keys.
    await page.getByRole('heading', { level: 2, name: /–/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(todayCell.getByText('Morning bake reel')).toBeVisible();
  });

  await test.step('the plan opens, is edited, and is deleted after a confirmation', async () => {
    await page.getByRole('button', { name: /Morning bake reel/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Morning bake reel' });
    await expect(sheet).toContainText('Croissants out of the oven at 5am');
    await expect(sheet).toContainText('Published');
    await expectNoA11yViolations(page, 'the plan sheet');
    await sheet.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Content Plan' });
    await edit.getByRole('textbox', { name: /^Title/ }).fill('Morning bake reel (final cut)');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Content plan updated successfully')).toBeVisible();
    await page.getByRole('button', { name: /final cut/ }).click();
    await page.getByRole('button', { name: 'Delete content plan' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /^Delete / }));
    await expect(confirm).toContainText('This content plan will be deleted');
    await expectNoA11yViolations(page, 'the delete confirmation');
    const deleted = page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && /\/api\/content-plans\//.test(res.url()),
    );
    await confirm.getByRole('button', { name: 'Delete content plan' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(toast(page, 'Content Plan Deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: /final cut/ })).toHaveCount(0);
  });

  await test.step('dark theme', async () => {
    await useTheme(page, 'dark');
    await page.goto('/content-plan');
    await expect(section(page, 'Drafts').getByText('Recipe article')).toBeVisible();
    await expectNoA11yViolations(page, '/content-plan, dark');
    await shot(page, '06-dark', true);
    await useTheme(page, 'light');
  });
  expect(pageErrors).toEqual([]);
});

/**
 * The days of the week view whose contents spill past their edge (weekday, number, "Today", the add button, a plan's
 * title and badge): each element's box must lie inside its day's, a few pixels from the border.
 */
const spilledDays = (page: Page) =>
  page
    .getByRole('list', { name: /^Week of / })
    .locator(':scope > li')
    .evaluateAll((days) =>
      days
        .filter((day) => {
          const edge = day.getBoundingClientRect();
          return [...day.querySelectorAll('*')]
            .map((part) => part.getBoundingClientRect())
            .some((part) => part.width > 0 && (part.left < edge.left || part.right > edge.right - 4));
        })
        .map((day) => day.getAttribute('aria-label')),
    );

/** Signs up and adds a plan for today, then opens the week view. */
async function weekWithAPlan(page: Page) {
  await signUp(page);
  await page.request.post('/api/content-plans', {
    data: { title: 'Weekly newsletter', contentType: 'article', scheduledDate: new Date().toISOString() },
    headers: origin(),
  });
  await page.goto('/content-plan?view=week');
  await expect(page.getByRole('list', { name: /^Week of / }).getByText('Weekly newsletter')).toBeVisible();
}

test.describe('desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the week is seven columns with each plan on its day', async ({ page }) => {
    await weekWithAPlan(page);
    const boxes = await page
      .getByRole('list', { name: /^Week of / })
      .locator(':scope > li')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1); // one row of seven
    expect(await spilledDays(page)).toEqual([]);
    await expectNoA11yViolations(page, 'the week view on a desktop');
    await shot(page, '07-desktop-week');
  });
});

test.describe('small desktop (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  // Beside the sidebar seven columns would be ~100 px: a plan's title broke inside its words and its badge was cut.
  test('the days are rows as wide as the page, nothing cut', async ({ page }) => {
    await weekWithAPlan(page);
    expect(await spilledDays(page)).toEqual([]);
    await shot(page, '08-small-desktop-week');
  });
});
