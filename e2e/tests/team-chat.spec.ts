import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { grantUser, postJson, shot as screenshot, signUp, useTheme } from '../support/screens';

// Team chat end to end (docs/product.md#team-chat) with three people in three browser contexts: Alice and Bruno
// (Premium) chat in real time, end-to-end encrypted, through the BFF; Carla (Free) gets the Premium toast and stays on
// My Teams; Bruno is removed and his screen stops: he cannot read what Alice writes next (her browser rotates the team
// key first). Phone 390×844 light, dark; desktop 1280×800. axe on every state shown.

const shot = (page: Page, name: string) => screenshot(page, `team-chat-${name}`);
const origin = () => ({ origin: test.info().project.use.baseURL! });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function person(
  browser: Browser,
  firstName: string,
  { premium = true, viewport = { width: 390, height: 844 } } = {},
) {
  const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 7'];
  const context = await browser.newContext({ ...phone, viewport, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = await signUp(page, firstName);
  if (premium) await grantUser(email);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  return { page, email, id: me.id, errors, close: () => context.close() };
}

test('two Premium teammates chat in real time, end-to-end encrypted; Free gets the toast; a removed member reads nothing new', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const alice = await person(browser, 'Alice');
  const bruno = await person(browser, 'Bruno');
  const carla = await person(browser, 'Carla', { premium: false });
  const a = alice.page;
  const b = bruno.page;
  const team = await postJson<{ id: string; inviteCode: string }>(a, '/api/teams', { name: 'Launch Crew' });
  for (const p of [b, carla.page]) await postJson(p, '/api/teams/join', { inviteCode: team.inviteCode });
  const chatUrl = `/teams/${team.id}/chat`;

  await test.step('Free: the Premium toast on My Teams, no navigation; the chat URL itself explains and offers the upgrade', async () => {
    const c = carla.page;
    await c.goto('/teams');
    await c.getByRole('listitem', { name: 'Launch Crew' }).getByRole('button', { name: /^Chat/ }).click();
    await expect(toast(c, 'Team chat requires Founder Journal Premium')).toBeVisible();
    await expect(c).toHaveURL(/\/teams$/);
    await c.goto(chatUrl);
    await expect(c.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
    await expect(c.getByRole('link', { name: /Upgrade to Premium/ })).toBeVisible();
    expect((await c.request.get(`/api/teams/${team.id}/messages`)).status()).toBe(403);
    await expectNoA11yViolations(c, '/teams/:id/chat, Free');
    await shot(c, '01-free');
  });

  await test.step('both open the chat: the owner signs the member list and makes the team key, and shares it with Bruno as soon as his device registers', async () => {
    await a.goto(chatUrl);
    await expect(a.getByRole('heading', { level: 1, name: 'Team Chat' })).toBeVisible();
    await expect(a.getByText('No messages yet. Say hello to your team.')).toBeVisible();
    await expect(composer(a)).toBeEnabled();
    await expect(a.getByText('End-to-end encrypted · Verified')).toBeVisible(); // alone: only her own device
    // The first chat offers the key backup; 'Later' asks again in a week.
    await a.getByRole('button', { name: 'Later' }).click();
    // The composer has the bottom of the screen: no bottom navigation inside the chat on a phone (Back leaves).
    await expect(a.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const input = (await composer(a).boundingBox())!;
    expect(input.y + input.height).toBeLessThanOrEqual(a.viewportSize()!.height);
    await b.goto(chatUrl);
    await expect(composer(b)).toBeEnabled({ timeout: 15_000 });
    await expect(b.getByText('Waiting for a teammate to share the encryption key')).toHaveCount(0);
    // Each first saw the other's device now, without comparing codes.
    await expect(a.getByText('End-to-end encrypted · Not verified yet')).toBeVisible();
    await expectNoA11yViolations(a, '/teams/:id/chat, empty');
  });

  await test.step('messages arrive in real time both ways: Enter sends, Shift+Enter is a new line; typing shows', async () => {
    await composer(a).fill('Hello Bruno — launch is on Friday');
    await composer(a).press('Enter');
    await expect(log(b).getByText('Hello Bruno — launch is on Friday')).toBeVisible();
    await expect(log(b).getByText('Alice', { exact: true })).toBeVisible();
    await expect(log(a).locator('.fjc-msg--own').getByText('Sent')).toBeVisible();
    await composer(b).pressSequentially('Great');
    await expect(a.getByText('Bruno is typing…')).toBeVisible();
    await composer(b).press('Shift+Enter');
    await composer(b).pressSequentially('I will prepare the deck');
    await expect(composer(b)).toHaveValue('Great\nI will prepare the deck');
    await composer(b).press('Enter');
    await expect(composer(b)).toHaveValue('');
    await expect(log(a).getByText(/Great\s+I will prepare the deck/)).toBeVisible();
    await expect(log(a).getByText('Today')).toBeVisible();
    // What the server holds is ciphertext: the history through the BFF has no text in it.
    const history = await (await a.request.get(`/api/teams/${team.id}/messages`)).text();
    expect(history).not.toContain('launch');
    expect(history).not.toContain('deck');
    await expectNoA11yViolations(a, '/teams/:id/chat, messages');
    await expectNoA11yViolations(b, '/teams/:id/chat, messages (other member)');
    await shot(a, '02-chat-light');
  });

  await test.step('safety codes match on both screens; the backup form says what it needs', async () => {
    await a.getByRole('button', { name: 'Encryption' }).click();
    const dialogA = a.getByRole('dialog', { name: 'Encryption' });
    await expect(dialogA.getByRole('heading', { name: 'Safety codes' })).toBeVisible();
    await expect(dialogA.locator('li', { hasText: 'Bruno' }).locator('code')).toHaveText(/^\d{5} \d{5} \d{5} \d{5}$/);
    const brunoCodeOnA = await dialogA.locator('li', { hasText: 'Bruno' }).locator('code').innerText();
    expect(brunoCodeOnA).toMatch(/^\d{5} \d{5} \d{5} \d{5}$/);
    await b.getByRole('button', { name: 'Encryption' }).click();
    await expect(
      b.getByRole('dialog', { name: 'Encryption' }).locator('li', { hasText: 'You' }).locator('code'),
    ).toHaveText(brunoCodeOnA);
    await dialogA.getByRole('button', { name: 'Back up keys' }).click();
    await expect(dialogA.getByText('Use at least 14 characters, or generate a recovery key')).toBeVisible();
    await dialogA.getByRole('button', { name: 'Generate a recovery key' }).click();
    await expect(dialogA.getByLabel(/Passphrase/)).toHaveValue(/^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/);
    await dialogA.getByLabel(/Passphrase/).fill('a long passphrase for the crew');
    await dialogA.getByRole('button', { name: 'Back up keys' }).click();
    await expect(toast(a, 'Keys Backed Up')).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(a, '/teams/:id/chat, encryption dialog');
    await shot(a, '03-encryption');
    // Escape would first close the toast (the top layer): the dialogs' own Close buttons close them.
    await dialogA.getByRole('button', { name: 'Close' }).click();
    await expect(dialogA).toBeHidden();
    await b.getByRole('dialog', { name: 'Encryption' }).getByRole('button', { name: 'Close' }).click();
    await expect(b.getByRole('dialog', { name: 'Encryption' })).toBeHidden();
  });

  await test.step('dark and desktop', async () => {
    await useTheme(a, 'dark');
    await expect(log(a).getByText('Hello Bruno — launch is on Friday')).toBeVisible();
    await expectNoA11yViolations(a, '/teams/:id/chat, dark');
    await shot(a, '04-chat-dark');
    await useTheme(a, 'light');
    await a.setViewportSize({ width: 1280, height: 800 });
    await expect(log(a).getByText('Hello Bruno — launch is on Friday')).toBeVisible();
    await expectNoA11yViolations(a, '/teams/:id/chat, desktop');
    await shot(a, '05-chat-desktop');
  });

  await test.step('Bruno is removed: his chat closes, and he cannot read what Alice writes next', async () => {
    const removed = await a.request.delete(`/api/teams/${team.id}/members/${bruno.id}`, { headers: origin() });
    expect(removed.status()).toBe(204);
    await expect(b.getByRole('heading', { name: 'Team Not Found' })).toBeVisible({ timeout: 15_000 });
    await composer(a).fill('Only for the people still here');
    await composer(a).press('Enter');
    await expect(
      log(a).locator('.fjc-msg--own', { hasText: 'Only for the people still here' }).getByText('Sent'),
    ).toBeVisible({ timeout: 15_000 });
    const keys = (await (await a.request.get(`/api/teams/${team.id}/keys`)).json()) as { currentVersion: number };
    expect(keys.currentVersion).toBe(2);
    expect((await b.request.get(`/api/teams/${team.id}/messages`)).status()).toBe(404);
    await expect(b.getByText('Only for the people still here')).toHaveCount(0);
    await expectNoA11yViolations(b, '/teams/:id/chat, removed');
  });

  expect([...alice.errors, ...bruno.errors, ...carla.errors]).toEqual([]);
  await Promise.all([alice.close(), bruno.close(), carla.close()]);
});
