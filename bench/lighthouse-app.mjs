// Lighthouse (mobile, simulated throttling) on the signed-in app: one account with a little of everything, its
// session cookie sent with every request, the median of BENCH_LH_RUNS (3) runs per screen, beside the budgets in
// bench/budgets.json (lighthouseApp). Also the longest main-thread tasks of the median run, to say where TBT comes from.
// serverMs is the server time Lantern adds to every request of the origin (the median it observed, decision 3108).
// hostCpu is Lighthouse's benchmark index of this machine: its 4× CPU slowdown stands for a mid-range phone on a host
// of 1,000 or more (Lighthouse warns below), so a lower figure would make every screen look slower than it is.
// `BENCH_LH_SCREENS=/,/notes node bench/lighthouse-app.mjs` measures only those screens; BENCH_TRACE=1 says, per run,
// what each blocking task after the first paint is made of (./_main-thread.mjs). BENCH_LHR_DIR=dir keeps each run's
// report, BENCH_ARTIFACTS_DIR=dir its trace and network log for `node bench/lcp-path.mjs` (what the simulated LCP
// waits for) and `node bench/tbt-path.mjs` (the tasks the simulated TBT counts). Before the screens, the machine's
// floor: a blank page with the app page's headers and the landing page, signed out (decision 3117; BENCH_LH_FLOOR=0
// leaves them out); BENCH_LH_CORES=split runs the browser on a core of its own.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import { CHROMIUM, median, pin, signedInClient, startBuiltStack } from './_stack.mjs';
import { mainThreadReport } from './_main-thread.mjs';

const SCREENS = (
  process.env.BENCH_LH_SCREENS ??
  '/,/notes,/journal,/wellness,/content-plan,/businesses,/analytics,/community,/teams,/feeds'
).split(',');
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const THROTTLING = process.env.BENCH_LH_THROTTLING ?? 'simulate';
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).lighthouseApp;

/** Signs a new account up and gives it a business, targets, a wellness day, notes, journal entries, plans, a team. */
async function seededSessionCookie(url) {
  const { call, cookie } = signedInClient(url);
  await call('POST', '/api/auth/register', {
    email: `lighthouse-app-${Date.now()}@example.com`,
    password: 'bench-lighthouse-2026',
    firstName: 'Bench',
  });
  const today = new Date();
  const day = (offset) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const business = await call('POST', '/api/businesses', { name: 'Bench Co' });
  await call('POST', '/api/weekly-targets', { targetType: 'content_posts', targetValue: 3 });
  await call('POST', '/api/weekly-targets', { targetType: 'workouts', targetValue: 4 });
  for (let i = 0; i < 3; i++) await call('PUT', `/api/wellness/${day(i)}`, { steps: 8000 - i * 900, mood: 4 });
  for (let i = 0; i < 4; i++)
    await call('POST', '/api/notes', {
      title: `Idea ${i + 1}`,
      content: 'Talk to ten customers before building the export; pricing page copy; hiring plan for Q3.',
      tags: ['product'],
      isPinned: i === 0,
    });
  for (let i = 0; i < 3; i++)
    await call('POST', '/api/journal', {
      date: day(i),
      mood: 4,
      content: 'Shipped the onboarding fix, two demos, one lost deal. Tomorrow: follow up with the pilot customers.',
    });
  for (let i = 0; i < 3; i++)
    await call('POST', '/api/content-plans', {
      title: `Launch thread ${i + 1}`,
      contentType: 'post',
      scheduledDate: day(-i - 1),
      businessId: business.id,
    });
  await call('POST', '/api/community/posts', { title: 'How do you price B2B pilots?', content: 'Flat fee or free?' });
  await call('POST', '/api/teams', { name: 'Founders circle', description: 'Weekly accountability' });
  return cookie();
}

/**
 * One Lighthouse run of `screen` on the stack at `base` (`label`: its build, in the saved files' names); undefined when
 * Lighthouse failed twice.
 */
