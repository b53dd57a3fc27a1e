import { test, expect } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

// The stack answers and the app shell is served (feature specs live beside this file).
test('serves the app shell and the auth endpoints', async ({ page, request }) => {
  expect((await request.get('/api/auth/user')).status()).toBe(401);
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/Founder Journal/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page, 'the landing page');
});
