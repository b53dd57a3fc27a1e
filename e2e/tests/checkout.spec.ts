import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { DECLINED_CARD, useFakeStripe, WORKING_CARD } from '../support/fake-stripe';
import { shot as screenshot, signUp, useTheme } from '../support/screens';

// Buying Premium end to end (docs/product.md#checkout): the real checkout, the real @stripe/react-stripe-js and Payment
// Element wiring, the real payments service and BFF — with Stripe.js and Stripe's API replaced by local fakes of the
// provider (e2e/support/fake-stripe.ts, services/payments/test/support/stripe-stub.ts). The grant is the server's.

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `checkout-${name}`, fullPage);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const header = (page: Page) => page.getByRole('banner');

/** Console messages about the Content Security Policy (there must be none: Stripe's origins are allowed). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test('a Free user buys Premium: declined card, then paid; Premium shows at once everywhere', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = cspViolations(page);
  const stripe = await useFakeStripe(page);
  await signUp(page, 'Ada');
  await page.request.post('/api/businesses', {
    data: { name: 'Sunrise Bakery' },
    headers: { Origin: test.info().project.use.baseURL! },
  });

  await test.step('from Settings to the checkout', async () => {
    await page.goto('/settings');
    await expect(page.getByText('Free Account')).toBeVisible();
    await expect(header(page).getByText('Premium', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Upgrade to Premium - £30' }).click();
    await expect(heading(page, 'Upgrade to Premium')).toBeVisible();
    await expect(page.getByText('£30')).toBeVisible();
    await expect(page.getByText('Unlimited businesses')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Payment - £30' })).toBeEnabled();
    await expect(page.getByText('Secure payment powered by Stripe')).toBeVisible();
    expect(stripe.scriptLoads()).toBe(1);
    await expectNoA11yViolations(page, '/checkout with the payment form');
    await shot(page, '01-form', true);
  });

  await test.step("a declined card: 'Payment Failed' with Stripe's message, nothing granted", async () => {
    await page.getByLabel('Card number').fill(DECLINED_CARD);
    await page.getByRole('button', { name: 'Complete Payment - £30' }).click();
    await expect(toast(page, 'Payment Failed')).toBeVisible();
    await expect(toast(page, 'Your card was declined.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Payment - £30' })).toBeEnabled();
    expect((await (await page.request.get('/api/auth/user')).json()).isPremium).toBe(false);
    await expectNoA11yViolations(page, '/checkout after a declined card');
    await shot(page, '02-declined');
  });

  await test.step("a working card: 'Processing...', 'Payment Successful', then Settings says Premium Member", async () => {
    await page.getByLabel('Card number').fill(WORKING_CARD);
    await page.getByRole('button', { name: 'Complete Payment - £30' }).click();
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expect(toast(page, 'Welcome to Founder Journal Premium')).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText('Premium Member')).toBeVisible();
    await expect(header(page).getByText('Premium', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Upgrade to Premium/ })).toHaveCount(0);
    await expectNoA11yViolations(page, '/settings as a Premium member');
    await shot(page, '03-premium-settings');
  });

  await test.step('the server decided: Premium survives a reload, the plan limit upsell is gone, checkout says so', async () => {
    await page.reload();
    await expect(page.getByText('Premium Member')).toBeVisible();
    await page.goto('/businesses');
    await expect(page.getByRole('heading', { level: 1, name: 'My Businesses' })).toBeVisible();
    await expect(page.getByText(/on the Free plan/)).toHaveCount(0);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'You are already a Premium member' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Complete Payment/ })).toHaveCount(0);
    await expectNoA11yViolations(page, '/checkout for a Premium member');
    await shot(page, '04-already-premium');
  });

  expect(violations).toEqual([]);
});

test('the checkout in the dark and on a desktop', async ({ page }) => {
  await useFakeStripe(page);
  await signUp(page, 'Grace');
  await page.goto('/checkout');
  await useTheme(page, 'dark');
  await expect(page.getByRole('button', { name: 'Complete Payment - £30' })).toBeEnabled();
  await expectNoA11yViolations(page, '/checkout, dark');
  await shot(page, '05-dark', true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await useTheme(page, 'light');
  await expect(page.getByRole('button', { name: 'Complete Payment - £30' })).toBeEnabled();
  await expectNoA11yViolations(page, '/checkout, desktop');
  await shot(page, '06-desktop');
});