async function runOnce(base, cookie, screen, i, label) {
  const lighthouseUrl = base + screen;
  let result;
  // A run Lighthouse itself fails (it happens on a loaded machine) is tried again once.
  for (let attempt = 0; attempt < 2 && !result; attempt++) {
    const r = await lighthouse(lighthouseUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      // BENCH_LH_THROTTLING=devtools: the phone's network and CPU applied to the page as it loads (what it measures is
      // what happened), instead of simulated from an unthrottled load (decision 3114 on why both are printed).
      ...(THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
      // BENCH_TRACE: the CPU profile too, to say which functions each blocking task runs (it adds overhead).
      ...(process.env.BENCH_TRACE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    if (r?.lhr.runtimeError) console.log(screen, 'runtimeError', r.lhr.runtimeError.code);
    else result = r;
  }
  if (!result) return undefined;
  const a = result.lhr.audits;
  // BENCH_LHR_DIR: the whole report of each run, to read its network and the simulation's inputs.
  if (process.env.BENCH_LHR_DIR) {
    fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(
        process.env.BENCH_LHR_DIR,
        `${label ? `${label}-` : ''}${screen.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`,
      ),
      JSON.stringify(result.lhr),
    );
  }
  if (process.env.BENCH_ARTIFACTS_DIR) {
    fs.mkdirSync(process.env.BENCH_ARTIFACTS_DIR, { recursive: true });
    const { Trace, DevtoolsLog, GatherContext, URL: url, SourceMaps } = result.artifacts;
    fs.writeFileSync(
      path.join(
        process.env.BENCH_ARTIFACTS_DIR,
        `${label ? `${label}-` : ''}${screen.replace(/\W+/g, '_') || 'home'}-${i + 1}.artifacts.json`,
      ),
      JSON.stringify({
        Trace,
        DevtoolsLog,
        GatherContext,
        URL: url,
        SourceMaps,
        settings: result.lhr.configSettings,
      }),
    );
  }
  // BENCH_VERBOSE: what moved (the elements of each layout shift), to find a screen's CLS.
  if (process.env.BENCH_VERBOSE) {
    const lcp = a['largest-contentful-paint-element']?.details?.items ?? [];
    console.log(screen, 'LCP element', JSON.stringify(lcp).slice(0, 600));
    const chains = a['network-requests']?.details?.items ?? [];
    for (const r of chains.filter((x) => x.resourceType !== 'Image'))
      console.log(
        screen,
        Math.round(r.networkRequestTime),
        Math.round(r.networkEndTime),
        r.resourceType,
        r.url.slice(-60),
      );
  }
  if (process.env.BENCH_TRACE)
    console.log(`${screen} run ${i + 1}:\n${mainThreadReport(result.artifacts.Trace.traceEvents).join('\n')}`);
  if (process.env.BENCH_VERBOSE)
    for (const item of a['layout-shifts']?.details?.items ?? [])
      console.log(screen, 'shift', item.score?.toFixed(3), item.node?.selector, item.node?.snippet?.slice(0, 120));
  return {
    performance: Math.round(result.lhr.categories.performance.score * 100),
    FCP: Math.round(a['first-contentful-paint'].numericValue),
    LCP: Math.round(a['largest-contentful-paint'].numericValue),
    TBT: Math.round(a['total-blocking-time'].numericValue),
    CLS: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    hostCpu: Math.round(result.lhr.environment.benchmarkIndex),
    // The server time the simulation adds to every request of the origin: the median it observed (decision 3108).
    serverMs: Math.round(a['network-server-latency']?.numericValue ?? NaN),
    longTasks: (a['long-tasks']?.details?.items ?? [])
      .slice(0, 3)
      .map((t) => `${path.basename(String(t.url)).slice(0, 40)} ${Math.round(t.duration)}ms`),
  };
}

/** The median of a screen's runs (its long tasks: those of the run with the median score). */
function summarize(screen, runs) {
  if (!runs.length)
    return {
      screen,
      performance: NaN,
      FCP: NaN,
      LCP: NaN,
      TBT: NaN,
      CLS: NaN,
      hostCpu: NaN,
      serverMs: NaN,
      longTasks: [],
    };
  const byPerformance = [...runs].sort((x, y) => x.performance - y.performance);
  return {
    screen,
    performance: median(runs.map((r) => r.performance)),
    FCP: median(runs.map((r) => r.FCP)),
    LCP: median(runs.map((r) => r.LCP)),
    TBT: median(runs.map((r) => r.TBT)),
    CLS: median(runs.map((r) => r.CLS)),
    hostCpu: median(runs.map((r) => r.hostCpu)),
    serverMs: median(runs.map((r) => r.serverMs)),
    longTasks: byPerformance[Math.floor(runs.length / 2)].longTasks,
  };
}

/** Response headers a copy of a page keeps (not those of its body or its connection). */
const PAGE_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'cache-control',
]);

/**
 * The floor of this machine and browser (decision 3117): a page with one heading and no script, served with the
 * headers of the signed-in page at `pageUrl`. What Lighthouse reports for it is what any page costs here before the app
 * does anything: the new document's own start-up (36–102 ms of a main-thread task here), times the simulation's 4×.
 */
