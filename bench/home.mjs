// The first signed-in home view (decision 1501): how many /api requests it makes, the server time (p50 / p95) of each
// over repeated cold loads, and the compressed JS it downloads — first screen only, and after scrolling every widget in.
// Figures to read (goal: below 145 KB JS for this view, bench/budgets.json); the CI gate is e2e/tests/budgets.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchStack, CHROMIUM } from './_stack.mjs';

const LOADS = Number(process.env.BENCH_HOME_LOADS ?? 15);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

const stack = await benchStack('bench_home');
const browser = await chromium.launch(CHROMIUM);
try {
  // One account with a little of everything the widgets show.
  const setup = await browser.newContext();
  const headers = { origin: stack.url };
  const post = async (p, data, method = 'post') => {
    const res = await setup.request[method](stack.url + p, { data, headers });
    if (!res.ok()) throw new Error(`${p}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  await post('/api/auth/register', {
    email: `home-bench-${Date.now()}@example.com`,
    password: 'bench-home-2026',
    firstName: 'Bench',
  });
  await post('/api/businesses', { name: 'Bench Co' });
  await post('/api/weekly-targets', { targetType: 'content_posts', targetValue: 3 });
  await post('/api/weekly-targets', { targetType: 'workouts', targetValue: 4 });
  const today = new Date().toISOString().slice(0, 10);
  await post(`/api/wellness/${today}`, { steps: 8000, mood: 5 }, 'put');
  const storageState = await setup.storageState();
  await setup.close();

  const timings = new Map(); // "GET /api/…" → server ms per load
  const firstView = [];
  const scrolled = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      storageState,
    });
    const page = await context.newPage();
    const seen = [];
    page.on('requestfinished', (req) => {
      seen.push(
        (async () => {
          const url = new URL(req.url());
          const sizes = await req.sizes().catch(() => ({ responseBodySize: 0 }));
          const t = req.timing();
          return {
            api: url.pathname.startsWith('/api/') ? `${req.method()} ${url.pathname}` : null,
            script: req.resourceType() === 'script',
            bytes: sizes.responseBodySize,
            serverMs: t.responseStart - t.requestStart,
          };
        })(),
      );
    });
    await page.goto(`${stack.url}/`, { waitUntil: 'networkidle' });
    const first = await Promise.all(seen.splice(0));
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    // Every widget has loaded its code and data (no titled placeholder or skeleton left), and the network is quiet.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .fj-skeleton'));
    await page.waitForTimeout(500);
    const later = await Promise.all(seen.splice(0));
    await context.close();
    for (const r of [...first, ...later]) if (r.api) timings.set(r.api, [...(timings.get(r.api) ?? []), r.serverMs]);
    const sum = (rows) => ({
      api: rows.filter((r) => r.api).length,
      kb: rows.filter((r) => r.script).reduce((n, r) => n + r.bytes, 0) / 1024,
    });
    firstView.push(sum(first));
    scrolled.push(sum([...first, ...later]));
  }

  const rows = [...timings].map(([request, ms]) => ({
    request,
    'requests/load': (ms.length / LOADS).toFixed(1),
    'server p50 ms': percentile(ms, 50).toFixed(1),
    'server p95 ms': percentile(ms, 95).toFixed(1),
  }));
  console.log(
    `\nHome, ${LOADS} cold loads at 390×844 (server time = request sent → first response byte, through the BFF)`,
  );
  console.table(rows);
  const result = {
    firstViewApiRequests: firstView[0].api,
    firstViewJsKB: firstView[0].kb,
    allWidgetsApiRequests: scrolled[0].api,
    allWidgetsJsKB: scrolled[0].kb,
    requests: rows,
  };
  console.log(
    `First screen: ${result.firstViewApiRequests} /api requests, ${result.firstViewJsKB.toFixed(1)} KB compressed JS (goal < 145 KB)`,
  );
  console.log(
    `Every widget scrolled in: ${result.allWidgetsApiRequests} /api requests, ${result.allWidgetsJsKB.toFixed(1)} KB compressed JS`,
  );
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'home.json'), JSON.stringify(result));
} finally {
  await browser.close();
  await stack.stop();
}
