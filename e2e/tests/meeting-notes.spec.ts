import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { choose, dialog, postJson, shot as screenshot, signUp, toast, useTheme } from '../support/screens';

// Meeting notes end to end (docs/product.md#meeting-notes): personal action items (at most 3, '+N more', every status
// reachable), an overdue item under 'Overdue Items' in the user's own time zone, the spec's required-field error, a
// meeting created from one of the three default templates the server made, a custom template (its agenda must fit), and
// the business filter. On a phone (390×844) in Kiritimati (UTC+14, so "today" is not the server's), light and dark, and
// at 1280×800.

test.use({ timezoneId: 'Pacific/Kiritimati' });

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `meeting-notes-${name}`, fullPage);
const card = (page: Page, name: 'Your Action Items' | 'Overdue Items') =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

/** yyyy-MM-dd `days` from today in Kiritimati (the browser's and, once the shell saves it, the user's zone). */
function kiritimatiDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The user's zone, saved before the screen loads (the shell would save the browser's zone too, a moment after loading). */
async function saveTimeZone(page: Page) {
  const res = await page.request.post('/api/settings', {
    data: { timeZone: 'Pacific/Kiritimati' },
    headers: { Origin: test.info().project.use.baseURL! },
  });
  expect(res.status()).toBe(200);
}