async function startFloorPage(pageUrl, cookie) {
  const response = await fetch(pageUrl, { headers: { cookie } });
  await response.arrayBuffer();
  const headers = [...response.headers].filter(([name]) => PAGE_HEADERS.has(name));
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<title>Floor</title></head><body><h1>Good morning, Bench</h1><p>A page with no script.</p></body></html>';
  const server = http.createServer((request, reply) => {
    for (const [name, value] of headers) reply.setHeader(name, value);
    reply.setHeader('content-type', 'text/html; charset=utf-8');
    reply.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** A process and all its descendants (Linux: pgrep). */
function processTree(pid) {
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there are none
  }
  return [pid, ...children.flatMap(processTree)];
}

/**
 * BENCH_LH_CORES=split (Linux, taskset): the browser alone on the last core, the servers, PostgreSQL and this process
 * on the others, as a phone and a server are two machines: how much of a screen's blocking time is the browser's
 * tasks waiting for a core the servers hold while they answer the page.
 */
function splitCores(chromePid) {
  const last = os.availableParallelism() - 1;
  const rest = last === 1 ? '0' : `0-${last - 1}`;
  const browser = new Set(processTree(chromePid));
  let postgresPids = [];
  try {
    postgresPids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // none by that name
  }
  pin(
    [...processTree(process.pid), ...postgresPids].filter((pid) => !browser.has(pid)),
    rest,
  );
  pin([...browser], String(last));
}

// BENCH_COMPARE_ROOT=<another checkout, built>: that checkout's stack beside this one, the runs of each screen
// alternating between the two (before, after, then after, before, …), so both builds meet the same moments of this
// shared machine; both stacks use this checkout's database schema.
const COMPARE_ROOT = process.env.BENCH_COMPARE_ROOT;
const stacks = [];
let postgres;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.executablePath,
  chromeFlags: ['--headless=new', ...CHROMIUM.args],
});
try {
  postgres = await startTestPostgres();
  if (COMPARE_ROOT)
    stacks.push({ label: 'before', ...(await startBuiltStack('bench_lighthouse_before', path.resolve(COMPARE_ROOT))) });
  stacks.push({ label: COMPARE_ROOT ? 'after' : '', ...(await startBuiltStack('bench_lighthouse_app')) });
  for (const stack of stacks) stack.cookie = await seededSessionCookie(stack.url);
  if (process.env.BENCH_LH_CORES === 'split') splitCores(chrome.pid);
  const rows = [];
  /** RUNS runs of `screen` on each target ({ label, url, cookie }), alternating between them; a row per target. */
  const measure = async (screen, targets, build) => {
    const runs = new Map(targets.map((target) => [target, []]));
    for (let i = 0; i < RUNS; i++)
      for (const target of i % 2 ? [...targets].reverse() : targets) {
        const run = await runOnce(target.url, target.cookie, screen, i, target.label.replace(/\W+/g, '-'));
        if (run) runs.get(target).push(run);
      }
    for (const target of targets) rows.push({ ...build(target), ...summarize(screen, runs.get(target)) });
  };
  // BENCH_LH_FLOOR=0 leaves them out: the blank page with the app page's headers, and the landing page signed out.
  if (process.env.BENCH_LH_FLOOR !== '0') {
    const ours = stacks.at(-1);
    const floor = await startFloorPage(`${ours.url}/notes`, ours.cookie);
    try {
      await measure('/', [{ label: 'floor: blank page', url: floor.url }], (target) => ({ build: target.label }));
    } finally {
      floor.close();
    }
    const landing = stacks.map((stack) => ({
      label: `floor: landing${stack.label ? ` (${stack.label})` : ''}`,
      url: stack.url,
    }));
    await measure('/', landing, (target) => ({ build: target.label }));
  }
  for (const screen of SCREENS) await measure(screen, stacks, (stack) => (stack.label ? { build: stack.label } : {}));
  console.log(
    `\nLighthouse, signed-in app (mobile, ${THROTTLING === 'devtools' ? 'applied (devtools)' : 'simulated'} throttling, median of ${RUNS}); budgets: performance ≥ ${budgets.minPerformance}, LCP ≤ ${budgets.maxLcpMs} ms, TBT ≤ ${budgets.maxTbtMs} ms, CLS ≤ ${budgets.maxCls}`,
  );
  console.table(rows.map(({ longTasks, ...r }) => r));
  for (const r of rows)
    console.log(`long tasks ${r.build ? `${r.build} ` : ''}${r.screen}: ${r.longTasks.join(', ') || 'none'}`);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  // This checkout's figures, for the bench's summary table.
  const ours = rows
    .filter((r) => !r.build || r.build === 'after' || (r.build.startsWith('floor') && !r.build.endsWith('(before)')))
    .map(({ build, ...r }) => (build?.startsWith('floor') ? { ...r, screen: build } : r));
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'lighthouse-app.json'), JSON.stringify(ours));
} finally {
  chrome.kill();
  for (const stack of stacks) await stack.stop();
  await postgres?.stop();
}
