import crypto from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

// The pre-rendered landing page (docs/decisions/0702-pre-rendered-landing.md).

const HERO = 'Transform Your Entrepreneurial Dreams Into Reality';
const hero = (page: Page) => page.getByRole('heading', { level: 1, name: HERO, exact: true });

async function signUp(page: Page) {
  const baseURL = test.info().project.use.baseURL!;
  const res = await page.request.post('/api/auth/register', {
    data: {
      email: `landing-${crypto.randomBytes(5).toString('hex')}@founder-journal.test`,
      password: 'founder123',
      firstName: 'Ada',
    },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(201);
}

/** A layout-shift performance entry (not in TypeScript's DOM types). */
interface LayoutShiftEntry {
  value: number;
  startTime: number;
  sources: { node: Node | null }[];
}

test.describe('signed out', () => {
  test('the landing page is in the HTML itself: it shows with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(hero(page)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start Your Journey Free' })).toHaveAttribute(
        'href',
        '/api/login?mode=register',
      );
      // Styled by its inline critical CSS (no style sheet request, no script): the primary button is indigo.
      const background = await page
        .getByRole('link', { name: 'Start Your Journey Free' })
        .evaluate((a) => getComputedStyle(a).backgroundColor);
      expect(background).toBe('rgb(79, 70, 229)');
    } finally {
      await context.close();
    }
  });

  test('hydrates without errors, layout shift or calls for the app (remote map, current user)', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // Shifts from the moment the markup is parsed, when the hydrating script runs: a browser short of CPU may paint
    // the page half-parsed, and what the parser adds then moves what was painted (seen once on a loaded CI machine);
    // Lighthouse's CLS of the landing page covers its whole load. Each shift names what moved, for the report.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
          if (!parsed?.domInteractive || entry.startTime < parsed.domInteractive) continue;
          const moved = entry.sources.map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 80));
          w.shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(await response!.text()).toContain(HERO);
    expect(response!.headers()['content-security-policy']).toMatch(/style-src 'self'[^;]* 'sha256-[A-Za-z0-9+/=]+'/);
    expect(response!.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await expect(hero(page)).toBeVisible();
    // The hydrated page is interactive React: the footer year came from the client render too.
    await expect(page.getByText(`© ${new Date().getFullYear()} Founder Journal`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    expect(requested.filter((p) => p === '/remotes.json' || p.startsWith('/api/'))).toEqual([]);
    expect(problems).toEqual([]);
    await expectNoA11yViolations(page, 'the hydrated landing page');
  });
});

test('a signed-in visitor gets the app shell, never the landing page', async ({ page }) => {
  await signUp(page);
  const html = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(html).not.toContain(HERO);
  expect(html).toMatch(/<div id="?root"?><\/div>/);

  let landingShown = false;
  await page.exposeFunction('landingShown', () => void (landingShown = true));
  await page.addInitScript((title) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(title))
        (window as unknown as { landingShown: () => void }).landingShown();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, HERO);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
  expect(landingShown).toBe(false);
});
