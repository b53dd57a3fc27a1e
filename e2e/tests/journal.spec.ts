import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { dialog, postJson, shot as screenshot, signUp, toast, useTheme } from '../support/screens';

// /journal end to end (docs/product.md#journal): the prompt of the day, write an entry (inline errors, mood, gratitude,
// tags), find it by a server search, the calendar of days written, edit, delete with undo; text stays text. Phone light
// and dark, 1280.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `journal-${name}`, fullPage);
const entries = (page: Page) => page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem');
const searchResponse = (page: Page, q: string) =>
  page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/journal' && new URL(res.url()).searchParams.get('q') === q,
  );

test('journal: write an entry with the prompt, find it by search, see it on the calendar, edit, delete with undo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page);

  await test.step('empty: the prompt of the day and an invitation', async () => {
    await page.goto('/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prompt of the day' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your journal is empty' })).toBeVisible();
    await expectNoA11yViolations(page, '/journal, empty');
    await shot(page, '01-empty', true);
  });

  await test.step('write: the entry is required inline; saved with mood, gratitude, tags and the prompt, shown as text', async () => {
    await page.getByRole('button', { name: "Write today's entry" }).click();
    const form = dialog(page, 'New journal entry');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(form.getByText('Write something in your entry')).toBeVisible();
    await expectNoA11yViolations(page, 'the new entry form with an inline error');
    await shot(page, '02-required');
    await form
      .getByRole('textbox', { name: 'Entry' })
      .fill('Closed the <b>seed round</b> <img src=x onerror="window.injected=1">\nCelebrated with the team');
    await form.getByRole('radio', { name: /Great/ }).click();
    await form.getByLabel('Grateful for').fill('Patient investors');
    await form.getByLabel('Tags').fill('Fundraising, team');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(toast(page, 'Entry saved')).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    const entry = entries(page).first();
    await expect(entry).toContainText('Closed the <b>seed round</b>');
    await expect(entry).toContainText('Great');
    await expect(entry).toContainText('Patient investors');
    await expect(entry.getByRole('button', { name: 'Show entries tagged fundraising' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
    await expect(page.getByRole('button', { name: /, today, 1 entry$/ })).toBeVisible();
  });

  await test.step('search: on the server, by word prefix; a miss says so', async () => {
    await postJson(page, '/api/journal', {
      date: '2026-01-05',
      content: 'Hiring plan for the spring',
      tags: ['hiring'],
    });
    await page.reload();
    await expect(entries(page)).toHaveCount(2);
    const found = searchResponse(page, 'inves');
    await page.getByRole('searchbox', { name: 'Search your journal' }).fill('inves');
    await found;
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('Patient investors');
    await expectNoA11yViolations(page, '/journal, searching');
    await shot(page, '03-search', true);
    const missed = searchResponse(page, 'zebra');
    await page.getByRole('searchbox', { name: 'Search your journal' }).fill('zebra');
    await missed;
    await expect(page.getByRole('heading', { name: 'No entries match' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search your journal' }).fill('');
    await expect(entries(page)).toHaveCount(2);
  });

  await test.step('edit, then delete with undo', async () => {
    await entries(page)
      .first()
      .getByRole('button', { name: /^Edit the entry/ })
      .click();
    const form = dialog(page, 'Edit entry');
    await form.getByLabel('Grateful for').fill('Patient investors and a great team');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Entry updated')).toBeVisible();
    await expect(entries(page).first()).toContainText('and a great team');
    await entries(page)
      .first()
      .getByRole('button', { name: /^Delete the entry/ })
      .click();
    await expect(entries(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(entries(page)).toHaveCount(2);
  });

  await test.step('dark theme and 1280 px with the calendar beside the list', async () => {
    await useTheme(page, 'dark');
    await expect(entries(page)).toHaveCount(2);
    await expectNoA11yViolations(page, '/journal, dark');
    await shot(page, '04-dark', true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await useTheme(page, 'light');
    await expect(entries(page)).toHaveCount(2);
    await expectNoA11yViolations(page, '/journal at 1280');
    await shot(page, '05-desktop', true);
  });
  expect(pageErrors).toEqual([]);
});
