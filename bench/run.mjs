// npm run bench: every benchmark in turn, then one table of each figure beside its budget (bench/budgets.json).
// Figures to read, not pass/fail: only the JS byte counts gate CI (e2e/tests/budgets.spec.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const results = path.join(dir, 'results');
// `npm run bench -- feeds notes`: only the benchmarks whose file names start so (one table of their figures).
const only = process.argv.slice(2);
const benches = [
  'gateway.mjs',
  'start-files.mjs',
  'businesses.mjs',
  'community.mjs',
  'content-analytics.mjs',
  'notes.mjs',
  'health-import.mjs',
  'broadcast.mjs',
  'chat.mjs',
  'home.mjs',
  'feeds.mjs',
  'load.mjs',
  'telemetry.mjs',
  'bundles.mjs',
  'lighthouse.mjs',
  'lighthouse-app.mjs',
  'build.mjs',
].filter((f) => fs.existsSync(path.join(dir, f)) && (only.length === 0 || only.some((o) => f.startsWith(o))));
fs.rmSync(results, { recursive: true, force: true });
let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}

const read = (name) =>
  fs.existsSync(path.join(results, `${name}.json`))
    ? JSON.parse(fs.readFileSync(path.join(results, `${name}.json`), 'utf8'))
    : null;
const budgets = JSON.parse(fs.readFileSync(path.join(dir, 'budgets.json'), 'utf8'));
const rows = [];
const gateway = read('gateway');
if (gateway) {
  rows.push({
    figure: 'GET /api/settings throughput, BFF / direct',
    measured: gateway.throughputRatio.toFixed(2),
    budget: `≥ ${budgets.gateway.minThroughputRatio}`,
    ok: gateway.throughputRatio >= budgets.gateway.minThroughputRatio,
  });
  rows.push({
    figure: 'GET /api/settings p50 added by the BFF (ms)',
    measured: String(gateway.addedP50Ms),
    budget: `≤ ${budgets.gateway.maxAddedP50Ms}`,
    ok: gateway.addedP50Ms <= budgets.gateway.maxAddedP50Ms,
  });
  rows.push({
    figure: 'GET /api/settings p99, BFF / direct',
    measured: gateway.p99Ratio.toFixed(2),
    budget: '—',
    ok: true,
  });
}
const lighthouse = read('lighthouse');
if (lighthouse) {
  rows.push({
    figure: 'Lighthouse landing performance',
    measured: String(lighthouse.performance),
    budget: `≥ ${budgets.lighthouseLanding.minPerformance}`,
    ok: lighthouse.performance >= budgets.lighthouseLanding.minPerformance,
  });
  rows.push({
    figure: 'Lighthouse landing a11y / best practices / SEO',
    measured: `${lighthouse.accessibility} / ${lighthouse['best-practices']} / ${lighthouse.seo}`,
    budget: '—',
    ok: true,
  });
  rows.push({
    figure: 'Lighthouse landing LCP / TBT / CLS',
    measured: `${lighthouse.LCP} / ${lighthouse.TBT} / ${lighthouse.CLS}`,
    budget: '—',
    ok: true,
  });
}
for (const row of read('lighthouse-app') ?? []) {
  const b = budgets.lighthouseApp;
  // The machine's floor (decision 3117): what a page with no app scores here, beside the screens, not a budget.
  if (row.screen.startsWith('floor'))
    rows.push({
      figure: `Lighthouse ${row.screen}: performance / LCP ms / TBT ms / CLS`,
      measured: `${row.performance} / ${row.LCP} / ${row.TBT} / ${row.CLS}`,
      budget: '—',
      ok: true,
    });
  else
    rows.push({
      figure: `Lighthouse signed-in ${row.screen}: performance / LCP ms / TBT ms / CLS`,
      measured: `${row.performance} / ${row.LCP} / ${row.TBT} / ${row.CLS}`,
      budget: `≥ ${b.minPerformance} / ≤ ${b.maxLcpMs} / ≤ ${b.maxTbtMs} / ≤ ${b.maxCls}`,
      ok: row.performance >= b.minPerformance && row.LCP <= b.maxLcpMs && row.TBT <= b.maxTbtMs && row.CLS <= b.maxCls,
    });
}
for (const row of (read('community') ?? []).filter((r) => r.request.startsWith('GET /api/community/posts'))) {
  const p95 = Number(row['server p95 ms']);
  rows.push({
    figure: `${row.request} p95 ms (${row['SQL queries/request']} query)`,
    measured: row['server p95 ms'],
    budget: `≤ ${budgets.communityFeed.maxP95Ms}`,
    ok: p95 <= budgets.communityFeed.maxP95Ms,
  });
}
const health = read('health-import');
for (const row of health?.rows ?? []) {
  rows.push({
    figure: `Apple Health parse, ${row['export.xml MB']} MB export.xml (XML MB/s)`,
    measured: String(row['XML MB/s']),
    budget: `≥ ${budgets.healthImport.minXmlMBps}`,
    ok: row['XML MB/s'] >= budgets.healthImport.minXmlMBps,
  });
  rows.push({
    figure: `Apple Health parse, ${row['export.xml MB']} MB export.xml (peak RSS MB, heap cap 64 MB)`,
    measured: `${row['peak RSS MB']} (heap ${row['peak heap MB']})`,
    budget: '—',
    ok: true,
  });
}
const notes = read('notes');
if (notes) {
  rows.push({
    figure: 'Notes search p95 server ms, worst case',
    measured: notes.searchP95Ms.toFixed(1),
    budget: `≤ ${budgets.notes.maxSearchP95Ms}`,
    ok: notes.searchP95Ms <= budgets.notes.maxSearchP95Ms,
  });
  if (notes.searchP95BeforeMs !== null && notes.searchP95BeforeMs !== undefined)
    rows.push({
      figure: 'Notes search p95 server ms, worst case, same run on the indexes before decision 2806',
      measured: notes.searchP95BeforeMs.toFixed(1),
      budget: '—',
      ok: true,
    });
  // The two-word search in the full table, for each measured account, beside the same search on the old indexes.
  for (const row of notes.rows.filter(
    (r) => r.case.startsWith('search two words') && !r.before && r.dataset.includes('users'),
  ))
    rows.push({
      figure: `Notes search two words, ${row.dataset}, account of ${row.user}: p95 server ms`,
      measured: row['server p95 ms'].toFixed(1),
      budget: `≤ ${budgets.notes.maxSearchP95Ms}`,
      ok: row['server p95 ms'] <= budgets.notes.maxSearchP95Ms,
    });
  for (const row of notes.rows.filter((r) => r.case.startsWith('search two words') && r.before))
    rows.push({
      figure: `  the same, ${row.dataset}, account of ${row.user}`,
      measured: row['server p95 ms'].toFixed(1),
      budget: '—',
      ok: true,
    });
}
const broadcast = read('broadcast');
if (broadcast) {
  rows.push({
    figure: `Broadcast to ${broadcast.users} users: POST answer ms`,
    measured: String(broadcast.postAnswerMs),
    budget: '< 200',
    ok: broadcast.postAnswerMs < 200,
  });
  rows.push({
    figure: 'Broadcast: all pushed (s) / worker peak RSS (MB)',
    measured: `${broadcast.allDeliveredSeconds} / ${broadcast.peakRssMB}`,
    budget: '—',
    ok: true,
  });
}
const chat = read('chat');
if (chat) {
  rows.push({
    figure: `Team chat: ${chat.streams} streams, ${chat.offeredPerSecond} msg/s offered: lost messages`,
    measured: String(chat.lost),
    budget: `${budgets.teamChat.maxLost}`,
    ok: chat.lost <= budgets.teamChat.maxLost,
  });
  rows.push({
    figure: 'Team chat messages duplicated / 5xx answers',
    measured: `${chat.duplicates} / ${Object.entries(chat.statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 ? c : 0), 0)}`,
    budget: `${budgets.teamChat.maxDuplicated} / ${budgets.teamChat.max5xx}`,
    ok:
      chat.duplicates <= budgets.teamChat.maxDuplicated &&
      Object.entries(chat.statuses).every(([s, c]) => Number(s) < 500 || c <= budgets.teamChat.max5xx),
  });
  rows.push({
    figure: 'Team chat sends achieved (msg/s)',
    measured: String(chat.achievedPerSecond),
    budget: `≥ ${budgets.teamChat.minAchievedPerSecond}`,
    ok: chat.achievedPerSecond >= budgets.teamChat.minAchievedPerSecond,
  });
  rows.push({
    figure: 'Team chat delivery p50 / p99 ms (send → other streams)',
    measured: `${chat.latencyP50Ms} / ${chat.latencyP99Ms}`,
    budget: `p99 ≤ ${budgets.teamChat.maxDeliveryP99Ms}`,
    ok: chat.latencyP99Ms <= budgets.teamChat.maxDeliveryP99Ms,
  });
  if (chat.bffRssIdleMB)
    rows.push({
      figure: `Team chat: BFF RSS MB with ${chat.idleStreams} idle streams`,
      measured: String(chat.bffRssIdleMB.open),
      budget: `≤ ${budgets.teamChat.maxBffRssIdleMB}`,
      ok: chat.bffRssIdleMB.open <= budgets.teamChat.maxBffRssIdleMB,
    });
  rows.push({
    figure: 'Team chat peak RSS MB, BFF / community',
    measured: `${chat.bffRssMB.peak} / ${chat.communityRssMB.peak}`,
    budget: '—',
    ok: true,
  });
}
const startFiles = read('start-files');
if (startFiles) {
  rows.push({
    figure: "Start files' wait while a signed-in page is answered, median ms",
    measured: `${startFiles.whileAnsweringMedianMs} (idle ${startFiles.idleMedianMs}, p90 ${startFiles.whileAnsweringP90Ms})`,
    budget: `≤ ${budgets.startFiles.maxMedianWaitMs}`,
    ok: startFiles.whileAnsweringMedianMs <= budgets.startFiles.maxMedianWaitMs,
  });
}
const home = read('home');
if (home) {
  rows.push({
    figure: 'Home first screen: /api requests / JS gzip KB',
    measured: `${home.firstViewApiRequests} / ${home.firstViewJsKB.toFixed(1)}`,
    budget: '— / < 160 (home goal, decision 0703)',
    ok: home.firstViewJsKB < 160,
  });
  rows.push({
    figure: 'Home, every widget scrolled in: /api requests / JS gzip KB',
    measured: `${home.allWidgetsApiRequests} / ${home.allWidgetsJsKB.toFixed(1)}`,
    budget: '—',
    ok: true,
  });
}
const feeds = read('feeds');
if (feeds) {
  for (const row of feeds.requests) {
    // The "before" row measures the previous design on the same data in the same run: a figure, not a budget.
    const before = row.request.startsWith('before');
    rows.push({
      figure: `${row.request} p95 ms (${row['SQL statements']} statements)`,
      measured: row['server p95 ms'],
      budget: before ? '—' : `≤ ${budgets.feeds.maxListP95Ms}`,
      ok: before || Number(row['server p95 ms']) <= budgets.feeds.maxListP95Ms,
    });
  }
  for (const r of [feeds.refreshFull, feeds.refreshConditional].filter(Boolean))
    rows.push({
      figure: `Refresh ${r.feeds} feeds, ${r.refresh}: s / peak RSS MB / max in flight`,
      measured: `${r.seconds} / ${r['peak RSS MB']} / ${r['max in flight']}`,
      budget: '—',
      ok: true,
    });
}
const load = read('load');
if (load) {
  const last = load.results[load.results.length - 1];
  rows.push({
    figure: `${load.users} users, ${load.seconds} s, realistic mix: errors`,
    measured: String(last.errors),
    budget: `${budgets.load.maxErrors}`,
    ok: last.errors <= budgets.load.maxErrors,
  });
  rows.push({
    figure: `${load.users} users: p99 ms, every request (load average ${last.loadAverageAfter})`,
    measured: String(last.p99),
    budget: `≤ ${budgets.load.maxP99Ms}`,
    ok: last.p99 <= budgets.load.maxP99Ms,
  });
  rows.push({
    figure: `${load.users} users: GET /api/dashboard/summary p99 ms`,
    measured: String(load.summaryP99Ms),
    budget: `≤ ${budgets.load.maxSummaryP99Ms}`,
    ok: load.summaryP99Ms !== null && load.summaryP99Ms <= budgets.load.maxSummaryP99Ms,
  });
}
const telemetry = read('telemetry');
if (telemetry) {
  const { off, on } = telemetry.summary;
  rows.push({
    figure: 'OpenTelemetry off / on: start-up ms (whole stack)',
    measured: `${off['start-up ms']} / ${on['start-up ms']}`,
    budget: '—',
    ok: true,
  });
  rows.push({
    figure: 'OpenTelemetry off / on: GET /api/settings req/s, p99 ms',
    measured: `${off['GET /api/settings req/s']}, ${off['p99 ms']} / ${on['GET /api/settings req/s']}, ${on['p99 ms']}`,
    budget: '—',
    ok: true,
  });
}
for (const view of read('bundles') ?? []) {
  rows.push({
    figure: `JS gzip KB, ${view.name}`,
    measured: view.kb.toFixed(1),
    budget: `≤ ${view.budgetKB}`,
    ok: view.kb <= view.budgetKB,
  });
}
if (rows.length) {
  console.log('\n=== figures beside budgets (bench/budgets.json; timings vary with machine load) ===');
  console.table(rows.map((r) => ({ ...r, ok: r.ok ? 'yes' : 'NO' })));
}
process.exit(failed ? 1 : 0);
