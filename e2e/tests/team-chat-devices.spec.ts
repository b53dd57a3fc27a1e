import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { grantUser, postJson, shot as screenshot, signUp, toast } from '../support/screens';

// Team chat with several devices per person (docs/product.md#team-chat, decision 3201), each device a browser
// context of its own: a linked second device receives on both; a device set up without linking shows teammates
// "{Name}'s safety code changed" and gets no key until one of them compares and approves it; two members whose
// devices are all new (no backup) are never stuck: the owner starts a new key and they chat again. axe on each state.

const shot = (page: Page, name: string) => screenshot(page, `team-chat-devices-${name}`);
const origin = () => test.info().project.use.baseURL!;
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const PASSWORD = 'launch2026';

async function context(browser: Browser) {
  const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 7'];
  const ctx = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 }, baseURL: origin() });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => ctx.close() };
}

/** A Premium person on their first device. */
async function person(browser: Browser, firstName: string) {
  const device = await context(browser);
  const email = await signUp(device.page, firstName);
  await grantUser(email);
  return { ...device, email };
}

/** The same person signed in on another browser (a new device). */
async function anotherDevice(browser: Browser, email: string) {
  const device = await context(browser);
  const res = await device.page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { Origin: origin() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return device;
}

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(log(page).locator('.fjc-msg--own', { hasText: text }).getByText('Sent')).toBeVisible({
    timeout: 15_000,
  });
}

/** Alice (owner) and Bruno in a team, both with the chat open and ready on their first devices. */
async function chattingTeam(browser: Browser) {
  const alice = await person(browser, 'Alice');
  const bruno = await person(browser, 'Bruno');
  const team = await postJson<{ id: string; inviteCode: string }>(alice.page, '/api/teams', { name: 'Devices Crew' });
  await postJson(bruno.page, '/api/teams/join', { inviteCode: team.inviteCode });
  const chatUrl = `/teams/${team.id}/chat`;
  await alice.page.goto(chatUrl);
  await expect(composer(alice.page)).toBeEnabled({ timeout: 15_000 });
  await bruno.page.goto(chatUrl);
  await expect(composer(bruno.page)).toBeEnabled({ timeout: 15_000 });
  return { alice, bruno, chatUrl };
}

