import crypto from 'node:crypto';
import { test, expect } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { layersClosed } from '../support/screens';

// No inline styles without the CSP's consent (docs/decisions/0704-csp-without-inline-styles.md): CSS
// ships as files, and the <style> elements Radix injects (scroll lock, select viewport) carry the page's nonce.
// Also the lazily loaded widgets: Radix Select on first open, Radix Toast with the first toast.

test('selects, dialogs and toasts work with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const baseURL = test.info().project.use.baseURL!;
  const headers = { Origin: baseURL };
  expect(
    (
      await page.request.post('/api/auth/register', {
        data: {
          email: `csp-${crypto.randomBytes(5).toString('hex')}@founder-journal.test`,
          password: 'founder123',
          firstName: 'Ada',
        },
        headers,
      })
    ).status(),
  ).toBe(201);
  expect((await page.request.post('/api/businesses', { data: { name: 'Acme' }, headers })).status()).toBe(201);

  await page.goto('/businesses');
  const selector = page.getByRole('combobox', { name: 'Active business' });
  await expect(selector).toHaveText(/Acme/);
  await selector.click();
  await expect(page.getByRole('option', { name: 'Acme' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'Acme' })).toHaveCount(0);
  await expect(selector).toBeFocused();

  await page.getByRole('button', { name: 'New Business' }).click();
  await expect(page.getByRole('dialog', { name: 'New Business' })).toBeVisible();
  await expectNoA11yViolations(page, 'New Business dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await layersClosed(page); // the closed dialog's history entry is gone before the next page load

  await page.goto('/settings');
  await page.getByRole('switch', { name: /Apple Health/ }).click();
  await expect(page.getByText('Settings updated successfully', { exact: true })).toBeVisible();

  expect(violations).toEqual([]);
});
