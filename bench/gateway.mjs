// GET /api/settings through the BFF (session cookie → proxy → core) vs directly to core
// (valid identity assertion): throughput, latency percentiles and the ratio, beside the budgets of
// bench/budgets.json. Figures, not asserts. The two paths alternate in short rounds, so background load on a
// shared machine hits both alike. Each path's CPU per request is read per process from /proc (Linux).
// BENCH_GATEWAY_CORES=split (Linux, taskset): the BFF alone on the last core, everything else (services,
// PostgreSQL, the load generator) on the others — whether the gap is the hop's own work or the cores it shares.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stackLib from '../scripts/stack.cjs';
import { benchDatabase, median, pin, processCpuSeconds } from './_stack.mjs';

const require = createRequire(import.meta.url);
const { SignJWT } = require('jose');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).gateway;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SPLIT = process.env.BENCH_GATEWAY_CORES === 'split';

/** Per core: [busy, total] jiffies since boot from /proc/stat, or [] where it is missing. */
function coreTimes() {
  try {
    return fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((l) => /^cpu\d/.test(l))
      .map((l) => {
        const t = l.split(/\s+/).slice(1).map(Number);
        const total = t.reduce((a, b) => a + b, 0);
        return [total - t[3] - t[4], total]; // idle and iowait are not busy
      });
  } catch {
    return [];
  }
}

const pgServer = await startTestPostgres();
// As the application role, like npm start: the session and user caches' LISTEN and the triggers included.
const { appUrl: databaseUrl } = await benchDatabase('bench_gateway');

const secret = crypto.randomBytes(32).toString('hex');
const ports = {
  core: await stackLib.freePort(),
  social: await stackLib.freePort(),
  payments: await stackLib.freePort(),
  community: await stackLib.freePort(),
};
const port = await stackLib.freePort();
const stack = await stackLib.startStack({
  databaseUrl,
  port,
  servicePorts: ports,
  metricsPorts: 'free',
  quiet: true,
  env: { INTERNAL_JWT_SECRET: secret, LOG_LEVEL: 'silent' },
});

try {
  const pids = { bff: stack.bff.pid, core: stack.services.core.pid };
  if (SPLIT) {
    const last = os.availableParallelism() - 1;
    const rest = last === 1 ? '0' : `0-${last - 1}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await admin.connect();
    const { rows } = await admin.query(`SELECT current_setting('data_directory') AS dir`);
    await admin.end();
    const postmaster = Number(fs.readFileSync(path.join(rows[0].dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const backends = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    // New backends are forked by the postmaster and inherit its cores.
    pin([postmaster, ...backends, ...Object.values(stack.services).map((s) => s.pid), process.pid], rest);
    pin([stack.bff.pid], String(last));
    console.log(`BFF alone on core ${last}; services, PostgreSQL and the load generator on ${rest}`);
  }
  const reg = await fetch(`${stack.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench12345', firstName: 'Bench' }),
  });
  const user = await reg.json();
  const cookie = reg.headers.get('set-cookie').split(';')[0];
  const token = await new SignJWT({ email: user.email, isPremium: false, isAdmin: false })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setAudience('core')
    .setIssuer('bff')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));

  const run = async (title, url, headers, duration) => {
    const before = { bff: processCpuSeconds(pids.bff), core: processCpuSeconds(pids.core), cores: coreTimes() };
    const result = await new Promise((resolve, reject) => {
      autocannon({ title, url, headers, connections: CONNECTIONS, duration }, (err, r) =>
        err ? reject(err) : resolve(r),
      );
    });
    const cores = coreTimes();
    result.cpu = {
      bff: processCpuSeconds(pids.bff) - before.bff,
      core: processCpuSeconds(pids.core) - before.core,
      busy: cores.map(([busy, total], i) => [busy - before.cores[i][0], total - before.cores[i][1]]),
    };
    return result;
  };
  const bff = () => run('via BFF', `${stack.url}/api/settings`, { cookie }, DURATION / ROUNDS);
  const core = () =>
    run('direct to core', `http://127.0.0.1:${ports.core}/api/settings`, { 'x-identity': token }, DURATION / ROUNDS);
  // Warm both paths (JIT, pools, caches) before measuring.
  await run('warm', `${stack.url}/api/settings`, { cookie }, 3);
  await run('warm', `http://127.0.0.1:${ports.core}/api/settings`, { 'x-identity': token }, 2);
  const viaBff = [];
  const direct = [];
  for (let i = 0; i < ROUNDS; i++) {
    viaBff.push(await bff());
    direct.push(await core());
  }

  const summary = (rounds) => ({
    rps: rounds.reduce((n, r) => n + r.requests.total, 0) / rounds.reduce((n, r) => n + r.duration, 0),
    p50: median(rounds.map((r) => r.latency.p50)),
    p99: median(rounds.map((r) => r.latency.p99)),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    // CPU microseconds per request of each process, over all rounds of the path
    bffUs: (1e6 * rounds.reduce((n, r) => n + r.cpu.bff, 0)) / rounds.reduce((n, r) => n + r.requests.total, 0),
    coreUs: (1e6 * rounds.reduce((n, r) => n + r.cpu.core, 0)) / rounds.reduce((n, r) => n + r.requests.total, 0),
    // how busy each of the host's cores was over the path's rounds, in %
    busy: rounds[0].cpu.busy.map(
      (_, i) =>
        (100 * rounds.reduce((n, r) => n + r.cpu.busy[i][0], 0)) / rounds.reduce((n, r) => n + r.cpu.busy[i][1], 0),
    ),
  });
  const b = summary(viaBff);
  const d = summary(direct);
  const row = (name, r) => ({
    path: name,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx': r.non2xx,
    errors: r.errors,
    'BFF CPU µs/req': Math.round(r.bffUs),
    'core CPU µs/req': Math.round(r.coreUs),
    'cores busy %': r.busy.map(Math.round).join(' / '),
  });
  console.log(
    `\nGET /api/settings — ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION / ROUNDS} s per path, ${SPLIT ? 'the BFF on a core of its own' : 'every process sharing every core'} (median p50/p99 of the rounds)`,
  );
  console.table([row('via BFF (session → proxy → core)', b), row('direct to core (x-identity)', d)]);
  const figures = {
    throughputRatio: b.rps / d.rps,
    p99Ratio: b.p99 / d.p99,
    addedP50Ms: b.p50 - d.p50,
    bffP99Ms: b.p99,
    directP99Ms: d.p99,
    bffCpuUsPerRequest: b.bffUs,
    coreCpuUsPerRequest: b.coreUs,
    cores: SPLIT ? 'split' : 'shared',
  };
  console.table([
    {
      figure: 'throughput BFF/direct',
      measured: figures.throughputRatio.toFixed(2),
      budget: `≥ ${budgets.minThroughputRatio}`,
    },
    { figure: 'added p50 (ms)', measured: figures.addedP50Ms, budget: `≤ ${budgets.maxAddedP50Ms}` },
    { figure: 'p99 BFF/direct', measured: figures.p99Ratio.toFixed(2), budget: '(figure)' },
  ]);
  if (b.non2xx || d.non2xx) console.log('WARNING: non-2xx responses during the run; figures are not comparable');
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', SPLIT ? 'gateway-split.json' : 'gateway.json'),
    JSON.stringify(figures),
  );
} finally {
  await stack.stop();
  await pgServer.stop();
}
