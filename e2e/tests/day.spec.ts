import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import {
  dialog,
  grantUser,
  layersClosed,
  postJson,
  scrollIntoView,
  shot as screenshot,
  signUp,
  toast,
  useTheme,
} from '../support/screens';

// The founder's day (docs/product.md#home, #journal, #meeting-notes, #notes): one mood a day on one scale, home's
// Today and first-run checklist, meeting action items as real tasks, Back closing sheets, drafts kept on the device,
// notes search by tag, Quick Actions' Admin for administrators only, and nothing under the bottom bar at 360 px.
// axe runs on every state shown, in the page's theme and in dark (support/a11y.ts).

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `day-${name}`, fullPage);
const origin = () => ({ Origin: test.info().project.use.baseURL! });
const today = () => new Date().toISOString().slice(0, 10);
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
/** The toast itself (its buttons are not inside the announcement). */
const toastItem = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
const moods = (scope: Locator | Page, name: string | RegExp) => scope.getByRole('radiogroup', { name });

/** The day's mood as the server holds it (the one every screen shows). */
async function dayMood(page: Page, date = today()) {
  const res = await page.request.get(`/api/wellness?startDate=${date}&endDate=${date}`);
  return ((await res.json()) as { mood: number | null }[])[0]?.mood ?? null;
}

/**
 * Every control in the page's main area can be brought into view clear of the bottom bar and its raised button:
 * scrolled to the nearest position (as focus and scrollIntoView do), the point at its centre is the control itself.
 */
async function controlsUnderTheBar(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const hidden: string[] = [];
    const controls = [...document.querySelectorAll<HTMLElement>('main a, main button, main input, main summary')];
    for (const el of controls) {
      // Shown at all (not in a closed <details>, not display: none or visibility: hidden).
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      el.scrollIntoView({ block: 'nearest' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el === hit || el.contains(hit) || hit.contains(el) || el.closest('label')?.contains(hit)))
        hidden.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" under ${hit?.closest('nav, [class*=bottomnav]') ? 'the bottom bar' : hit?.tagName}`,
        );
    }
    window.scrollTo(0, 0);
    return hidden;
  });
}

