import { devices, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { shot as screenshot, signUp, toast, useTheme } from '../support/screens';

// Teams end to end with two real people in two browser contexts (docs/product.md#teams): Alice creates a team and
// copies its code, Bruno joins with it and sees neither the code nor Settings, Alice makes him an admin and he sees the
// code; goals and their progress; leaving, removing, handing the team over and deleting it. Phone (390×844) light, then
// a desktop (1280×800) light and dark. axe on every state shown.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `teams-${name}`, fullPage);
const origin = () => ({ origin: test.info().project.use.baseURL! });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const confirmDialog = (page: Page, name: string) => page.getByRole('alertdialog', { name });
const card = (page: Page, team: string) => page.getByRole('listitem', { name: team });
const goalCard = (page: Page, goal: string) =>
  page.locator('.fjt-goal').filter({ has: page.getByRole('button', { name: goal, exact: true }) });

/** A signed-up person in their own browser context (own cookies), allowed to use the clipboard. */
async function person(browser: Browser, firstName: string, viewport = { width: 390, height: 844 }) {
  const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 7'];
  const context = await browser.newContext({
    ...phone,
    viewport,
    baseURL: test.info().project.use.baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = await signUp(page, firstName);
  return { page, email, errors, close: () => context.close() };
}

async function api(page: Page, method: 'post' | 'patch', path: string, data: object) {
  const res = await page.request[method](path, { data, headers: origin() });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function chooseRole(page: Page, member: string, role: string) {
  await page.getByRole('combobox', { name: `Role of ${member}` }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

const codeOf = (locator: Locator) => locator.locator('.fjt-code__value').innerText();

test('teams with two people: share a code, join, roles, settings, goals, leave, remove, hand over, delete', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const alice = await person(browser, 'Alice');
  const bruno = await person(browser, 'Bruno');
  const a = alice.page;
  const b = bruno.page;
  let code = '';

  await test.step('empty: No Teams Yet', async () => {
    await a.goto('/teams');
    await expect(a.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
    await expect(a.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();
    await expectNoA11yViolations(a, '/teams, empty');
    await shot(a, '01-empty');
  });

  await test.step('Create Team says why inline (and the spec toast for the name); then the team is created', async () => {
    await a.getByRole('button', { name: 'Create Team' }).click();
    const form = dialog(a, 'Create Team');
    const name = form.getByRole('textbox', { name: 'Team name' });
    await expect(name).toBeFocused();
    await expect(form.getByRole('spinbutton', { name: 'Max members' })).toHaveValue('10');
    await form.getByRole('spinbutton', { name: 'Max members' }).fill('51');
    await form.getByRole('button', { name: 'Create Team' }).click();
    await expect(toast(a, 'Team Name Required')).toBeVisible();
    await expect(form.getByText('Please enter a team name')).toBeVisible();
    await expect(form.getByText('Max members must be a whole number from 2 to 50')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(a, 'the Create Team form with inline errors');
    await shot(a, '02-create-required');

    await name.fill('Launch Crew');
    await form.getByLabel('Description (optional)').fill('Ship something every Friday.');
    await form.getByRole('spinbutton', { name: 'Max members' }).fill('5');
    await form.getByRole('button', { name: 'Create Team' }).click();
    await expect(toast(a, 'Team Created')).toBeVisible();
    await expect(form).toBeHidden();
    const team = card(a, 'Launch Crew');
    await expect(team).toContainText('Owner');
    await expect(team).toContainText('1/5 members');
    await expect(team).toContainText('Ship something every Friday.');
    code = await codeOf(team);
    expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  });

  await test.step('copy the invite code: Copied!, the clipboard holds it, the tick resets after 2 s', async () => {
    const copy = card(a, 'Launch Crew').getByRole('button', { name: 'Copy invite code of Launch Crew' });
    await copy.click();
    await expect(toast(a, 'Invite code copied to clipboard')).toBeVisible();
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const copied = card(a, 'Launch Crew').getByRole('button', { name: 'Invite code copied' });
    await expect(copied).toBeVisible();
    await expectNoA11yViolations(a, '/teams with a team, code copied');
    await shot(a, '03-team-copied');
    await expect(copied).toBeHidden({ timeout: 3000 });
    await expect(copy).toBeVisible();
  });

  await test.step('Chat is Premium: a Free account gets the Premium Feature toast and stays', async () => {
    await card(a, 'Launch Crew').getByRole('button', { name: /^Chat/ }).click();
    await expect(toast(a, 'Team chat requires Founder Journal Premium')).toBeVisible();
    await expect(toast(a, 'Premium Feature')).toBeVisible();
    await expect(a).toHaveURL(/\/teams$/);
  });

  await test.step('Bruno: a blank code and a wrong code say why; the real one (typed in lower case) joins', async () => {
    await b.goto('/teams');
    await b.getByRole('button', { name: 'Join Team' }).click();
    const form = dialog(b, 'Join Team');
    await form.getByRole('button', { name: 'Join Team' }).click();
    await expect(toast(b, 'Invite Code Required')).toBeVisible();
    await expect(form.getByText('Please enter an invite code')).toBeVisible();
    await form.getByRole('textbox', { name: 'Invite code' }).fill('ZZZZ ZZZZ');
    await form.getByRole('button', { name: 'Join Team' }).click();
    await expect(toast(b, 'Join Failed')).toBeVisible();
    await expect(toast(b, 'No team found for that invite code')).toBeVisible();
    await expectNoA11yViolations(b, 'the Join Team form after a wrong code');
    await shot(b, '04-join-failed');
    await form.getByRole('textbox', { name: 'Invite code' }).fill(code.toLowerCase());
    await form.getByRole('button', { name: 'Join Team' }).click();
    await expect(toast(b, 'Team Joined')).toBeVisible();
    const team = card(b, 'Launch Crew');
    await expect(team).toContainText('Member');
    await expect(team).toContainText('2/5 members');
  });

  await test.step('Bruno, a member, sees no invite code and no Settings; the settings page says he has no access', async () => {
    const team = card(b, 'Launch Crew');
    await expect(team.getByText(code)).toHaveCount(0);
    await expect(b.locator('body')).not.toContainText(code);
    await expect(team.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(team.getByRole('link', { name: 'Goals' })).toBeVisible();
    await expectNoA11yViolations(b, '/teams as a member');
    await shot(b, '05-member-card');
    const teamId = (await team.getByRole('link', { name: 'Goals' }).getAttribute('href'))!.split('/')[2];
    await b.goto(`/teams/${teamId}/settings`);
    await expect(b.getByRole('heading', { name: "You do not have access to this team's settings" })).toBeVisible();
    await expectNoA11yViolations(b, 'team settings, no access');
    await shot(b, '06-settings-no-access');
    await b.getByRole('link', { name: 'Back to My Teams' }).click();
    await expect(b).toHaveURL(/\/teams$/);
  });

  await test.step('goals: Alice creates one; Bruno, a member, adds progress and completes it', async () => {
    await card(a, 'Launch Crew').getByRole('link', { name: 'Goals' }).click();
    await expect(a.getByRole('heading', { level: 1, name: 'Team Goals' })).toBeVisible();
    await expect(a.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
    await a.getByRole('button', { name: 'New Goal' }).click();
    const form = dialog(a, 'New Goal');
    await form.getByRole('button', { name: 'Create Goal' }).click();
    await expect(form.getByText('Please enter a title for the goal')).toBeVisible();
    await expect(form.getByText('The target must be a whole number of at least 1')).toBeVisible();
    await expectNoA11yViolations(a, 'the New Goal form with inline errors');
    await form.getByRole('textbox', { name: 'Goal' }).fill('Sign 10 new clients');
    await form.getByRole('spinbutton', { name: 'Target' }).fill('10');
    await form.getByLabel('Due date (optional)').fill('2030-06-30');
    await form.getByRole('button', { name: 'Create Goal' }).click();
    await expect(toast(a, 'Goal Created')).toBeVisible();
    await expect(goalCard(a, 'Sign 10 new clients')).toContainText('0 of 10');
    await expect(goalCard(a, 'Sign 10 new clients')).toContainText('Due Jun 30, 2030');

    await card(b, 'Launch Crew').getByRole('link', { name: 'Goals' }).click();
    const goal = goalCard(b, 'Sign 10 new clients');
    await expect(goal).toBeVisible();
    await expect(b.getByRole('button', { name: 'New Goal' })).toHaveCount(0);
    await goal.getByRole('button', { name: 'Add 1 to Sign 10 new clients' }).click();
    await expect(goal).toContainText('1 of 10');
    await goal.getByRole('button', { name: 'Update' }).click();
    const progress = dialog(b, 'Update Progress');
    await progress.getByRole('spinbutton', { name: 'Progress' }).fill('7');
    await progress.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(b, 'Progress Updated')).toBeVisible();
    await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
    await expectNoA11yViolations(b, 'team goals as a member');
    await shot(b, '07-goals-member');
    // A member's goal sheet has no Edit or Delete.
    await goal.getByRole('button', { name: 'Sign 10 new clients', exact: true }).click();
    const sheet = dialog(b, 'Sign 10 new clients');
    await expect(sheet).toContainText('Added by');
    await expect(sheet).toContainText('Alice');
    await expect(sheet.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await b.keyboard.press('Escape');
    await goal.getByRole('button', { name: 'Complete' }).click();
    await expect(toast(b, 'Goal Completed')).toBeVisible();
    await expect(b.getByRole('heading', { name: 'Completed (1)' })).toBeVisible();
    await expect(goal).toContainText('Completed');

    await a.reload();
    await expect(a.getByRole('heading', { name: 'Completed (1)' })).toBeVisible();
    await expect(goalCard(a, 'Sign 10 new clients')).toContainText('7 of 10');
    await expectNoA11yViolations(a, 'team goals as the owner');
    await shot(a, '08-goals-owner', true);
  });

  await test.step('Alice makes Bruno an admin in Settings; now he sees the code and Settings', async () => {
    await a.goto('/teams');
    await card(a, 'Launch Crew').getByRole('link', { name: 'Settings' }).click();
    await expect(a.getByRole('heading', { level: 1, name: 'Team Settings' })).toBeVisible();
    await expect(a.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
    await expectNoA11yViolations(a, 'team settings as the owner');
    await shot(a, '09-settings-owner', true);
    await chooseRole(a, 'Bruno', 'Admin');
    await expect(toast(a, 'Bruno is now an admin.')).toBeVisible();
    await expect(a.getByRole('combobox', { name: 'Role of Bruno' })).toHaveText(/Admin/);

    await b.goto('/teams');
    const team = card(b, 'Launch Crew');
    await expect(team).toContainText('Admin');
    expect(await codeOf(team)).toBe(code);
    await expect(team.getByRole('link', { name: 'Settings' })).toBeVisible();
  });

  await test.step('settings: rename, make public; a new code replaces the old one', async () => {
    const details = a.locator('form').filter({ has: a.getByRole('textbox', { name: 'Team name' }) });
    await details.getByRole('textbox', { name: 'Team name' }).fill('Launch Crew HQ');
    await details.getByRole('switch', { name: /Public team/ }).click();
    await details.getByRole('spinbutton', { name: 'Max members' }).fill('1');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(details.getByText('Max members must be a whole number from 2 to 50')).toBeVisible();
    await details.getByRole('spinbutton', { name: 'Max members' }).fill('6');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(a, 'Team Updated')).toBeVisible();
    await expect(a.getByRole('heading', { name: 'Members (2/6)' })).toBeVisible();

    await a.getByRole('button', { name: 'New invite code' }).click();
    const replace = confirmDialog(a, 'Replace the invite code?');
    await expectNoA11yViolations(a, 'replace the invite code, confirmation');
    await replace.getByRole('button', { name: 'Replace code' }).click();
    await expect(toast(a, 'Invite Code Replaced')).toBeVisible();
    // The toast names the new code as soon as the server answers; the card shows it once the team has refetched.
    await expect(a.locator('.fjt-code__value')).not.toHaveText(code);
    code = await codeOf(a.locator('.fjt-code'));
    await expect(toast(a, `The new code is ${code}.`)).toBeVisible();
    await a.goto('/teams');
    await expect(card(a, 'Launch Crew HQ').getByText('Public')).toBeVisible();
  });

  await test.step('Bruno (admin) leaves; rejoins; Alice removes him', async () => {
    await b.goto('/teams');
    await card(b, 'Launch Crew HQ').getByRole('link', { name: 'Settings' }).click();
    await b.getByRole('button', { name: 'Leave team' }).click();
    await confirmDialog(b, 'Leave Launch Crew HQ?').getByRole('button', { name: 'Leave team' }).click();
    await expect(toast(b, 'Left Team')).toBeVisible();
    await expect(b).toHaveURL(/\/teams$/);
    await expect(b.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();

    await api(b, 'post', '/api/teams/join', { inviteCode: code });
    await a.goto('/teams');
    await card(a, 'Launch Crew HQ').getByRole('link', { name: 'Settings' }).click();
    await a.getByRole('button', { name: 'Remove Bruno' }).click();
    const remove = confirmDialog(a, 'Remove Bruno from Launch Crew HQ?');
    await expectNoA11yViolations(a, 'remove a member, confirmation');
    await shot(a, '10-remove-confirm');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(a, 'Member Removed')).toBeVisible();
    await expect(a.getByRole('heading', { name: 'Members (1/6)' })).toBeVisible();
    await b.reload();
    await expect(b.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();
  });

  await test.step('Alice hands the team to Bruno and leaves; Bruno deletes it by typing its name', async () => {
    await api(b, 'post', '/api/teams/join', { inviteCode: code });
    await a.reload();
    await expect(a.getByText('Transfer ownership to another member before leaving the team')).toBeVisible();
    await a.getByRole('button', { name: 'Make Bruno the owner' }).click();
    await confirmDialog(a, 'Make Bruno the owner?').getByRole('button', { name: 'Transfer ownership' }).click();
    await expect(toast(a, 'Ownership Transferred')).toBeVisible();
    await expect(a.getByRole('button', { name: 'Leave team' })).toBeVisible();
    await a.getByRole('button', { name: 'Leave team' }).click();
    await confirmDialog(a, 'Leave Launch Crew HQ?').getByRole('button', { name: 'Leave team' }).click();
    await expect(a.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();

    await b.reload();
    await expect(card(b, 'Launch Crew HQ')).toContainText('Owner');
    await card(b, 'Launch Crew HQ').getByRole('link', { name: 'Settings' }).click();
    await b.getByRole('button', { name: 'Delete team' }).click();
    const confirm = confirmDialog(b, 'Delete Launch Crew HQ?');
    const button = confirm.getByRole('button', { name: 'Delete team' });
    await expect(button).toBeDisabled();
    await confirm.getByLabel('Type Launch Crew HQ to confirm').fill('Launch Crew HQ');
    await expectNoA11yViolations(b, 'delete the team, confirmation');
    await shot(b, '11-delete-confirm');
    await button.click();
    await expect(toast(b, 'Team Deleted')).toBeVisible();
    await expect(b.getByRole('heading', { name: 'No Teams Yet' })).toBeVisible();
  });

  expect(alice.errors).toEqual([]);
  expect(bruno.errors).toEqual([]);
  await alice.close();
  await bruno.close();
});

test('teams on a desktop (1280×800), light and dark: a card grid, goals in two columns, settings', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await person(browser, 'Dana', { width: 1280, height: 800 });
  const page = owner.page;
  const teams = [];
  for (const [name, description] of [
    ['Growth Guild', 'Weekly growth experiments and a shared pipeline.'],
    ['Design Circle', null],
    ['Founders Friday', 'Accountability for solo founders.'],
  ] as const) {
    teams.push(
      await api(page, 'post', '/api/teams', {
        name,
        ...(description ? { description } : {}),
        maxMembers: 12,
        isPublic: name === 'Design Circle',
      }),
    );
  }
  const teamId = teams[0].id as string;
  await api(page, 'post', `/api/teams/${teamId}/goals`, {
    title: 'Run 12 experiments',
    targetValue: 12,
    currentValue: 9,
    dueDate: '2030-03-31',
  });
  await api(page, 'post', `/api/teams/${teamId}/goals`, {
    title: 'Publish the playbook',
    targetValue: 1,
    dueDate: '2020-01-15',
  });
  const done = await api(page, 'post', `/api/teams/${teamId}/goals`, {
    title: 'Book the offsite',
    targetValue: 1,
    currentValue: 1,
  });
  await api(page, 'patch', `/api/teams/${teamId}/goals/${done.id}`, { completed: true });

  await page.goto('/teams');
  await expect(page.getByRole('listitem', { name: 'Founders Friday' })).toBeVisible();
  const first = (await page.getByRole('listitem', { name: 'Founders Friday' }).boundingBox())!;
  const second = (await page.getByRole('listitem', { name: 'Design Circle' }).boundingBox())!;
  expect(Math.abs(first.y - second.y)).toBeLessThan(2); // side by side
  await expectNoA11yViolations(page, '/teams on a desktop');
  await shot(page, '20-desktop-teams');

  await page.goto(`/teams/${teamId}/goals`);
  await expect(goalCard(page, 'Publish the playbook')).toContainText('Overdue');
  await expectNoA11yViolations(page, 'team goals on a desktop');
  await shot(page, '21-desktop-goals');
  await page.goto(`/teams/${teamId}/settings`);
  await expect(page.getByRole('heading', { name: 'Members (1/12)' })).toBeVisible();
  await shot(page, '22-desktop-settings');

  await useTheme(page, 'dark');
  await page.goto('/teams');
  await expect(page.getByRole('listitem', { name: 'Growth Guild' })).toBeVisible();
  await expectNoA11yViolations(page, '/teams on a desktop, dark');
  await shot(page, '23-desktop-teams-dark');
  await page.goto(`/teams/${teamId}/goals`);
  await expect(goalCard(page, 'Run 12 experiments')).toContainText('9 of 12');
  await expectNoA11yViolations(page, 'team goals, dark');
  await shot(page, '24-desktop-goals-dark');
  await page.goto(`/teams/${teamId}/settings`);
  await expect(page.getByRole('heading', { name: 'Members (1/12)' })).toBeVisible();
  await expectNoA11yViolations(page, 'team settings, dark');
  await shot(page, '25-desktop-settings-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/teams/${teamId}/goals`);
  await expect(goalCard(page, 'Run 12 experiments')).toBeVisible();
  await shot(page, '26-phone-goals-dark', true);
  expect(owner.errors).toEqual([]);
  await owner.close();
});
