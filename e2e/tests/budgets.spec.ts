import { test, expect, chromium } from '@playwright/test';

// JS budget per view (decision 0703, bench/budgets.json): gzip bytes on the wire, cold cache. Byte counts are
// deterministic, so they gate CI; `npm run bench` prints the same figures beside their budgets. It shows no screen
// state of its own (it counts the bytes of views the screen specs open and check with axe).
const { measureViews, overBudget, BUDGETS } = require('../../bench/js-per-view.cjs');

type ViewResult = { name: string; kb: number; budgetKB: number; files: number };

test('every view stays within its JavaScript budget (+5 %)', async ({}, testInfo) => {
  test.setTimeout(120_000);
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
