// JavaScript downloaded per view (gzip bytes on the wire, cold cache, 390×844) beside its budget
// (bench/budgets.json), with any npm package that more than one app's build ships in the same view.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { benchStack, CHROMIUM } from './_stack.mjs';

const require = createRequire(import.meta.url);
const { measureViews, overBudget, BUDGETS } = require('./js-per-view.cjs');

const stack = await benchStack('bench_bundles');
const browser = await chromium.launch(CHROMIUM);
try {
  const rows = await measureViews(browser, stack.url);
  console.log(
    `\nJS downloaded per first view (gzip KB on the wire, cold cache, 390×844); CI fails above budget + ${BUDGETS.jsTolerance * 100} %`,
  );
  console.table(
    rows.map((r) => ({
      view: r.name,
      'script files': r.files,
      'gzip KB': r.kb.toFixed(1),
      'budget KB': r.budgetKB,
      ok: overBudget(r) ? 'OVER' : 'yes',
    })),
  );
  const duplicates = [...new Set(rows.flatMap((r) => r.duplicates))].sort();
  console.log(
    duplicates.length
      ? `Same package files shipped by more than one app in one view:\n  ${duplicates.join('\n  ')}`
      : 'No npm package file is shipped by more than one app in any view.',
  );
  if (process.env.BENCH_VERBOSE)
    for (const r of rows)
      console.log(
        r.name,
        r.scripts.map((s) => `${(s.bytes / 1024).toFixed(1)}K ${new URL(s.url).pathname}`).join('\n  '),
      );
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'bundles.json'),
    JSON.stringify(rows.map(({ name, kb, budgetKB }) => ({ name, kb, budgetKB }))),
  );
} finally {
  await browser.close();
  await stack.stop();
}
