import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { dialog, grantUser, shot as screenshot, signUp, toast, useTheme } from '../support/screens';
import {
  exportDays,
  healthXml,
  zipHealthExport,
  type RecordSpec,
} from '../../mf-home/test/fixtures/healthExportFixture';

// /wellness end to end (docs/product.md#wellness) against the built stack: a Premium user imports a generated Apple
// Health export (read in a Web Worker, with the progress bar and its figures), sees the days in the charts, the stats
// and the home widget, edits a day, changes a goal, and logs a cycle day; a free user sees what the import does, an
// upgrade link, and the server refuses the import. On a phone (390×844) light and dark, and at 1280×800.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `wellness-${name}`, fullPage);
const origin = () => ({ Origin: test.info().project.use.baseURL! });
const today = () => new Date().toISOString().slice(0, 10);

/** 400 days of generated records ending today, as export.zip in a temporary file (never a real person's data). */
function generatedExport(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fj-health-e2e-')), 'export.zip');
  const fd = fs.openSync(file, 'w');
  zipHealthExport(healthXml(exportDays(today(), 400)), (chunk) => fs.writeSync(fd, chunk));
  fs.closeSync(fd);
  return file;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An iPhone without a Watch: the last 7 nights recorded only as In Bed (22:50–06:00, 7 h 10 min), active energy only
 * (450 kcal on four days, 520 on three), and steps dated tomorrow (a phone whose clock ran ahead).
 */
function iPhoneOnlyExport(): string {
  const records: RecordSpec[] = [];
  for (let back = 6; back >= 0; back--) {
    const day = addDays(today(), -back);
    records.push({
      type: 'HKCategoryTypeIdentifierSleepAnalysis',
      value: 'HKCategoryValueSleepAnalysisInBed',
      start: `${addDays(day, -1)} 22:50:00 +0000`,
      end: `${day} 06:00:00 +0000`,
    });
    records.push({
      type: 'HKQuantityTypeIdentifierActiveEnergyBurned',
      unit: 'kcal',
      value: back % 2 === 0 ? 450 : 520,
      start: `${day} 09:00:00 +0000`,
      end: `${day} 09:30:00 +0000`,
    });
  }
  const tomorrow = addDays(today(), 1);
  records.push({
    type: 'HKQuantityTypeIdentifierStepCount',
    unit: 'count',
    value: 1000,
    start: `${tomorrow} 12:00:00 +0000`,
    end: `${tomorrow} 12:10:00 +0000`,
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fj-health-e2e-')), 'export.zip');
  const fd = fs.openSync(file, 'w');
  zipHealthExport(healthXml(records), (chunk) => fs.writeSync(fd, chunk));
  fs.closeSync(fd);
  return file;
}

// page.route does not see requests a service worker answers: the slow-connection step below needs them unhandled.
test.use({ serviceWorkers: 'block' });

/** A chart is drawn in its figure's real pixels (its right margin at most 8 px), never at the 320 px it starts from. */
async function chartFitsItsFigure(page: Page, name: string) {
  const chart = page.getByRole('img', { name });
  const spare = () =>
    chart.evaluate((svg) => svg.closest('figure')!.clientWidth - Math.round(svg.getBoundingClientRect().width));
  await expect.poll(spare).toBeLessThanOrEqual(8);
  expect(await spare()).toBeGreaterThanOrEqual(0);
}

test('wellness: a Premium user imports an Apple Health export with progress, sees the history, edits a day, logs a cycle day', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const email = await signUp(page);
  await grantUser(email);
  const exportFile = generatedExport();

  await test.step('empty: today’s form, no history yet, the import and the cycle tracker', async () => {
    await page.goto('/wellness');
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No days recorded in this period' })).toBeVisible();
    await expect(page.getByLabel('Health export file')).toBeVisible();
    await scrollToCycle(page);
    await expect(page.getByText('Log the days of your period to see a prediction.')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0)); // back to today's form (the history's charts load near it)
    await expectNoA11yViolations(page, '/wellness, empty, Premium');
    await shot(page, '01-empty', true);
  });

  await test.step('import: the worker reads the file, the days are saved in batches of ≤ 366 with a visible progress bar', async () => {
    // A slow connection: each batch answers after a second, so the bar can be seen moving (the server is the real one).
    let batches = 0;
    await page.route('**/api/wellness/import', async (route) => {
      batches++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByLabel('Health export file').setInputFiles(exportFile);
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    await expect(page.getByText(/Saving 366 of 400 days/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Cancel import' })).toBeVisible();
    await expectNoA11yViolations(page, 'the import in progress');
    await shot(page, '02-import-progress');
    await expect(page.getByText(/Imported 400 days from [\d,]+ records: 400 updated/)).toBeVisible({ timeout: 15_000 });
    expect(batches).toBe(2);
    await expect(page.getByText('Apple Health', { exact: true }).first()).toBeVisible();
    await page.unroute('**/api/wellness/import');
  });

  await test.step('history: the week’s charts against the goals, averages, best days, the streak, the days', async () => {
    await expect(
      page
        .getByText('400-day streak of days with an entry')
        .or(page.getByText('365+-day streak of days with an entry')),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Steps per day' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Sleep per day' })).toBeVisible();
    const stats = page.getByRole('list', { name: 'Averages and best days' });
    await expect(stats).toContainText('7 h'); // 7 h of sleep every night of the generated export
    await expect(stats).toContainText('1,337 kcal');
    await expect(page.getByRole('list', { name: 'Days recorded' }).getByRole('listitem')).toHaveCount(7);
    await expectNoA11yViolations(page, '/wellness with the imported week');
    await shot(page, '03-history-week', true);
    await page.getByRole('button', { name: 'Year' }).click();
    await expect(page.getByRole('img', { name: 'Steps per week (average)' })).toBeVisible();
    await shot(page, '04-history-year', true);
  });

  await test.step('edit a day: the figures typed win over the import and the day becomes manual', async () => {
    await page.getByRole('button', { name: 'Week' }).click();
    await page
      .getByRole('list', { name: 'Days recorded' })
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: /^Edit / });
    await edit.getByLabel('Steps').fill('12345');
    await edit.getByRole('radio', { name: /Great/ }).click();
    await expectNoA11yViolations(page, 'the edit-a-day dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Wellness saved')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Days recorded' }).getByRole('listitem').first()).toContainText(
      '12,345 steps',
    );
    // Re-importing the same file changes nothing, and leaves the edited day alone.
    const again = await page.request.post('/api/wellness/import', {
      data: { days: [{ date: today(), steps: 1 }] },
      headers: origin(),
    });
    expect(await again.json()).toMatchObject({ imported: 0, skippedManual: 1 });
  });

  await test.step('goals: the steps goal is editable and the charts measure against it', async () => {
    await page.getByRole('button', { name: 'Goals' }).click();
    const goals = dialog(page, 'Daily goals');
    await goals.getByLabel('Steps a day').fill('');
    await goals.getByRole('button', { name: 'Save goals' }).click();
    await expect(goals.getByText('Steps a day: enter a number')).toBeVisible();
    await goals.getByLabel('Steps a day').fill('6000');
    await goals.getByRole('button', { name: 'Save goals' }).click();
    await expect(toast(page, 'Goals saved')).toBeVisible();
    await expect(page.getByText('Goals: 6,000 steps · 8 h sleep · 2,000 kcal total · 500 kcal active')).toBeVisible();
  });

  await test.step('cycle: the imported period days give a prediction; log today with flow and a symptom', async () => {
    await scrollToCycle(page);
    await expect(page.getByText(/Next period expected around/)).toBeVisible();
    await expect(page.getByText('not contraception or medical advice', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Log today' }).click();
    const day = page.getByRole('dialog', { name: /^Cycle · / });
    await day.getByRole('button', { name: 'Medium' }).click();
    await day.getByRole('button', { name: 'Cramps' }).click();
    await day.getByLabel('Notes').fill('Tired after the board meeting');
    await expectNoA11yViolations(page, 'the cycle day dialog');
    await shot(page, '05-cycle-log');
    await day.getByRole('button', { name: 'Save day' }).click();
    await expect(toast(page, 'Cycle day saved')).toBeVisible();
    await expect(page.getByRole('button', { name: /, today, period, medium flow$/ })).toBeVisible();
    await shot(page, '06-cycle-calendar', true);
  });

  await test.step('home: the widget shows the imported figures and the Apple Health label', async () => {
    await page.goto('/');
    // Wellness is part of Today, home's first screen.
    const wellness = page.getByRole('region', { name: 'Wellness', exact: true });
    await expect(wellness.getByText('Apple Health')).toBeVisible();
    await expect(wellness.getByText('12,345')).toBeVisible();
    await expect(wellness.getByText('7 h')).toBeVisible();
  });

  await test.step('dark theme and 1280 px', async () => {
    await page.goto('/wellness');
    await useTheme(page, 'dark');
    await expect(page.getByRole('img', { name: 'Steps per day' })).toBeVisible();
    await expectNoA11yViolations(page, '/wellness, dark');
    await shot(page, '07-dark', true);
    await chartFitsItsFigure(page, 'Steps per day');
    await page.setViewportSize({ width: 1280, height: 800 });
    await chartFitsItsFigure(page, 'Steps per day'); // redrawn as the window widens
    await useTheme(page, 'light');
    await expect(page.getByRole('img', { name: 'Steps per day' })).toBeVisible();
    await chartFitsItsFigure(page, 'Steps per day');
    await expectNoA11yViolations(page, '/wellness at 1280');
    await shot(page, '08-desktop', true);
  });
  expect(pageErrors).toEqual([]);
});

test('wellness: an iPhone-only export — In Bed nights, active energy and a future day are reported and judged against the matching goals, on /wellness and home', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signUp(page);
  await grantUser(email);

  await test.step('import: the result says which nights came from time in bed and that a future day was skipped', async () => {
    await page.goto('/wellness');
    await page.getByLabel('Health export file').setInputFiles(iPhoneOnlyExport());
    await expect(
      page.getByText(
        /Imported 8 days from [\d,]+ records: 7 updated, 0 already up to date\. 7 nights have no sleep stages \(no Apple Watch\), so time in bed was used as sleep\. 1 day in the future skipped\./,
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page, 'the import result with In Bed nights and a future day');
    await shot(page, '10-iphone-only-result');
  });

  await test.step('/wellness: active energy is labelled so and judged against the active goal; sleep to the minute', async () => {
    const stats = page.getByRole('list', { name: 'Averages and best days' });
    await expect(stats).toContainText('Active energy');
    await expect(stats).toContainText('goal met 3 of 7 days'); // 520 ≥ 500, 450 < 500 — not "0 of 7" against 2,000
    await expect(stats).toContainText('7 h 10 min');
    await expect(page.getByRole('img', { name: 'Active energy per day' })).toBeVisible();
    const days = page.getByRole('list', { name: 'Days recorded' });
    await expect(days.getByRole('listitem').first()).toContainText('7 h 10 min sleep · 450 kcal active');
    await expect(page.getByText('Goals: 10,000 steps · 8 h sleep · 2,000 kcal total · 500 kcal active')).toBeVisible();
    await expectNoA11yViolations(page, '/wellness with active energy');
    await shot(page, '11-active-energy', true);
  });

  await test.step('home: the widget judges today by the same goals, and follows a changed goal', async () => {
    const homeWidget = async () => {
      await page.goto('/');
      // Wellness is part of Today, on the first screen: no scrolling (the card replaces its skeleton as it loads).
      return page.getByRole('region', { name: 'Wellness', exact: true });
    };
    let wellness = await homeWidget();
    await expect(wellness.getByText('Active energy')).toBeVisible();
    await expect(wellness.getByText('of 500 kcal')).toBeVisible();
    await expect(wellness.getByText('7 h 10 min')).toBeVisible();
    await expectNoA11yViolations(page, 'home with active energy');
    await page.goto('/wellness');
    const goals = dialog(page, 'Daily goals');
    // The button moves while the day's figures arrive above it: a click that landed on its old place is repeated.
    await expect(async () => {
      await page.getByRole('button', { name: 'Goals' }).click();
      await expect(goals).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await goals.getByLabel('Active energy a day (kcal)').fill('600');
    await goals.getByRole('button', { name: 'Save goals' }).click();
    await expect(toast(page, 'Goals saved')).toBeVisible();
    wellness = await homeWidget();
    await expect(wellness.getByText('of 600 kcal')).toBeVisible();
    await shot(page, '12-home-user-goals');
  });
});

test('wellness: a free account sees what the import and cycle tracking do, and the server refuses them', async ({
  page,
}) => {
  await signUp(page, 'Free');
  await page.goto('/wellness');
  await expect(page.getByText('Apple Health import is a Premium feature')).toBeVisible();
  await scrollToCycle(page);
  await expect(page.getByText('Cycle tracking is a Premium feature')).toBeVisible();
  await expect(page.getByRole('link', { name: /Upgrade to Premium/ }).first()).toBeVisible();
  await expect(page.getByLabel('Health export file')).toHaveCount(0);
  await expectNoA11yViolations(page, '/wellness, free');
  await shot(page, '09-free', true);
  const refused = await page.request.post('/api/wellness/import', {
    data: { days: [{ date: '2026-01-05', steps: 100 }] },
    headers: origin(),
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Apple Health import is a Premium feature');
  expect((await page.request.get('/api/cycle/summary')).status()).toBe(403);
});

/** The cycle section is the last on a phone and loads as a person scrolls toward it: scroll there, as they would. */
async function scrollToCycle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