test('one mood a day: home, wellness and the journal read and write the same 1–5 mood; an entry may keep its own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);

  await test.step("home: five faces on one scale; 'Good' saves the day's mood", async () => {
    await page.goto('/');
    const picker = moods(section(page, 'Wellness'), 'How do you feel today?');
    await expect(picker.getByRole('radio')).toHaveText(['Awful', 'Low', 'Okay', 'Good', 'Great']);
    await picker.getByRole('radio', { name: 'Good' }).click();
    await expect(toast(page, 'Mood saved')).toBeVisible();
    await expect(picker.getByRole('radio', { name: 'Good' })).toHaveAttribute('aria-checked', 'true');
    expect(await dayMood(page)).toBe(4);
    await expectNoA11yViolations(page, 'home, mood saved');
  });

  await test.step('the wellness page shows the same mood for today', async () => {
    await page.goto('/wellness');
    await expect(moods(page, 'How did you feel?').first().getByRole('radio', { name: 'Good' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  await test.step("a journal entry shows the day's mood by default; choosing another changes the day's", async () => {
    await page.goto('/journal');
    await page.getByRole('button', { name: "Write today's entry" }).click();
    const form = dialog(page, 'New journal entry');
    const picker = moods(form, "The day's mood");
    await expect(picker.getByRole('radio', { name: 'Good' })).toHaveAttribute('aria-checked', 'true');
    await expectNoA11yViolations(page, 'journal entry, the day mood shown');
    await shot(page, '01-journal-day-mood');
    await picker.getByRole('radio', { name: 'Great' }).click();
    await form.getByRole('textbox', { name: /Entry/ }).fill('Shipped the pricing page.');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(toast(page, 'Entry saved')).toBeVisible();
    expect(await dayMood(page)).toBe(5);
    await expect(page.getByRole('list', { name: 'Journal entries' }).getByText('Mood:')).toContainText('Great');
  });

  await test.step("'Only for this entry' keeps a mood on the entry and leaves the day's alone", async () => {
    await page.getByRole('button', { name: "Write today's entry" }).click();
    const form = dialog(page, 'New journal entry');
    await form.getByRole('checkbox', { name: /Only for this entry/ }).check();
    await moods(form, 'Mood of this entry').getByRole('radio', { name: 'Low' }).click();
    await form.getByRole('textbox', { name: /Entry/ }).fill('A hard investor call.');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(toast(page, 'Entry saved')).toBeVisible();
    expect(await dayMood(page)).toBe(5);
    const entries = page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem');
    await expect(entries.filter({ hasText: 'A hard investor call.' })).toContainText('Low (this entry)');
    await expect(entries.filter({ hasText: 'Shipped the pricing page.' })).toContainText('Great');
    await expectNoA11yViolations(page, 'journal with a day mood and an entry mood');
  });

  await test.step('home shows the day mood the journal set', async () => {
    await page.goto('/');
    await expect(
      moods(section(page, 'Wellness'), 'How do you feel today?').getByRole('radio', { name: 'Great' }),
    ).toHaveAttribute('aria-checked', 'true');
  });
});

test("Today at 360 px: today's content with tick and Undo, due action items, the next meeting; nothing under the bar", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page);
  const business = await postJson(page, '/api/businesses', { name: 'Sunrise Bakery' });
  await postJson(page, '/api/content-plans', {
    title: 'Launch reel',
    contentType: 'reel',
    scheduledDate: `${today()}T12:00:00.000Z`,
  });
  await postJson(page, '/api/content-plans', {
    title: 'Pricing post',
    contentType: 'post',
    scheduledDate: `${today()}T15:00:00.000Z`,
  });
  await postJson(page, '/api/action-items', {
    businessId: business.id,
    title: 'Chase the invoice',
    dueDate: dayFrom(-2),
  });
  await postJson(page, '/api/user-action-items', { title: 'Call the bank', dueDate: today(), priority: 'high' });
  await postJson(page, '/api/user-action-items', { title: 'Next week', dueDate: dayFrom(7) });
  await postJson(page, '/api/meeting-notes', {
    businessId: business.id,
    title: 'Investor pitch',
    meetingDate: new Date(Date.now() + 2 * 3600_000).toISOString(),
    duration: 30,
  });
  await page.goto('/');

  await test.step('the first screen is Today: greeting and date once, then the checklist, mood and today', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
    await expect(section(page, 'Get started')).toBeVisible();
    await expect(moods(section(page, 'Wellness'), 'How do you feel today?')).toBeVisible();
    const content = section(page, "Today's Content");
    await expect(content.getByRole('checkbox')).toHaveCount(2);
    const due = section(page, 'Due Today');
    await expect(due.getByRole('checkbox')).toHaveCount(2);
    await expect(due.getByRole('listitem').first()).toContainText('Chase the invoice');
    await expect(due.getByRole('listitem').first()).toContainText(/Sunrise Bakery · Overdue/);
    await expect(due.getByRole('listitem').nth(1)).toContainText('Personal · Due today');
    await expect(section(page, 'Next Meeting')).toContainText('Investor pitch');
    await expect(section(page, 'Next Meeting')).toContainText('Sunrise Bakery');
    // The date is said once (the motivation card no longer repeats it), and the quotes come after Today.
    const date = new Date().toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    await expect(page.getByText(date, { exact: true })).toHaveCount(1);
    await expectNoA11yViolations(page, 'Today, 360 px');
    await shot(page, '02-today-360');
  });

  await test.step("ticking today's content is saved at once, and Undo brings it back", async () => {
    const reel = section(page, "Today's Content").getByRole('checkbox', { name: /Launch reel/ });
    await reel.check();
    await expect(toast(page, 'Launch reel done')).toBeVisible();
    await expect(reel).toBeChecked();
    await toastItem(page, 'Launch reel done').getByRole('button', { name: 'Undo' }).click();
    await expect(reel).not.toBeChecked();
    const plans = await (await page.request.get(`/api/content-plans?from=${today()}&to=${today()}`)).json();
    expect(plans.find((p: { title: string }) => p.title === 'Launch reel').isCompleted).toBe(false);
  });

  await test.step('ticking a due action item completes it (a personal one here) and it leaves the list', async () => {
    const due = section(page, 'Due Today');
    // click, not check(): the ticked item leaves the list, where check() would look for it to confirm the tick.
    await due.getByRole('checkbox', { name: /Call the bank/ }).click();
    await expect(toast(page, 'Call the bank done')).toBeVisible();
    await expect(due.getByRole('checkbox')).toHaveCount(1);
    const items = await (await page.request.get('/api/user-action-items')).json();
    expect(items.find((i: { title: string }) => i.title === 'Call the bank').status).toBe('completed');
  });

  await test.step('nothing on home sits under the bottom bar or its raised button at 360 px, light and dark', async () => {
    await expect(page.locator('.fjh-plan-slot')).toBeAttached();
    expect(await controlsUnderTheBar(page)).toEqual([]);
    await shot(page, '03-home-360-light', true);
    await useTheme(page, 'dark');
    await expect(section(page, "Today's Content")).toBeVisible();
    // Today's Motivation: white on the brand gradient in dark too (it was dark navy on indigo).
    // Below Today, widgets load as they near the screen.
    await scrollIntoView(section(page, "Today's Motivation"));
    const motivation = page.locator('.fjh-motivation__line');
    await expect(motivation).toBeVisible();
    await expect(motivation).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoA11yViolations(page, 'home, dark, 360 px');
    await shot(page, '04-home-360-dark', true);
    await useTheme(page, 'light');
  });

  await test.step('390 and 1280 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section(page, 'Due Today')).toBeVisible();
    await shot(page, '05-today-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(section(page, 'Due Today')).toBeVisible();
    await expectNoA11yViolations(page, 'Today, 1280 px');
    await shot(page, '06-today-1280');
  });
});

test('first-run checklist: each step ticks itself from real data; hidden on this device is hidden on every device', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page);
  await page.goto('/');
  const checklist = section(page, 'Get started');

  await test.step('a new account sees five steps to do', async () => {
    await expect(checklist).toContainText('0 of 5 done');
    await expect(checklist.getByRole('listitem')).toHaveText([
      /Add your business.*\(to do/,
      /Record a metric.*\(to do/,
      /Log today's mood.*\(to do/,
      /Plan a post.*\(to do/,
      /Connect an account.*\(to do/,
    ]);
    await expect(checklist.getByRole('link', { name: /Connect an account/ })).toHaveAttribute('href', '/social-media');
    await expectNoA11yViolations(page, 'the first-run checklist');
    await shot(page, '07-checklist-new');
  });

  await test.step('steps tick themselves: a business, a metric, a post, and the mood logged right here', async () => {
    const business = await postJson(page, '/api/businesses', { name: 'Sunrise Bakery' });
    await postJson(page, '/api/business-metrics', { businessId: business.id, date: today(), revenue: 120, clients: 3 });
    await postJson(page, '/api/content-plans', { title: 'First post', contentType: 'post' });
    await page.reload();
    await expect(checklist).toContainText('3 of 5 done');
    await checklist.getByRole('button', { name: /Log today's mood/ }).click();
    await expect(moods(section(page, 'Wellness'), 'How do you feel today?').getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Mood saved')).toBeVisible();
    await page.reload();
    await expect(checklist).toContainText('4 of 5 done');
    await expect(checklist.getByRole('listitem').nth(2)).toContainText("Log today's mood (done)");
    await shot(page, '08-checklist-ticked');
  });

  await test.step('Hide: stored on the server, so another device does not show it either', async () => {
    await checklist.getByRole('button', { name: 'Hide this checklist' }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(section(page, "Today's Content")).toBeVisible();
    await expect(section(page, 'Get started')).toHaveCount(0);
    const phone = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const other = await phone.newPage();
    const signIn = await other.request.post('/api/auth/login', {
      data: { email, password: 'launch2026' },
      headers: origin(),
    });
    expect(signIn.status()).toBe(200);
    await other.goto('/');
    await expect(section(other, "Today's Content")).toBeVisible();
    await expect(section(other, 'Get started')).toHaveCount(0);
    await phone.close();
  });
});

test("a meeting's action items are real action items: in the Actions tab and the personal list, ticked both ways, kept on edit", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page);
  const business = await postJson(page, '/api/businesses', { name: 'Sunrise Bakery' });
  await page.goto(`/business/${business.id}`);
  const tab = async (name: string) => {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  };

  await test.step('three lines typed into a business meeting become three action items of the business', async () => {
    await page.getByRole('button', { name: 'Log Meeting' }).click();
    const form = dialog(page, 'New Meeting');
    await form.getByLabel('Title').fill('Client sync');
    await form.getByLabel('Date and time').fill(`${today()}T09:30`);
    await form.getByLabel('Action items').fill('Send the proposal\nBook a demo\nShare notes');
    await expectNoA11yViolations(page, 'a meeting with action items');
    await form.getByRole('button', { name: 'Save Meeting' }).click();
    await expect(toast(page, 'Meeting Notes Saved')).toBeVisible();
    await tab('Actions');
    const items = page.locator('.fjb-check');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: 'Book a demo' })).toContainText('From Client sync');
    await items.filter({ hasText: 'Book a demo' }).getByRole('checkbox').check();
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expectNoA11yViolations(page, 'the Actions tab with meeting items');
    await shot(page, '09-actions-from-meeting');
  });

  await test.step('the meeting shows which are done, ticks them too, and an edit keeps them linked without duplicates', async () => {
    await tab('Meetings');
    const card = page.getByRole('article', { name: 'Client sync' });
    await expect(card).toContainText('Action items (1 of 3 done)');
    await expect(card.getByRole('checkbox', { name: 'Book a demo' })).toBeChecked();
    await card.getByRole('checkbox', { name: 'Share notes' }).check();
    await expect(toast(page, 'Share notes done')).toBeVisible();
    await expect(card).toContainText('Action items (2 of 3 done)');
    await shot(page, '10-meeting-items');
    await card.getByRole('button', { name: 'Client sync' }).click();
    const sheet = dialog(page, 'Client sync');
    await sheet.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Meeting');
    await expect(edit.getByLabel('Action items')).toHaveValue('Send the proposal\nBook a demo\nShare notes');
    await edit.getByLabel('Action items').fill('Send the proposal\nBook a demo\nShare notes\nOrder samples');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Meeting Updated')).toBeVisible();
    await expect(card).toContainText('Action items (2 of 4 done)');
    await tab('Actions');
    await expect(page.locator('.fjb-check')).toHaveCount(4);
    await expect(page.locator('.fjb-check--done')).toHaveCount(2);
  });

  await test.step("a personal meeting's lines are the person's action items", async () => {
    await layersClosed(page); // the edit dialog's history entry is gone before the next page load
    await page.goto('/meeting-notes');
    await page.getByRole('button', { name: 'New Meeting' }).click();
    const form = dialog(page, 'Create New Meeting');
    await form.getByLabel('Title').fill('Mentor call');
    await form.getByLabel('Date and time').fill(`${today()}T08:00`);
    await form.getByLabel('Action items').fill('Read the deck');
    await form.getByRole('button', { name: 'Create Meeting' }).click();
    await expect(toast(page, 'Meeting note created successfully')).toBeVisible();
    const yours = page.getByRole('region', { name: /^Your Action Items/ });
    await expect(yours).toContainText('Read the deck');
    await expect(yours).toContainText('From Mentor call');
    await expectNoA11yViolations(page, 'personal action items from a meeting');
  });
});

test('Back closes the sheet, not the page; unsaved drafts are offered again after Back or a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page);

  await test.step('journal: Back closes the new entry; the text comes back with Restore your draft?', async () => {
    await page.goto('/journal');
    await page.getByRole('button', { name: "Write today's entry" }).click();
    const form = dialog(page, 'New journal entry');
    await form.getByRole('textbox', { name: /Entry/ }).fill('Half a thought about pricing');
    await page.goBack();
    await expect(form).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/journal');
    await page.reload();
    await page.getByRole('button', { name: "Write today's entry" }).click();
    const prompt = form.getByRole('group', { name: 'Restore your draft?' });
    await expect(prompt).toBeVisible();
    await expectNoA11yViolations(page, 'Restore your draft?');
    await shot(page, '11-restore-draft');
    await prompt.getByRole('button', { name: 'Restore' }).click();
    await expect(form.getByRole('textbox', { name: /Entry/ })).toHaveValue('Half a thought about pricing');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(toast(page, 'Entry saved')).toBeVisible();
    await page.getByRole('button', { name: "Write today's entry" }).click();
    await expect(form.getByRole('group', { name: 'Restore your draft?' })).toHaveCount(0);
    await page.goBack();
    await expect(form).toBeHidden();
  });

  await test.step('notes: Back closes the form; Create Note stays above the bottom bar at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/notes');
    await page.getByRole('button', { name: 'New Note' }).first().click();
    const editor = page.getByRole('region', { name: 'New Note' });
    await editor.getByLabel('Title').fill('Supplier list');
    await editor.getByLabel('Content').fill('Flour, butter');
    const create = editor.getByRole('button', { name: 'Create Note' });
    await expect(create).toBeInViewport();
    const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect((await create.boundingBox())!.y + (await create.boundingBox())!.height).toBeLessThanOrEqual(bar.y - 28);
    await shot(page, '12-notes-create-360');
    await page.goBack();
    await expect(editor).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/notes');
    await page.getByRole('button', { name: 'New Note' }).first().click();
    await editor.getByRole('button', { name: 'Restore' }).click();
    await expect(editor.getByLabel('Title')).toHaveValue('Supplier list');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  await test.step('content plan and meeting notes keep their drafts the same way', async () => {
    await page.goto('/content-plan');
    await page.getByRole('button', { name: 'Add New' }).first().click();
    const plan = dialog(page, 'Add New');
    await plan.getByLabel('Title').fill('Behind the scenes');
    await page.goBack();
    await expect(plan).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/content-plan');
    await page.getByRole('button', { name: 'Add New' }).first().click();
    await plan.getByRole('button', { name: 'Restore' }).click();
    await expect(plan.getByLabel('Title')).toHaveValue('Behind the scenes');

    await page.goto('/meeting-notes');
    await page.getByRole('button', { name: 'New Meeting' }).click();
    const meeting = dialog(page, 'Create New Meeting');
    await meeting.getByLabel('Title').fill('Board prep');
    await page.goBack();
    await expect(meeting).toBeHidden();
    await page.getByRole('button', { name: 'New Meeting' }).click();
    await meeting.getByRole('button', { name: 'Restore' }).click();
    await expect(meeting.getByLabel('Title')).toHaveValue('Board prep');
  });
});

test("notes search matches tags and '#tag' filters by tag; the count says '1 note'", async ({ page }) => {
  await signUp(page);
  await postJson(page, '/api/notes', { title: 'Pricing page', content: 'Three tiers', tags: ['pricing'] });
  await postJson(page, '/api/notes', {
    title: 'Call with the mill',
    content: 'Margins',
    tags: ['pricing', 'suppliers'],
  });
  await postJson(page, '/api/notes', { title: 'Hiring', content: 'A baker', tags: [] });
  await page.goto('/notes');
  const notes = page.getByRole('list', { name: 'Notes' }).getByRole('listitem');
  const search = page.getByRole('searchbox', { name: 'Search notes' });
  await search.fill('pricing');
  await expect(notes).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: /^2 notes$/ })).toBeAttached();
  await search.fill('#suppliers');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText('Call with the mill');
  await expect(page.getByRole('status').filter({ hasText: /^1 note$/ })).toBeAttached();
  await expectNoA11yViolations(page, 'notes filtered by #tag');
  await shot(page, '13-notes-tag-search');
});

