import http from 'node:http';
import { test, expect, chromium } from '@playwright/test';

// JS budget per view (decision 0703, bench/budgets.json): compressed bytes on the wire (Brotli), cold cache. Byte counts are
// deterministic, so they gate CI; `npm run bench` prints the same figures beside their budgets. It shows no screen
// state of its own (it counts the bytes of views the screen specs open and check with axe).
const { measureViews, overBudget, BUDGETS } = require('../../bench/js-per-view.cjs');

type ViewResult = { name: string; kb: number; budgetKB: number; files: number };

test('every view stays within its JavaScript budget (+5 %)', async ({}, testInfo) => {
  // About 30 views, each in a fresh context: 1.6-1.9 min in CI beside the other worker, once just over 2 min there.
  test.setTimeout(300_000);
  const { launchOptions, baseURL } = testInfo.project.use;
  const browser = await chromium.launch(launchOptions);
  try {
    const rows: ViewResult[] = await measureViews(browser, baseURL);
    console.log(
      rows.map((r) => `${r.name.padEnd(24)} ${r.kb.toFixed(1).padStart(6)} KB / ${r.budgetKB} KB`).join('\n'),
    );
    expect(rows.length).toBeGreaterThan(20);
    const over = rows
      .filter((r) => overBudget(r, BUDGETS.jsTolerance))
      .map((r) => `${r.name}: ${r.kb.toFixed(1)} KB > ${r.budgetKB} KB + ${BUDGETS.jsTolerance * 100} %`);
    expect(over).toEqual([]);
  } finally {
    await browser.close();
  }
});

// The style sheets a signed-in page waits for before its first paint (decision 3110): minified, within their budget.
test("the app page's style sheets are minified and within their budget (+5 %)", async ({ request }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const page = await (await request.get(`${baseURL}/app.html`)).text();
  const sheets = [...page.matchAll(/<link[^>]*href="?([^"\s>]+\.css)"?[^>]*>/g)].map((m) => m[1]);
  expect(sheets.length).toBeGreaterThan(0);
  let brotliBytes = 0;
  for (const sheet of sheets) {
    const text = await (await request.get(baseURL + sheet)).text();
    expect(text, `${sheet} keeps comments or indentation`).not.toMatch(/\/\*|\n\s+/);
    brotliBytes += await wireBytes(baseURL + sheet);
  }
  const budgetKB = BUDGETS.cssWireKB.appPage;
  expect(brotliBytes / 1024).toBeLessThanOrEqual(budgetKB * (1 + BUDGETS.jsTolerance));
});

/** The bytes of `url` as a browser that accepts Brotli receives them. */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}
