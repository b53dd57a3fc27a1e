import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { grantUser, shot as screenshot, signUp, useTheme } from '../support/screens';

// /analytics end to end (docs/product.md#analytics): every figure measured. A new account shows no growth rate ('Not
// enough data yet'); two months of recorded revenue give the real one; while the social service does not answer in
// time the page shows core's figures and '—' for the accounts (the summary's `partial` answer), then the measured 0
// once it does; advanced analytics is locked on Free and, on Premium, draws the charts and downloads the CSV.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `analytics-${name}`, fullPage);

/** Holds or releases every request the gateway makes to the social service as this user (e2e/service-gate.ts). */
async function socialGate(action: 'hold' | 'release', email: string) {
  const res = await fetch(`${process.env.E2E_SOCIAL_GATE_URL}/${action}?email=${encodeURIComponent(email)}`, {
    method: 'POST',
  });
  expect(res.status).toBe(204);
}
const origin = () => ({ origin: test.info().project.use.baseURL! });

/** yyyy-MM-dd `daysAgo` days before today in the browser's zone (the shell saves it as the user's zone). */
const dayInBrowser = (page: Page, daysAgo: number) =>
  page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() - n);
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  }, daysAgo);

test('analytics: the real growth rate after two months of figures, honest social, Premium charts and CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const email = await signUp(page);
  const business = await (
    await page.request.post('/api/businesses', { data: { name: 'Sunrise Bakery', color: 'orange' }, headers: origin() })
  ).json();

  await test.step("social does not answer in time: core's figures, and '—' rather than a count nobody measured", async () => {
    await socialGate('hold', email);
    try {
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Business Overview' })).toContainText('Sunrise Bakery');
      await expect(page.getByTestId('week-revenue')).toHaveText('$0.00');
      await expect(page.getByTestId('connected-accounts')).toHaveText('—');
      await expect(
        page.getByText('Connect your social platforms to see their followers and growth here, measured over time.'),
      ).toBeVisible();
      await shot(page, '00-social-late', true);
    } finally {
      await socialGate('release', email);
    }
  });

  await test.step('a new account: no growth rate yet, no social accounts, locked advanced analytics', async () => {
    // Social has answered this user once, so a cold service on a loaded machine does not miss the summary's limit.
    expect((await page.request.get('/api/social-accounts')).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByTestId('growth-rate')).toHaveText('—');
    await expect(page.getByText('Not enough data yet')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Business Overview' })).toContainText('No figures recorded yet');
    // Measured by the social service: none linked is a 0.
    await expect(page.getByTestId('connected-accounts')).toHaveText('0');
    await expect(page.getByText('Connect a platform for each business to follow its growth here.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No social accounts connected' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connect Platforms' })).toHaveAttribute('href', '/social-media');
    await expect(page.getByText('Advanced analytics is a Premium feature')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium - £30' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoA11yViolations(page, '/analytics, new account');
    await shot(page, '01-new-account', true);
    // The server enforces the lock, whatever the page shows.
    const refused = await page.request.get('/api/analytics/export.csv');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Advanced analytics is a Premium feature');
  });

  await test.step('two months of recorded revenue give the measured growth rate', async () => {
    // The 30 days before: $400 + $600 = $1,000. The last 30 days: $500 + $700 + $300 = $1,500 → +50%.
    const figures: Array<[number, number, number]> = [
      [45, 400, 5],
      [35, 600, 6],
      [20, 500, 7],
      [10, 700, 8],
      [0, 300, 9],
    ];
    for (const [daysAgo, revenue, clients] of figures) {
      const res = await page.request.post('/api/business-metrics', {
        data: { businessId: business.id, date: await dayInBrowser(page, daysAgo), revenue, clients },
        headers: origin(),
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.reload();
    await expect(page.getByTestId('growth-rate')).toHaveText('+50%');
    await expect(page.getByText('Revenue, last 30 days vs the 30 before')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Business Overview' })).toContainText('$300.00 · 9 clients');
    await expectNoA11yViolations(page, '/analytics with two months of figures');
    await shot(page, '02-growth');
  });

  await test.step('Premium: revenue and clients charts, content by type, and the CSV download', async () => {
    const created = await page.request.post('/api/content-plans', {
      data: {
        title: 'Morning reel',
        contentType: 'reel',
        scheduledDate: new Date().toISOString(),
        businessId: business.id,
      },
      headers: origin(),
    });
    expect(created.status(), await created.text()).toBe(201);
    const plan = await created.json();
    const ticked = await page.request.patch(`/api/content-plans/${plan.id}`, {
      data: { isCompleted: true },
      headers: origin(),
    });
    expect(ticked.status(), await ticked.text()).toBe(200);
    await grantUser(email);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Revenue per day, last 30 days' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Revenue per day, last 30 days' }).locator('rect')).toHaveCount(3);
    await expect(page.getByRole('img', { name: 'Clients per day, last 30 days' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Completed content by type, last 30 days' }),
    ).toHaveAccessibleDescription(/Reel: 1/);
    await page.getByRole('tab', { name: '90 days' }).click();
    await expect(page.getByRole('img', { name: 'Revenue per week, last 90 days' })).toBeVisible();
    await expectNoA11yViolations(page, '/analytics, Premium');
    await shot(page, '03-premium', true);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    // A refused download (an error answer) has no Content-Disposition: its reason first, then the name.
    expect(await file.failure(), 'the download failed').toBeNull();
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(file.suggestedFilename(), csv.slice(0, 300)).toBe('founder-journal-metrics-start-to-latest.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Date,Business,Revenue (USD),Clients');
    expect(lines.slice(1, -1)).toHaveLength(5);
    expect(lines.at(-2)).toBe(`${await dayInBrowser(page, 0)},Sunrise Bakery,300.00,9`);
  });

  await test.step('dark theme', async () => {
    await useTheme(page, 'dark');
    await expect(page.getByRole('img', { name: 'Revenue per day, last 30 days' })).toBeVisible();
    await expectNoA11yViolations(page, '/analytics, dark');
    await shot(page, '04-dark', true);
    await useTheme(page, 'light');
  });
  expect(pageErrors).toEqual([]);
});

test.describe('desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('two columns: metrics and businesses beside social and targets', async ({ page }) => {
    const email = await signUp(page);
    const business = await (
      await page.request.post('/api/businesses', { data: { name: 'Studio North', color: 'indigo' }, headers: origin() })
    ).json();
    for (const daysAgo of [40, 12, 3, 0]) {
      await page.request.post('/api/business-metrics', {
        data: {
          businessId: business.id,
          date: await dayInBrowser(page, daysAgo),
          revenue: 100 + daysAgo * 10,
          clients: 3,
        },
        headers: origin(),
      });
    }
    await grantUser(email);
    await page.goto('/analytics');
    await expect(page.getByRole('img', { name: 'Revenue per day, last 30 days' })).toBeVisible();
    const metrics = await page.getByRole('heading', { name: 'Key Metrics' }).boundingBox();
    const social = await page.getByRole('heading', { name: 'Social Media Performance' }).boundingBox();
    expect(social!.x).toBeGreaterThan(metrics!.x + 300);
    await expectNoA11yViolations(page, '/analytics on a desktop');
    await shot(page, '05-desktop', true);
  });
});
