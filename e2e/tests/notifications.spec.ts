import { test, expect, type Browser, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoA11yViolations } from '../support/a11y';
import { dialog, grantUser, shot as screenshot, signUp, useTheme } from '../support/screens';

// Notifications (docs/product.md#notifications) end to end against the built stack: an admin's broadcast reaches
// another user's inbox (the bell's red dot) and their browser as a real Web Push — encrypted by our server, sent by
// core's worker through the SSRF guard to the local push service, which decrypts it; a non-admin sees /admin is for
// administrators; /notifications preferences save at once, Reset to Defaults and Disable All. 390 px light and dark,
// 1280 px; axe on every state shown.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `notifications-${name}`, fullPage);
const baseURL = () => test.info().project.use.baseURL!;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The complete JSON inside the account export's ZIP. */
const exportedJson = (zip: Buffer) =>
  JSON.parse(strFromU8(unzipSync(new Uint8Array(zip))['founder-journal.json'])) as {
    services: { core: { pushSubscriptions: { endpoint: string }[] } };
  };
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const pushService = () => process.env.E2E_PUSH_SERVICE_URL!;

/**
 * Chromium's own push service (Google's) is not reachable here, so the browser's PushManager is replaced by a
 * stand-in that hands out a subscription made by the local push service (its endpoint and its real P-256 keys).
 * Everything of ours — the switch, the VAPID key, the subscription request, the worker, the encryption — runs as is.
 */
async function browserWithPushService(browser: Browser) {
  const subscription = await (await fetch(`${pushService()}/__control/subscribe`, { method: 'POST' })).json();
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['notifications'], { origin: baseURL() });
  await context.addInitScript((sub) => {
    // A browser keeps its subscription across page loads: so does the stand-in (in this origin's storage).
    const KEY = 'e2e-push-subscribed';
    const made = {
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => sub,
      unsubscribe: async () => (localStorage.removeItem(KEY), true),
    };
    PushManager.prototype.getSubscription = async () =>
      localStorage.getItem(KEY) ? (made as unknown as PushSubscription) : null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (!options?.applicationServerKey || !options.userVisibleOnly)
        throw new DOMException('a VAPID key is required', 'NotAllowedError');
      (window as unknown as { __vapidKeyBytes: number }).__vapidKeyBytes = new Uint8Array(
        options.applicationServerKey as ArrayBuffer,
      ).length;
      localStorage.setItem(KEY, '1');
      return made as unknown as PushSubscription;
    };
  }, subscription);
  return { context, page: await context.newPage(), endpoint: subscription.endpoint as string };
}

async function pushesTo(
  endpoint: string,
): Promise<Array<{ path: string; payload: { title: string; body: string; url: string } }>> {
  const all = await (await fetch(`${pushService()}/__control/received`)).json();
  return all.filter((r: { path: string }) => r.path === new URL(endpoint).pathname);
}

