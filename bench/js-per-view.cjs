// JavaScript each view downloads: compressed bytes on the wire, cold cache (a fresh browser context), 390×844,
// service worker blocked. Shared by `npm run bench` (bundles.mjs, figures) and the CI budget test
// (e2e/tests/budgets.spec.ts, which fails when a view exceeds its budget by more than the tolerance).
// CommonJS so that both the ESM bench scripts and Playwright's TypeScript tests can load it.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const BUDGETS = require('./budgets.json');

/** Signed-in routes from the route table the shell and the BFF share (one remote module each). */
function signedInRoutes() {
  const source = fs.readFileSync(path.join(ROOT, 'packages/contracts/src/app-routes.ts'), 'utf8');
  return [...source.matchAll(/\{\s*path:\s*'([^']+)',\s*module:\s*'([^']+)'/g)].map((m) => ({
    path: m[1],
    module: m[2],
  }));
}

/** Every view with its budget: the landing page, the signed-in home, and every other route. */
function views() {
  const kb = BUDGETS.jsWireKB;
  return [
    { name: 'landing (signed out)', path: '/', signedIn: false, budgetKB: kb.landing },
    ...signedInRoutes().map((r) => ({
      name: r.path === '/' ? 'home (signed in)' : r.path,
      path: r.path,
      signedIn: true,
      // A route may have its own budget in jsWireKB.routes (e.g. '/wellness'); the rest share otherRoutes.
      budgetKB: r.path === '/' ? kb.home : (kb.routes?.[r.path] ?? kb.otherRoutes),
    })),
  ];
}

/** The app a served script belongs to, and its source map on disk (maps are built but never served). */
function mapFileOf(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  const file = remote ? path.join(ROOT, remote[1], 'dist', remote[2]) : path.join(ROOT, 'shell', 'dist', pathname);
  return { app: remote ? remote[1] : 'shell', map: `${file}.map` };
}

/** npm package files inside a script (paths after node_modules/), from its source map. */
function packageFilesIn(url) {
  const { app, map } = mapFileOf(url);
  if (!fs.existsSync(map)) return { app, files: [] };
  const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8'));
  return { app, files: sources.map((s) => s.match(/node_modules\/(.+)$/)?.[1]).filter(Boolean) };
}

/** npm packages of which the same file reaches the browser from more than one app's build in one view. */
function duplicatesIn(scripts) {
  const appsByFile = new Map();
  for (const s of scripts) {
    const { app, files } = packageFilesIn(s.url);
    for (const f of files) {
      if (!appsByFile.has(f)) appsByFile.set(f, new Set());
      appsByFile.get(f).add(app);
    }
  }
  const byPackage = new Map();
  for (const [file, apps] of appsByFile) {
    if (apps.size < 2) continue;
    const pkg = file.match(/^((?:@[^/]+\/)?[^/]+)/)[1];
    byPackage.set(pkg, `${pkg} (${[...apps].sort().join(' + ')})`);
  }
  return [...byPackage.values()].sort();
}

/**
 * Measures every view against `baseUrl` with a Playwright `browser`. One account (with one business, for
 * /business/:id) is created first; each view then opens in its own fresh context with that session cookie.
 */
async function measureViews(browser, baseUrl, { concurrency = 4 } = {}) {
  const setup = await browser.newContext();
  const origin = { origin: baseUrl };
  const email = `budget-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const reg = await setup.request.post(`${baseUrl}/api/auth/register`, {
    data: { email, password: 'budget2026', firstName: 'Bench' },
    headers: origin,
  });
  if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const business = await (
    await setup.request.post(`${baseUrl}/api/businesses`, { data: { name: 'Budget Co' }, headers: origin })
  ).json();
  const storageState = await setup.storageState();
  await setup.close();

  const measure = async (view) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      storageState: view.signedIn ? storageState : undefined,
    });
    // Our JavaScript only: the checkout also loads Stripe.js from Stripe, which is theirs (and unreachable offline).
    await context.route('https://*.stripe.com/**', (route) => route.abort());
    const page = await context.newPage();
    const pending = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script') return;
      pending.push(
        req.sizes().then(
          (sizes) => ({ url: req.url(), bytes: sizes.responseBodySize }),
          () => ({ url: req.url(), bytes: 0 }),
        ),
      );
    });
    const target = view.path.replace(':id', view.path.startsWith('/business/') ? business.id : 't1');
    // The view's heading first, then a quiet network: 'networkidle' alone can fire while a busy CPU is still parsing
    // the shell (no request for 500 ms), before any remote was asked for, and undercount the view.
    await page.goto(baseUrl + target);
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    await context.close();
    const bytes = scripts.reduce((n, s) => n + s.bytes, 0);
    return { ...view, files: scripts.length, kb: bytes / 1024, scripts, duplicates: duplicatesIn(scripts) };
  };

  const all = views();
  const results = new Array(all.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < all.length) {
        const i = next++;
        results[i] = await measure(all[i]);
      }
    }),
  );
  return results;
}

const overBudget = (r, tolerance = 0) => r.kb > r.budgetKB * (1 + tolerance);

module.exports = { BUDGETS, views, measureViews, overBudget };
