import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { choose, postJson, shot as screenshot, signUp, toast, useTheme } from '../support/screens';

// Notes end to end (docs/product.md#notes) against the built stack: create with inline validation, edit in the side
// form (which replaces the create form), pin, search on the server (debounced, case-insensitive, title matches first),
// filter by category and tag, delete after the spec's question. On a phone (390×844) light and dark, and at 1280×800.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `notes-${name}`, fullPage);
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const cardTitles = (page: Page) => page.getByRole('list', { name: 'Notes' }).locator('.fjn-card__title');
const editor = (page: Page, name: 'New Note' | 'Edit Note') => page.getByRole('region', { name });
/** Opens a note in the side form by tapping its card. */
const openNote = (page: Page, title: string) =>
  card(page, title).getByRole('button', { name: title, exact: true }).click();

/** The notes request a search sends, once the typing has paused. */
const searchRequest = (page: Page, q: string) =>
  page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/notes' && url.searchParams.get('q') === q;
  });

test('notes: create, edit, pin, search on the server, filter, delete', async ({ page }) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page);

  await test.step("empty: 'No notes found' inviting the first note", async () => {
    await page.goto('/notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No notes found' })).toBeVisible();
    await expect(page.getByText('Create your first note to get started!')).toBeVisible();
    await expectNoA11yViolations(page, '/notes, empty');
    await shot(page, '01-empty');
  });

  await test.step('create: title and content are required inline; the note is saved as plain text with its line breaks', async () => {
    await page.getByRole('button', { name: 'New Note' }).first().click();
    const form = editor(page, 'New Note');
    await expect(form.getByLabel('Title')).toBeFocused();
    await form.getByRole('button', { name: 'Create Note' }).click();
    await expect(form.getByText('Please enter a title for the note')).toBeVisible();
    await expect(form.getByText('Please write something in the note')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page, 'the new note form with inline errors');
    await shot(page, '02-create-required');

    await form.getByLabel('Title').fill('Pricing ideas');
    await form
      .getByLabel('Content')
      .fill('Tiered plans\n<b>not bold</b> <img src=x onerror="window.injected=1">\nAnnual discount 20%');
    await choose(page, form, 'Category', 'Idea');
    await form.getByRole('textbox', { name: 'Tags' }).fill('Pricing');
    await form.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await form.getByRole('textbox', { name: 'Tags' }).fill('q3');
    await expect(form.getByRole('list', { name: 'Tags on this note' })).toContainText('#pricing');
    await form.getByRole('button', { name: 'Create Note' }).click();
    await expect(toast(page, 'Note Created')).toBeVisible();
    await expect(form).toBeHidden();
    const created = card(page, 'Pricing ideas');
    await expect(created).toContainText('Idea');
    await expect(created).toContainText('#pricing');
    await expect(created).toContainText('#q3');
    // Markdown-ish text is shown as text: the tags are not HTML, and the line breaks stay.
    const content = created.locator('.fjn-card__content');
    await expect(content).toHaveText(
      'Tiered plans\n<b>not bold</b> <img src=x onerror="window.injected=1">\nAnnual discount 20%',
    );
    await expect(content.locator('b, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
    expect(await content.evaluate((el) => (el as HTMLElement).innerText.split('\n').length)).toBe(3);
  });

  await test.step('more notes; opening one edits it in the side form, which replaces the create form', async () => {
    for (const note of [
      { title: 'Quarterly revenue review', content: 'Numbers for Q3', category: 'meeting', tags: ['finance'] },
      { title: 'Hiring plan', content: 'Revenue per employee must grow', category: 'project' },
      { title: 'Grocery list', content: 'Bread, milk', category: 'todo' },
    ])
      await postJson(page, '/api/notes', note);
    await page.reload();
    await expect(cardTitles(page)).toHaveText([
      'Grocery list',
      'Hiring plan',
      'Quarterly revenue review',
      'Pricing ideas',
    ]);

    await page.getByRole('button', { name: 'New Note' }).first().click();
    await expect(editor(page, 'New Note')).toBeVisible();
    await openNote(page, 'Hiring plan');
    await expect(editor(page, 'New Note')).toHaveCount(0);
    const form = editor(page, 'Edit Note');
    await expect(form.getByLabel('Title')).toHaveValue('Hiring plan');
    await form.getByLabel('Content').fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Please write something in the note')).toBeVisible();
    await form.getByLabel('Content').fill('Revenue per employee must grow.\nHire two engineers.');
    await form.getByLabel('Title').fill('Hiring plan 2026');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Note Updated')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(cardTitles(page).first()).toHaveText('Hiring plan 2026');
  });

  await test.step('pin: the pinned note moves first and stays there after a reload', async () => {
    const pin = card(page, 'Pricing ideas').getByRole('button', { name: 'Pin Pricing ideas' });
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await pin.click();
    await expect(cardTitles(page).first()).toHaveText('Pricing ideas');
    await expect(card(page, 'Pricing ideas').getByRole('button', { name: 'Pin Pricing ideas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(cardTitles(page)).toHaveText([
      'Pricing ideas',
      'Hiring plan 2026',
      'Grocery list',
      'Quarterly revenue review',
    ]);
    await expectNoA11yViolations(page, '/notes with notes');
    await shot(page, '03-grid');
  });

  await test.step('search: the server searches as typing pauses — any case, word starts, title matches first', async () => {
    const box = page.getByRole('searchbox', { name: 'Search notes' });
    const answered = searchRequest(page, 'REVEN');
    await box.pressSequentially('REVEN', { delay: 40 });
    expect((await answered).status()).toBe(200);
    await expect(cardTitles(page)).toHaveText(['Quarterly revenue review', 'Hiring plan 2026']);
    await expectNoA11yViolations(page, '/notes searching');
    await shot(page, '04-search');

    const none = searchRequest(page, 'zebra');
    await box.fill('zebra');
    await none;
    await expect(page.getByRole('heading', { name: 'No notes found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();
    await shot(page, '05-search-empty');
    await box.fill('');
    await expect(cardTitles(page)).toHaveCount(4);
  });

  await test.step('category and tag chips narrow the list (together with the search)', async () => {
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Meetings' }).click();
    await expect(cardTitles(page)).toHaveText(['Quarterly revenue review']);
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All' }).click();
    await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: '#pricing' }).click();
    await expect(cardTitles(page)).toHaveText(['Pricing ideas']);
    await expect(page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: '#pricing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: '#pricing' }).click();
    await expect(cardTitles(page)).toHaveCount(4);
  });

  await test.step("delete asks 'Are you sure you want to delete this note?', then the note is gone", async () => {
    await card(page, 'Grocery list').getByRole('button', { name: 'Delete Grocery list' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete note?' });
    await expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this note?');
    await expectNoA11yViolations(page, 'the delete question');
    await shot(page, '06-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete note' }).click();
    await expect(toast(page, 'Note Deleted')).toBeVisible();
    await expect(card(page, 'Grocery list')).toHaveCount(0);
    await page.reload();
    await expect(cardTitles(page)).toHaveCount(3);
  });

  await test.step('dark theme', async () => {
    await useTheme(page, 'dark');
    await expect(cardTitles(page)).toHaveCount(3);
    await expectNoA11yViolations(page, '/notes, dark');
    await shot(page, '07-dark');
    await openNote(page, 'Pricing ideas');
    await expectNoA11yViolations(page, 'the edit form, dark');
    await shot(page, '08-edit-dark');
    await useTheme(page, 'light');
  });

  expect(pageErrors).toEqual([]);
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side form sits beside the card grid', async ({ page }) => {
    await signUp(page);
    for (let i = 1; i <= 5; i++)
      await postJson(page, '/api/notes', {
        title: `Note ${i}`,
        content: `Line one of note ${i}\nLine two`,
        tags: i % 2 ? ['odd'] : ['even'],
      });
    await page.goto('/notes');
    await expect(cardTitles(page)).toHaveCount(5);
    await shot(page, '09-desktop-grid');
    await openNote(page, 'Note 3');
    const form = editor(page, 'Edit Note');
    const panel = (await form.boundingBox())!;
    const grid = (await page.getByRole('list', { name: 'Notes' }).boundingBox())!;
    expect(panel.x + panel.width).toBeLessThanOrEqual(grid.x); // beside, not above
    await expectNoA11yViolations(page, '/notes at 1280 with the side form');
    await shot(page, '10-desktop-editing');
  });
});