test("an admin broadcast reaches another user's inbox and their browser as a Web Push", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const member = await browserWithPushService(browser);

  await test.step('the member turns Push Notifications on: the browser subscribes with our VAPID key', async () => {
    await signUp(member.page, 'Mia');
    await member.page.goto('/settings');
    const pushSwitch = member.page.getByRole('switch', { name: /Push Notifications/ });
    // The saved setting starts on, but the switch is this browser's subscription: off until it subscribes.
    await expect(pushSwitch).not.toBeChecked();
    await pushSwitch.click();
    await expect(pushSwitch).toBeChecked();
    await expect(toast(member.page, 'Settings updated successfully').first()).toBeVisible();
    // A P-256 public key is 65 bytes.
    expect(await member.page.evaluate(() => (window as unknown as { __vapidKeyBytes: number }).__vapidKeyBytes)).toBe(
      65,
    );
  });

  await test.step('a non-admin is told /admin is for administrators, with a way home', async () => {
    await member.page.goto('/admin');
    await expect(member.page.getByRole('heading', { name: 'This area is for administrators' })).toBeVisible();
    await expect(member.page.getByRole('textbox', { name: /Title/ })).toHaveCount(0);
    await expectNoA11yViolations(member.page, '/admin for a non-admin');
    await shot(member.page, '01-admin-denied');
    expect((await member.page.request.get('/api/admin/messages')).status()).toBe(403);
    await member.page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(member.page).toHaveURL(/\/$/);
    // Nothing unread yet: no red dot.
    await expect(member.page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(member.page.getByTestId('notifications-dot')).toHaveCount(0);
  });

  await test.step('the admin sees real stats, is told what is missing, and sends a message', async () => {
    const email = await signUp(page, 'Adele');
    await grantUser(email, { isAdmin: true });
    await page.goto('/admin');
    await expect(heading(page, 'Admin Panel')).toBeVisible();
    const stats = page.getByLabel('Admin stats');
    await expect(stats).toContainText('Messages Sent');
    await expect(stats.getByRole('definition').nth(1)).toHaveText('0');
    await expect(stats.getByRole('definition').nth(2)).toHaveText('—');
    await expect(page.getByText('No messages sent yet. Create your first message above!')).toBeVisible();
    await expectNoA11yViolations(page, '/admin with no messages');
    await shot(page, '02-admin-empty');

    const form = page.getByRole('form', { name: 'New Message' });
    await form.getByRole('button', { name: 'Preview message' }).click();
    await expect(toast(page, 'Missing Information')).toBeVisible();
    await expect(form.getByText('Please fill in both title and content.').first()).toBeVisible();
    await expectNoA11yViolations(page, '/admin missing information');
    await form.getByRole('textbox', { name: /Title/ }).fill('Launch week');
    await form.getByRole('textbox', { name: /Content/ }).fill('Ship one small thing today.');
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Announcement', exact: true }).click();
    await form.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: '4 - High', exact: true }).click();
    await form.getByRole('button', { name: 'Preview message' }).click();
    // A preview and the number of accounts it reaches (counted by the server), before anything is sent.
    const preview = dialog(page, 'Send this message?');
    await expect(preview.getByRole('article', { name: 'Preview' })).toContainText('Ship one small thing today.');
    const before = (await page.request.get('/api/admin/stats').then((r) => r.json())) as {
      totalUsers: number;
      messagesSent: number;
    };
    const users = before.totalUsers;
    await expect(preview).toContainText(
      `It goes to ${users.toLocaleString('en-US')} ${users === 1 ? 'user' : 'users'}`,
    );
    // Previewing sends nothing (the page behind the dialog is inert, so ask the server).
    expect(before.messagesSent).toBe(0);
    await expectNoA11yViolations(page, 'broadcast preview');
    await shot(page, '02b-admin-preview');
    await preview.getByRole('button', { name: /^Send to \d[\d,]* users?$/ }).click();
    await expect(toast(page, 'Message Created')).toBeVisible();
    const list = page.getByRole('list', { name: 'Recent messages' });
    await expect(list).toContainText('Launch week');
    await expect(list).toContainText('Announcement');
    await expect(list).toContainText('Priority 4 - High');
    await expect(stats.getByRole('definition').nth(1)).toHaveText('1');
    await expect(stats.getByRole('definition').nth(2)).toHaveText('0%');
    await expectNoA11yViolations(page, '/admin after sending');
    await shot(page, '03-admin-sent');
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByText('No open reports')).toBeVisible();
    await expectNoA11yViolations(page, '/admin reports tab');
  });

  await test.step('the member sees the red dot, reads the message in the inbox, and the dot goes', async () => {
    await member.page.reload();
    const bell = member.page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await expect(member.page.getByTestId('notifications-dot')).toBeVisible();
    await shot(member.page, '04-bell-unread');
    await bell.click();
    const inbox = member.page.getByRole('dialog', { name: 'Notifications' });
    const item = inbox.getByRole('button', { name: /Launch week \(unread\)/ });
    await expect(item).toContainText('Ship one small thing today.');
    await expectNoA11yViolations(member.page, 'the inbox with an unread message');
    await shot(member.page, '05-inbox');
    await item.click();
    await expect(inbox.getByRole('button', { name: /Launch week/ })).not.toContainText('(unread)');
    await inbox.getByRole('button', { name: 'Close' }).click();
    await expect(member.page.getByTestId('notifications-dot')).toHaveCount(0);
    // The admin's engagement rate now counts the reader: the only member who ever read a broadcast (this spec is the
    // only one that sends any), over every account in the database (other specs add theirs while this one runs).
    const stats = await (await page.request.get('/api/admin/stats')).json();
    expect(stats.engagementRate * stats.totalUsers).toBeCloseTo(1, 6);
    await page.goto('/admin');
    await expect(page.getByLabel('Admin stats').getByRole('definition').nth(2)).toHaveText(/^[1-9]\d*%$/);
  });

  await test.step("the member's browser got the broadcast as an encrypted Web Push", async () => {
    await expect
      .poll(async () => (await pushesTo(member.endpoint)).map((p) => p.payload.title), { timeout: 20_000 })
      .toEqual(['Launch week']);
    const [delivered] = await pushesTo(member.endpoint);
    expect(delivered.payload).toMatchObject({ body: 'Ship one small thing today.', url: '/' });
  });

  await test.step('turning Push Notifications off unsubscribes the browser and the server forgets it', async () => {
    const endpoints = async () =>
      exportedJson(
        await (await member.page.request.get('/api/account/export')).body(),
      ).services.core.pushSubscriptions.map((s: { endpoint: string }) => s.endpoint);
    expect(await endpoints()).toEqual([member.endpoint]);
    await member.page.goto('/settings');
    await member.page.getByRole('switch', { name: /Push Notifications/ }).click();
    await expect(member.page.getByRole('switch', { name: /Push Notifications/ })).not.toBeChecked();
    await expect.poll(endpoints).toEqual([]);
  });

  await test.step('the admin screen in dark, and at 1280 px', async () => {
    await useTheme(page, 'dark');
    await expect(page.getByRole('list', { name: 'Recent messages' })).toBeVisible();
    await expectNoA11yViolations(page, '/admin dark');
    await shot(page, '06-admin-dark');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoA11yViolations(page, '/admin at 1280 px');
    await shot(page, '07-admin-1280');
  });
  await member.context.close();
});