test('meeting notes: action items and overdue, a meeting from a template, a custom template, the business filter', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signUp(page);
  await saveTimeZone(page);
  const business = await postJson(page, '/api/businesses', { name: 'Sunrise Bakery', color: 'orange' });
  await postJson(page, '/api/meeting-notes', {
    businessId: business.id,
    title: 'Flour supplier call',
    meetingDate: '2026-01-10T10:00:00Z',
    meetingType: 'sales',
    outcome: 'follow-up',
    location: 'Phone',
  });
  // Due yesterday in Kiritimati: overdue for this user at any hour (from 10:00 UTC it is still today in UTC; the zone
  // rules themselves are tested in services/core/test/user-action-items.test.ts).
  await postJson(page, '/api/user-action-items', {
    title: 'Send the investor update',
    priority: 'urgent',
    dueDate: kiritimatiDay(-1),
  });
  for (const [title, due] of [
    ['Book the venue', 3],
    ['Review the deck', 5],
    ['Call the accountant', 9],
    ['Plan the offsite', null],
  ] as const)
    await postJson(page, '/api/user-action-items', { title, dueDate: due === null ? null : kiritimatiDay(due) });
  await postJson(page, '/api/user-action-items', { title: 'Old task', status: 'completed' });

  await test.step("the action items: 3 shown, then '+N more'; the overdue one under 'Overdue Items'", async () => {
    await page.goto('/meeting-notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting Notes' })).toBeVisible();
    const yours = card(page, 'Your Action Items');
    await expect(yours.getByRole('listitem')).toHaveCount(3);
    await expect(yours.locator('.fjm-item__title')).toHaveText([
      'Send the investor update',
      'Book the venue',
      'Review the deck',
    ]);
    await expect(yours.getByRole('button', { name: /^\+2 more/ })).toBeVisible();
    const overdue = card(page, 'Overdue Items');
    await expect(overdue.locator('.fjm-item__title')).toHaveText(['Send the investor update']);
    await expect(overdue.getByRole('listitem')).toContainText('Overdue');
    await expect(page.getByRole('article', { name: 'Flour supplier call' })).toContainText('Sunrise Bakery');
    await expectNoA11yViolations(page, '/meeting-notes');
    await shot(page, '01-screen');
  });

  await test.step("'+2 more' shows every item; any status can be chosen, with Undo", async () => {
    await card(page, 'Your Action Items')
      .getByRole('button', { name: /^\+2 more/ })
      .click();
    const all = dialog(page, 'All Action Items');
    await expect(all.getByRole('region', { name: 'Open (5)' }).locator('.fjm-item__title')).toHaveCount(5);
    await expect(all.getByRole('region', { name: 'Done (1)' })).toContainText('Old task');
    await expectNoA11yViolations(page, 'all action items');
    await shot(page, '02-all-items');
    await choose(page, all, 'Status of Plan the offsite', 'Blocked');
    await expect(toast(page, 'Status Updated')).toContainText('“Plan the offsite” is now Blocked.');
    await expect(all.getByRole('region', { name: 'Blocked (1)' })).toContainText('Plan the offsite');
    await choose(page, all, 'Status of Send the investor update', 'Completed');
    await expect(all.getByRole('region', { name: 'Done (2)' })).toContainText('Send the investor update');
    // The Close button, not Escape: right after choosing a status the key can land on the closing select instead.
    await all.getByRole('button', { name: 'Close' }).click();
    await expect(all).toBeHidden();
    await expect(card(page, 'Overdue Items')).toContainText('Nothing overdue.');
    await expect(card(page, 'Your Action Items').locator('.fjm-item__title')).toHaveText([
      'Book the venue',
      'Review the deck',
      'Call the accountant',
    ]);
  });

  await test.step("Create New Meeting: missing title and date → 'Error' / 'Please fill in the required fields'; the spec's defaults", async () => {
    await page.getByRole('button', { name: 'New Meeting' }).click();
    const form = dialog(page, 'Create New Meeting');
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveText('Team');
    await expect(form.getByRole('combobox', { name: 'Outcome' })).toHaveText('Neutral');
    await expect(form.getByLabel('Duration (min)')).toHaveValue('60');
    await form.getByRole('button', { name: 'Create Meeting' }).click();
    await expect(toast(page, 'Error')).toContainText('Please fill in the required fields');
    await expect(form.getByText('Please enter a meeting title')).toBeVisible();
    await expect(form.getByText('Please choose the date and time of the meeting')).toBeVisible();
    await expectNoA11yViolations(page, 'the new meeting form with its errors');
    await shot(page, '03-meeting-required');
    // The Close button: with the 'Error' toast still up, Escape closes the toast (the top layer) first.
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form).toBeHidden();
  });

  await test.step("a meeting from a template: the server's three defaults; Use fills title, duration, type and the agenda", async () => {
    await page.getByRole('button', { name: 'Templates' }).click();
    const templates = dialog(page, 'Meeting Templates');
    await expect(templates.getByRole('article')).toHaveCount(3);
    const standup = templates.getByRole('article', { name: 'Weekly Team Standup' });
    await expect(standup).toContainText('30 min · 4 agenda items');
    await expect(
      standup.getByRole('list', { name: 'Agenda of Weekly Team Standup' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(standup).toContainText('+1 more');
    await expectNoA11yViolations(page, 'the templates dialog');
    await shot(page, '04-templates');
    await standup.getByRole('button', { name: 'Use Weekly Team Standup' }).click();

    const form = dialog(page, 'Create New Meeting');
    await expect(form.getByLabel('Title')).toHaveValue('Weekly Team Standup');
    await expect(form.getByLabel('Duration (min)')).toHaveValue('30');
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveText('Team');
    await expect(form.getByLabel('Notes')).toHaveValue(
      'Wins since last week (5 min)\nProgress and blockers (15 min)\nPriorities for this week (5 min)\nAction items and owners (5 min)',
    );
    await form.getByLabel('Date and time').fill(`${kiritimatiDay(0)}T09:00`);
    await form.getByLabel('Attendees').fill('Ann, Bo');
    await shot(page, '05-meeting-from-template');
    await form.getByRole('button', { name: 'Create Meeting' }).click();
    await expect(toast(page, 'Meeting note created successfully')).toBeVisible();
    await expect(form).toBeHidden();
    const meeting = page.getByRole('article', { name: 'Weekly Team Standup' });
    await expect(meeting).toContainText('30 min');
    await expect(meeting).toContainText('Neutral');
  });

  await test.step('a custom template: its agenda must fit the meeting; then it is listed and usable', async () => {
    await page.getByRole('button', { name: 'Templates' }).click();
    await dialog(page, 'Meeting Templates').getByRole('button', { name: 'New Template' }).click();
    const form = dialog(page, 'New Template');
    await form.getByLabel('Name').fill('Supplier review');
    await form.getByLabel('Length (min)').fill('20');
    await form.getByLabel('Agenda item 1', { exact: true }).fill('Prices');
    await form.getByLabel('Minutes for agenda item 1').fill('15');
    await form.getByRole('button', { name: 'Add agenda item' }).click();
    await form.getByLabel('Agenda item 2', { exact: true }).fill('Delivery times');
    await form.getByLabel('Minutes for agenda item 2').fill('10');
    await expect(form.getByText('25 of 20 minutes planned')).toBeVisible();
    await form.getByRole('button', { name: 'Create Template' }).click();
    await expect(
      form.getByText('The agenda takes 25 minutes, more than the 20-minute meeting.', { exact: false }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the template form with its error');
    await shot(page, '06-template-too-long');
    await form.getByLabel('Length (min)').fill('25');
    await form.getByRole('button', { name: 'Create Template' }).click();
    await expect(toast(page, 'Meeting template created successfully')).toBeVisible();
    const templates = dialog(page, 'Meeting Templates');
    await expect(templates.getByRole('article')).toHaveCount(4);
    await expect(templates.getByRole('article').first()).toHaveAccessibleName('Supplier review');
    // The Close button: with the toast still up, Escape would close the toast first.
    await templates.getByRole('button', { name: 'Close' }).click();
    await expect(templates).toBeHidden();
  });

  await test.step("the business filter: only that business's meetings (and it is kept in the address)", async () => {
    await choose(page, page.locator('body'), 'Show meetings for', 'Sunrise Bakery');
    await expect(page).toHaveURL(/\?business=/);
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('article', { name: 'Flour supplier call' }) })
        .getByRole('article'),
    ).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Weekly Team Standup' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Show meetings for' })).toHaveText('Sunrise Bakery');
    await choose(page, page.locator('body'), 'Show meetings for', 'All meetings');
    await expect(page.getByRole('article', { name: 'Weekly Team Standup' })).toBeVisible();
  });

  await test.step('a meeting opens to be edited (a business meeting keeps its location) and deleted with Undo', async () => {
    await page.getByRole('article', { name: 'Flour supplier call' }).click();
    await dialog(page, 'Flour supplier call').getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Meeting');
    await expect(edit.getByRole('combobox', { name: 'Type' })).toHaveText('Sales');
    await edit.getByLabel('Title').fill('Flour supplier call, round 2');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Meeting Updated')).toBeVisible();
    const edited = page.getByRole('article', { name: 'Flour supplier call, round 2' });
    await edited.click();
    await expect(dialog(page, 'Flour supplier call, round 2')).toContainText('Phone');
    await dialog(page, 'Flour supplier call, round 2').getByRole('button', { name: 'Delete meeting' }).click();
    await expect(edited).toHaveCount(0);
    await expect(toast(page, 'Meeting Deleted')).toBeVisible();
  });

  await test.step('dark theme', async () => {
    await useTheme(page, 'dark');
    await expect(card(page, 'Your Action Items')).toBeVisible();
    await expectNoA11yViolations(page, '/meeting-notes, dark');
    await shot(page, '07-dark');
    await page.getByRole('button', { name: 'Templates' }).click();
    await expect(dialog(page, 'Meeting Templates').getByRole('article')).toHaveCount(4);
    await expectNoA11yViolations(page, 'the templates dialog, dark');
    await shot(page, '08-templates-dark');
    await page.keyboard.press('Escape');
    await useTheme(page, 'light');
  });

  expect(pageErrors).toEqual([]);
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the action item cards beside the meetings', async ({ page }) => {
    await signUp(page);
    await saveTimeZone(page);
    await postJson(page, '/api/user-action-items', { title: 'Overdue thing', dueDate: kiritimatiDay(-2) });
    await postJson(page, '/api/meeting-notes', {
      title: 'Strategy offsite',
      meetingDate: '2026-02-01T09:00:00Z',
      meetingType: 'strategy',
      notes: 'Goals for the year\nHiring plan',
    });
    await page.goto('/meeting-notes');
    await expect(card(page, 'Overdue Items')).toContainText('Overdue thing');
    const side = (await card(page, 'Your Action Items').boundingBox())!;
    const meetings = (await page.getByRole('article', { name: 'Strategy offsite' }).boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(meetings.x);
    await expectNoA11yViolations(page, '/meeting-notes at 1280');
    await shot(page, '09-desktop');
  });
});