test('a person links a second device: both show the same safety number, and both receive messages', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { alice, bruno, chatUrl } = await chattingTeam(browser);
  const laptop = await anotherDevice(browser, alice.email);

  await test.step('the existing device shows a code and a QR code; the new one enters the code', async () => {
    await alice.page.goto('/settings');
    const card = alice.page.getByRole('heading', { name: 'Chat devices' });
    await expect(card).toBeVisible();
    await alice.page.getByRole('button', { name: 'Link a new device' }).click();
    const code = (await alice.page.getByLabel('Link code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(alice.page.getByRole('img', { name: 'QR code of the link for the new device' })).toBeVisible();
    await expectNoA11yViolations(alice.page, '/settings, link a new device');
    await shot(alice.page, '01-link-code');

    await laptop.page.goto('/settings');
    await laptop.page.getByLabel('Code from your other device').fill(code);
    await laptop.page.getByRole('button', { name: 'Link this device' }).click();
    const onNew = laptop.page.getByLabel("This device's safety number");
    await expect(onNew).toHaveText(/^\d{5} \d{5} \d{5} \d{5}$/);
    const onExisting = alice.page.getByLabel("New device's safety number");
    await expect(onExisting).toHaveText(/^\d{5} \d{5} \d{5} \d{5}$/, { timeout: 15_000 });
    expect(await onExisting.innerText()).toBe(await onNew.innerText());
    await expectNoA11yViolations(laptop.page, '/settings, link this device');
    await shot(laptop.page, '02-link-this-device');
    await alice.page.getByRole('button', { name: 'Numbers match: link it' }).click();
    await expect(toast(laptop.page, 'Device Linked')).toBeVisible({ timeout: 15_000 });
    await expect(alice.page.getByRole('list', { name: 'Chat devices' }).getByRole('listitem')).toHaveCount(2);
  });

  await test.step('both of Alice’s devices receive what Bruno writes; the new one reads the history too', async () => {
    await alice.page.goto(chatUrl);
    await laptop.page.goto(chatUrl);
    await expect(composer(laptop.page)).toBeEnabled({ timeout: 15_000 });
    await send(bruno.page, 'Seen on both of your devices?');
    await expect(log(alice.page).getByText('Seen on both of your devices?')).toBeVisible();
    await expect(log(laptop.page).getByText('Seen on both of your devices?')).toBeVisible();
    await send(laptop.page, 'Yes, from the laptop');
    await expect(log(bruno.page).getByText('Yes, from the laptop')).toBeVisible();
    await expect(log(bruno.page).getByText('Sent from a device you have not verified')).toHaveCount(0);
    await expectNoA11yViolations(laptop.page, '/teams/:id/chat, linked device');
  });

  expect([...alice.errors, ...bruno.errors, ...laptop.errors]).toEqual([]);
  await Promise.all([alice.close(), bruno.close(), laptop.close()]);
});

test('a device set up without linking shows the warning and gets no key until a teammate compares and approves it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { alice, bruno, chatUrl } = await chattingTeam(browser);
  const brunoPhone = await anotherDevice(browser, bruno.email);

  await brunoPhone.page.goto(chatUrl);
  await expect(brunoPhone.page.getByRole('heading', { name: 'Set up encrypted chat on this device' })).toBeVisible();
  await expectNoA11yViolations(brunoPhone.page, '/teams/:id/chat, set up a device');
  await brunoPhone.page.getByRole('button', { name: 'Set up without linking' }).click();
  await expect(brunoPhone.page.getByText('Waiting for a teammate to share the encryption key')).toBeVisible({
    timeout: 15_000,
  });

  const warning = alice.page.getByRole('alert').filter({ hasText: "Bruno's safety code changed" });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(alice.page.getByText('End-to-end encrypted · Check safety codes')).toBeVisible();
  await expectNoA11yViolations(alice.page, '/teams/:id/chat, safety code changed');
  await shot(alice.page, '03-safety-code-changed');
  // Blocked: Alice's browser shares nothing with the new device meanwhile.
  await send(alice.page, 'Not for the unconfirmed device');
  await expect(composer(brunoPhone.page)).toBeDisabled();

  // Compared on a call: the code Alice sees for the new device is the one its own screen shows.
  await brunoPhone.page.getByRole('button', { name: 'Encryption' }).click();
  const ownCode = await brunoPhone.page
    .getByRole('dialog', { name: 'Encryption' })
    .locator('li', { hasText: 'This device' })
    .locator('code')
    .innerText();
  await brunoPhone.page.keyboard.press('Escape');
  await warning.getByRole('button', { name: 'Compare safety codes' }).click();
  const dialog = alice.page.getByRole('dialog', { name: 'Encryption' });
  const entry = dialog.locator('li', { hasText: 'New device: compare before approving' });
  await expect(entry.locator('code')).toHaveText(ownCode);
  await expectNoA11yViolations(alice.page, '/teams/:id/chat, approve a device');
  await entry.getByRole('button', { name: /^Codes match: approve Bruno's/ }).click();
  await alice.page.keyboard.press('Escape');
  await expect(warning).toHaveCount(0);
  await expect(composer(brunoPhone.page)).toBeEnabled({ timeout: 15_000 });
  await send(alice.page, 'Welcome, new phone');
  await expect(log(brunoPhone.page).getByText('Welcome, new phone')).toBeVisible();

  expect([...alice.errors, ...bruno.errors, ...brunoPhone.errors]).toEqual([]);
  await Promise.all([alice.close(), bruno.close(), brunoPhone.close()]);
});

test('two members on new devices with no backup: the owner starts a new key and they chat again', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { alice, bruno, chatUrl } = await chattingTeam(browser);
  await send(alice.page, 'Before the new phones');
  await Promise.all([alice.close(), bruno.close()]); // both old devices are gone for good
  const brunoNew = await anotherDevice(browser, bruno.email);
  const aliceNew = await anotherDevice(browser, alice.email);

  for (const device of [brunoNew, aliceNew]) {
    await device.page.goto(chatUrl);
    await device.page.getByRole('button', { name: 'Set up without linking' }).click();
    await expect(device.page.getByText('Waiting for a teammate to share the encryption key')).toBeVisible({
      timeout: 15_000,
    });
  }
  await expectNoA11yViolations(aliceNew.page, '/teams/:id/chat, waiting with no device holding the key');
  await shot(aliceNew.page, '04-start-a-new-key');
  await aliceNew.page.getByRole('button', { name: 'Start a new key' }).click();
  await expect(composer(aliceNew.page)).toBeEnabled({ timeout: 15_000 });
  await expect(log(aliceNew.page).getByText('Encrypted with a key this device does not have')).toBeVisible();

  // Bruno's new device first met Alice's old one: her new device is unconfirmed until he compares and approves it.
  const warning = brunoNew.page.getByRole('alert').filter({ hasText: "Alice's safety code changed" });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await warning.getByRole('button', { name: 'Compare safety codes' }).click();
  await brunoNew.page
    .getByRole('dialog', { name: 'Encryption' })
    .locator('li', { hasText: 'New device: compare before approving' })
    .getByRole('button', { name: /^Codes match: approve Alice's/ })
    .click();
  await brunoNew.page.keyboard.press('Escape');
  await expect(composer(brunoNew.page)).toBeEnabled({ timeout: 15_000 });

  await send(aliceNew.page, 'Back in business');
  await expect(log(brunoNew.page).getByText('Back in business')).toBeVisible();
  await send(brunoNew.page, 'Both of us');
  await expect(log(aliceNew.page).getByText('Both of us')).toBeVisible();
  await expectNoA11yViolations(brunoNew.page, '/teams/:id/chat, after a new key');

  expect([...aliceNew.errors, ...brunoNew.errors]).toEqual([]);
  await Promise.all([aliceNew.close(), brunoNew.close()]);
});
