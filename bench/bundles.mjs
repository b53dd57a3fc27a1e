// JavaScript the browser downloads (compressed bytes on the wire, as served by the BFF)
// for the landing page, the signed-in home and the business screens. Fresh browser, no cache.
import { chromium } from '@playwright/test';
import { benchStack, CHROMIUM } from './_stack.mjs';

const stack = await benchStack('bench_bundles');
const browser = await chromium.launch(CHROMIUM);
try {
  const measure = async (context, path) => {
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (req) => {
      if (req.resourceType() !== 'script') return;
      const sizes = await req.sizes().catch(() => null);
      scripts.push({ url: req.url(), bytes: sizes?.responseBodySize ?? 0 });
    });
    await page.goto(stack.url + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await page.close();
    return { path, files: scripts.length, kb: scripts.reduce((n, s) => n + s.bytes, 0) / 1024, scripts };
  };
  const fresh = () => browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

  const rows = [];
  rows.push(await measure(await fresh(), '/'));
  const signedIn = async () => {
    const ctx = await fresh();
    await ctx.request.post(stack.url + '/api/auth/register', { data: { email: `b${Date.now()}${Math.random()}@example.com`, password: 'launch2026', firstName: 'Bench' }, headers: { origin: stack.url } });
    return ctx;
  };
  const home = await measure(await signedIn(), '/');
  home.path = '/ (signed in)';
  rows.push(home);
  const ctx = await signedIn();
  const created = await ctx.request.post(stack.url + '/api/businesses', { data: { name: 'Bench Co' }, headers: { origin: stack.url } });
  const business = await created.json();
  rows.push(await measure(ctx, '/businesses'));
  rows.push(await measure(await signedIn(), `/business/${business.id}`));

  console.log('\nJS downloaded per first view (gzip bytes on the wire, cold cache, 390×844)');
  console.table(rows.map((r) => ({ view: r.path, 'script files': r.files, 'gzip KB': r.kb.toFixed(1) })));
  if (process.env.BENCH_VERBOSE) for (const r of rows) console.log(r.path, r.scripts.map((s) => `${(s.bytes / 1024).toFixed(1)}K ${new URL(s.url).pathname}`).join('\n  '));
} finally {
  await browser.close();
  await stack.stop();
}
