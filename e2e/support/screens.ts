import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

// What the specs share: screenshots, accounts, the theme.

const SHOTS = path.join(__dirname, '..', 'screenshots');
fs.mkdirSync(SHOTS, { recursive: true });

/** A screenshot in e2e/screenshots (git-ignored), named `<spec>-<name>.png`; look at them after a run. */
export const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });

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
  const res = await page.request.post('/api/settings', { data: { theme }, headers: { Origin: test.info().project.use.baseURL! } });
  expect(res.status(), await res.text()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}
