import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { expect, test, type Locator, type Page } from '@playwright/test';

// What the specs share: screenshots, accounts, the theme.

const SHOTS = path.join(__dirname, '..', 'screenshots');
fs.mkdirSync(SHOTS, { recursive: true });

/** E2E_SCREENSHOTS=0 takes none: CI's machine is gone after the run, and they cost ~0.1–0.5 s each at 2.6× pixels. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/** A screenshot in e2e/screenshots (git-ignored), named `<spec>-<name>.png`; look at them after a run. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/**
 * A signed-in page first shows the screen the server drew (docs/decisions/3114): the same content, inert, which the
 * app's own render replaces once its code has run. Every document load of a test (goto, reload, back, forward) waits
 * for that before it returns, as `load` waited for the screen before there was a drawing; a load that asks only for
 * the response (`waitUntil: 'commit'`) returns at once, to look at the drawing itself.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#fj-drawn, [inert]')).toHaveCount(0, { timeout: 20_000 });
}

type Load = (this: Page, ...args: unknown[]) => Promise<unknown>;
let loadsWait = false;
test.beforeAll(async ({ browser }) => {
  if (loadsWait) return;
  const context = await browser.newContext();
  const prototype = Object.getPrototypeOf(await context.newPage()) as Record<string, Load>;
  await context.close();
  for (const name of ['goto', 'reload', 'goBack', 'goForward']) {
    const load = prototype[name];
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await load.apply(this, args);
      const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
      if (options?.waitUntil !== 'commit') await appTookOver(this);
      return response;
    };
  }
  loadsWait = true;
});

/**
 * Scrolls `locator` into view, finding it again when it is replaced meanwhile: a signed-in page first shows the screen
 * the server drew (docs/decisions/3114), which the app's own render replaces, and a lazy section replaces its
 * placeholder as it nears the screen.
 */
export async function scrollIntoView(locator: Locator): Promise<void> {
  await expect(async () => locator.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
}

export const uniqueEmail = (tag: string) => `${tag}-${crypto.randomBytes(5).toString('hex')}@founder-journal.test`;

/** Creates an account through the API; the session cookie lands in the page's browser context. Returns the email. */
export async function signUp(page: Page, firstName = 'Ada'): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'launch2026', firstName },
    headers: { Origin: test.info().project.use.baseURL! },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

/** Saves the theme in Settings (as the settings screen will) and reloads, so the shell applies it after sign-in. */
export async function useTheme(page: Page, theme: 'light' | 'dark' | 'system') {
  const res = await page.request.post('/api/settings', {
    data: { theme },
    headers: { Origin: test.info().project.use.baseURL! },
  });
  expect(res.status(), await res.text()).toBe(200);
  await reloadPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * Makes an account Premium (or admin) in the stack's database, as the payments service would after a purchase
 * (the BFF's caches see the change through the database's change notifications, decision 0701).
 */
export async function grantUser(
  email: string,
  grant: { isPremium?: boolean; isAdmin?: boolean } = { isPremium: true },
) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      'UPDATE "User" SET "isPremium" = coalesce($2, "isPremium"), "isAdmin" = coalesce($3, "isAdmin") WHERE email = $1',
      [email, grant.isPremium ?? null, grant.isAdmin ?? null],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/**
 * A toast on screen, for its whole life (5 s): Radix Toast's item, which carries our `fj-toast` class. Not by role:
 * the item has none, and the only `status` is Radix's live announcement for screen readers, which lives one second
 * (and, while a modal dialog is open, is all the accessibility tree still shows of the page) — a poll could miss it.
 */
export const toast = (page: Page, text: string) => page.locator('li.fj-toast').filter({ hasText: text });

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * Waits until every closed dialog or sheet has given its history entry back (docs/decisions/2702-back-closes-sheets.md):
 * a `page.goto` started while that `history.go(-1)` is still on its way would be cancelled by it.
 */
export const layersClosed = (page: Page) =>
  page.waitForFunction(() => !(history.state as { fjLayers?: number } | null)?.fjLayers, undefined, {
    timeout: 10_000,
  });

/**
 * Reloads the page, whether or not a sheet is open. A dialog closed a moment before gives its history entry back with
 * `history.go(-1)`; landing after the reload started, that Back cancels it (net::ERR_ABORTED, the page stays): the
 * reload is then started again. People never reload within those milliseconds; tests do.
 */
export async function reloadPage(page: Page) {
  try {
    await page.reload();
  } catch (error) {
    if (!String(error).includes('net::ERR_ABORTED')) throw error;
    await page.reload();
  }
}

/** Picks `option` in the dropdown named `select` inside `scope`. */
export async function choose(page: Page, scope: Locator, select: string, option: string) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Creates a record through the API as the signed-in user (what the UI creates is tested once; the rest starts from data). */
export async function postJson<T = { id: string }>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(path, { data, headers: { Origin: test.info().project.use.baseURL! } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/**
 * The touch `target` takes, in CSS px: how far from its centre, up, down, left and right, a tap still lands on it (the
 * element the browser hits at that point is it or inside it), to 30 px at most each way. A pseudo-element that widens
 * a small control's hit area counts; a neighbour drawn over it does not.
 */
export async function touchArea(target: Locator): Promise<{ width: number; height: number }> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const reach = (dx: number, dy: number) => {
      let d = 0;
      while (d < 30) {
        const hit = document.elementFromPoint(cx + dx * (d + 1), cy + dy * (d + 1));
        if (!hit || !element.contains(hit)) break;
        d++;
      }
      return d;
    };
    return { width: reach(-1, 0) + reach(1, 0) + 1, height: reach(0, -1) + reach(0, 1) + 1 };
  });
}