test("Quick Actions' Admin is for administrators only; business names over the limit are said inline", async ({
  page,
}) => {
  const email = await signUp(page);
  await page.goto('/');
  const actions = section(page, 'Quick Actions');
  await scrollIntoView(actions);
  await expect(actions.getByRole('link', { name: /Community/ })).toBeVisible();
  await expect(actions.getByRole('link', { name: /Admin/ })).toHaveCount(0);
  await grantUser(email, { isAdmin: true });
  await page.reload();
  await scrollIntoView(section(page, 'Quick Actions'));
  await expect(section(page, 'Quick Actions').getByRole('link', { name: /Admin/ })).toHaveAttribute('href', '/admin');

  await page.goto('/businesses');
  await page.getByRole('button', { name: 'New Business' }).click();
  const form = dialog(page, 'New Business');
  const name = 'A'.repeat(104);
  await form.getByLabel(/Business name/).fill(name);
  await expect(form.getByLabel(/Business name/)).toHaveValue(name);
  await expect(form.getByText('A business name is at most 100 characters (this one has 104)')).toBeVisible();
  await expectNoA11yViolations(page, 'a business name over the limit');
  await form.getByRole('button', { name: 'Create Business' }).click();
  await expect(form).toBeVisible();
  expect(await (await page.request.get('/api/businesses')).json()).toEqual([]);
});