test('notification preferences save at once; Reset to Defaults and Disable All', async ({ page }) => {
  await signUp(page, 'Noor');
  await page.goto('/notifications');
  await expect(heading(page, 'Notification Settings')).toBeVisible();
  const sw = (name: RegExp) => page.getByRole('switch', { name });
  await expect(sw(/Admin Messages/)).toBeChecked();
  await expect(sw(/Email Notifications/)).toBeDisabled();
  await expect(page.getByText('Email delivery is not configured on this server')).toBeVisible();
  await expect(page.getByText('Team Messages').locator('..')).toContainText('Premium');
  await expectNoA11yViolations(page, '/notifications defaults');
  await shot(page, '08-preferences', true);

  await sw(/Community Updates/).click();
  await expect(toast(page, 'Preferences Updated')).toBeVisible();
  await expect(sw(/Community Updates/)).not.toBeChecked();
  await sw(/Quiet Hours/).click();
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveText(/22:00/);
  await page.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('option', { name: '07:00', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveText(/07:00/);
  await page.reload();
  await expect(sw(/Community Updates/)).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveText(/07:00/);
  const saved = await (await page.request.get('/api/notification-preferences')).json();
  expect(saved).toMatchObject({ communityUpdates: false, quietHours: true, quietStart: '22:00', quietEnd: '07:00' });
  await expectNoA11yViolations(page, '/notifications with quiet hours');

  await page.getByRole('button', { name: 'Disable All' }).click();
  await expect(sw(/System Alerts/)).toBeChecked();
  for (const name of [/Admin Messages/, /Team Messages/, /Community Updates/, /Weekly Digest/, /Push Notifications/])
    await expect(sw(name)).not.toBeChecked();
  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  for (const name of [
    /Admin Messages/,
    /Team Messages/,
    /Community Updates/,
    /System Alerts/,
    /Weekly Digest/,
    /Push Notifications/,
  ])
    await expect(sw(name)).toBeChecked();
  await expect(sw(/Quiet Hours/)).not.toBeChecked();

  await useTheme(page, 'dark');
  await expect(sw(/Admin Messages/)).toBeVisible();
  await expectNoA11yViolations(page, '/notifications dark');
  await shot(page, '09-preferences-dark', true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page, '/notifications at 1280 px');
  await shot(page, '10-preferences-1280', true);
});
