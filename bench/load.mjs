// A 100-user load through the BFF (docs/decisions/2906-load-budget.md): each virtual user opens the screens people
// open — home with its summary, lists, creates, search, community, feeds, team chat — each screen's requests at once
// as the browser sends them, then reads for a moment (0.5–2 s), for 60 s. Loopback only, bounded in users and time.
// Figures: requests per second, errors, p50 / p95 / p99 in all and per route, beside bench/budgets.json ("load").
//
// BENCH_COMPARE_ROOT=<another checkout, built> measures that checkout's stack first, then this one, in the same run
// on the same machine (the "before" and "after" of a change); the load average is printed beside each.
// LOAD_USERS (100), LOAD_SECONDS (60).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import { benchDatabase, processCpuSeconds } from './_stack.mjs';

const require = createRequire(import.meta.url);
const USERS = Number(process.env.LOAD_USERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = [500, 2000];
const ROOT = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).load;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** CPU seconds each process of the stack has used so far (processCpuSeconds). */
function cpuSeconds(stack) {
  const processes = { bff: stack.bff, ...stack.services };
  return Object.fromEntries(Object.entries(processes).map(([name, p]) => [name, processCpuSeconds(p.child.pid)]));
}
const cpuMsPerRequest = (before, after, requests) =>
  Object.fromEntries(
    Object.keys(after).map((name) => [name, Math.round(((after[name] - before[name]) * 1e5) / requests) / 100]),
  );

/** The dashboard summary alone: `total` requests, `concurrency` at a time, spread over the users. */
async function summaryAlone(base, users, agent, stack, total = 1500, concurrency = 10) {
  let next = 0;
  const ms = [];
  let errors = 0;
  const cpuBefore = cpuSeconds(stack);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const user = users[next++ % users.length];
        const res = await exchange(agent, base, 'GET', '/api/dashboard/summary', { cookie: user.cookie });
        ms.push(res.ms);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const cpu = cpuMsPerRequest(cpuBefore, cpuSeconds(stack), total);
  ms.sort((a, b) => a - b);
  return {
    requests: total,
    errors,
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    cpuMsPerRequest: cpu,
  };
}

/** One HTTP exchange on a shared keep-alive agent: status, body text and milliseconds. */
function exchange(agent, base, method, p, { cookie, body } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      new URL(p, base),
      {
        method,
        agent,
        headers: {
          origin: base,
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, text: err.message, ms: performance.now() - started }));
    req.end(data);
  });
}

/** Accounts with a little of everything (Premium, so feeds and team chat answer), made through the API. */
async function seed(base, ownerUrl, agent) {
  const users = [];
  const call = async (user, method, p, body) => {
    let res = await exchange(agent, base, method, p, { cookie: user?.cookie, body });
    // Seeding is not the measurement: a busy machine's 5xx (main's stack answers 500 where this one says 503) is retried.
    for (let tries = 0; res.status >= 500 && tries < 5; tries++) {
      await new Promise((r) => setTimeout(r, 1000));
      res = await exchange(agent, base, method, p, { cookie: user?.cookie, body });
    }
    if (res.status >= 400) throw new Error(`seed ${method} ${p}: ${res.status} ${res.text}`);
    return res.text ? JSON.parse(res.text) : undefined;
  };
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < USERS; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, USERS - i) }, async (_, k) => {
        const email = `load-${i + k}-${Date.now()}@example.com`;
        const res = await exchange(agent, base, 'POST', '/api/auth/register', {
          body: { email, password: 'load-bench-2026', firstName: `User${i + k}` },
        });
        if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`);
        users.push({ id: JSON.parse(res.text).id, cookie: String(res.headers['set-cookie']).split(';')[0] });
      }),
    );
  }
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  await owner.query(`UPDATE "User" SET "isPremium" = true`);
  await owner.end();
  const fill = async (user, n) => {
    user.business = (await call(user, 'POST', '/api/businesses', { name: `Load Co ${n}` })).id;
    for (let d = 0; d < 12; d++) {
      const date = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
      await call(user, 'POST', '/api/business-metrics', {
        businessId: user.business,
        date,
        revenue: 100 + d * 7,
        clients: 3 + (d % 4),
      });
    }
    await call(user, 'POST', '/api/weekly-targets', { targetType: 'content_posts', targetValue: 3 });
    await call(user, 'PUT', `/api/wellness/${today}`, { steps: 6000 + n, mood: 4 });
    for (let k = 0; k < 15; k++)
      await call(user, 'POST', '/api/notes', {
        title: `Plan ${k} for launch`,
        content: `Growth idea number ${k}: talk to customers, ship weekly, measure revenue`,
        tags: ['growth'],
      });
    if (n % 5 === 0)
      await call(user, 'POST', '/api/community/posts', { title: `Lesson ${n}`, content: 'Ship small, ship often.' });
  };
  // Ten accounts at a time: seeding is not the measurement.
  for (let i = 0; i < users.length; i += 10) await Promise.all(users.slice(i, i + 10).map((u, k) => fill(u, i + k)));
  // Teams of ten: the first of each creates it, the others join with its code.
  for (let t = 0; t < users.length; t += 10) {
    const team = await call(users[t], 'POST', '/api/teams', { name: `Load team ${t / 10}` });
    const { inviteCode } = await call(users[t], 'GET', `/api/teams/${team.id}`);
    users[t].team = team.id;
    for (const member of users.slice(t + 1, t + 10)) {
      await call(member, 'POST', '/api/teams/join', { inviteCode });
      member.team = team.id;
    }
  }
  return users;
}

const WORDS = ['launch', 'growth', 'customers', 'revenue', 'weekly'];
/** The screens of the mix: weight and the requests the browser sends at once for it. */
const SCREENS = [
  {
    name: 'home',
    weight: 28,
    requests: () => [
      ['GET', '/api/auth/user'],
      ['GET', '/api/dashboard/summary'],
      ['GET', '/api/user-layout'],
      ['GET', '/api/home-favorites'],
      ['GET', '/api/weekly-targets'],
      ['GET', '/api/achievements'],
      ['GET', '/api/notifications'],
    ],
  },
  { name: 'analytics', weight: 6, requests: () => [['GET', '/api/dashboard/summary']] },
  {
    name: 'businesses',
    weight: 8,
    requests: (u) => [
      ['GET', '/api/businesses'],
      ['GET', `/api/businesses/${u.business}`],
    ],
  },
  {
    name: 'notes',
    weight: 10,
    requests: () => [
      ['GET', '/api/notes'],
      ['GET', '/api/notes/tags'],
    ],
  },
  {
    name: 'search',
    weight: 8,
    requests: () => [['GET', `/api/notes?q=${WORDS[Math.floor(Math.random() * WORDS.length)]}`]],
  },
  {
    name: 'create',
    weight: 12,
    requests: (u) => [
      ['POST', '/api/notes', { title: `Load note ${u.n++}`, content: 'Written under load' }],
      ['PUT', `/api/wellness/${new Date().toISOString().slice(0, 10)}`, { mood: 1 + (u.n % 5) }],
    ],
  },
  {
    name: 'community',
    weight: 10,
    requests: () => [
      ['GET', '/api/community/posts'],
      ['GET', '/api/community/stats'],
    ],
  },
  {
    name: 'feeds',
    weight: 8,
    requests: () => [
      ['GET', '/api/feeds'],
      ['GET', '/api/feeds/items'],
    ],
  },
  {
    name: 'team chat',
    weight: 10,
    requests: (u) => [
      ['GET', '/api/teams'],
      ['GET', `/api/teams/${u.team}/messages`],
    ],
  },
];
const TOTAL_WEIGHT = SCREENS.reduce((s, x) => s + x.weight, 0);
const pickScreen = () => {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const s of SCREENS) if ((r -= s.weight) < 0) return s;
  return SCREENS[0];
};
/** `/api/businesses/abc` → `/api/businesses/{id}` (ids and queries out of the per-route table). */
const routeOf = (method, p) =>
  `${method} ${p
    .split('?')[0]
    .replace(/\/[0-9a-f-]{36}/g, '/{id}')
    .replace(/\/\d{4}-\d{2}-\d{2}$/, '/{date}')}${p.includes('?q=') ? '?q=' : ''}`;

async function runLoad(base, users, agent, stack) {
  const cpuBefore = cpuSeconds(stack);
  const samples = [];
  const errors = new Map();
  const until = Date.now() + SECONDS * 1000;
  const vu = async (user) => {
    // Users start spread over the first two seconds, like people arriving.
    await new Promise((r) => setTimeout(r, Math.random() * 2000));
    while (Date.now() < until) {
      const screen = pickScreen();
      const results = await Promise.all(
        screen.requests(user).map(async ([method, p, body]) => ({
          route: routeOf(method, p),
          res: await exchange(agent, base, method, p, { cookie: user.cookie, body }),
        })),
      );
      for (const { route, res } of results) {
        samples.push({ route, ms: res.ms });
        if (res.status < 200 || res.status >= 400) {
          const key = `${route} → ${res.status}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
      await new Promise((r) => setTimeout(r, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));
    }
  };
  const started = Date.now();
  await Promise.all(users.map((u) => vu(u)));
  const seconds = (Date.now() - started) / 1000;
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byRoute = new Map();
  for (const s of samples) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s.ms]);
  const routes = [...byRoute]
    .map(([route, ms]) => {
      ms.sort((a, b) => a - b);
      return {
        route,
        requests: ms.length,
        p50: Math.round(percentile(ms, 50)),
        p95: Math.round(percentile(ms, 95)),
        p99: Math.round(percentile(ms, 99)),
      };
    })
    .sort((a, b) => b.p99 - a.p99);
  return {
    requests: samples.length,
    cpuMsPerRequest: cpuMsPerRequest(cpuBefore, cpuSeconds(stack), samples.length),
    perSecond: Math.round(samples.length / seconds),
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    errorKinds: Object.fromEntries(errors),
    p50: Math.round(percentile(all, 50)),
    p95: Math.round(percentile(all, 95)),
    p99: Math.round(percentile(all, 99)),
    routes,
  };
}

/** Start `root`'s built stack on a fresh database, seed it, load it, stop it. */
async function measure(label, root, dbName) {
  const stackLib = require(path.join(root, 'scripts/stack.cjs'));
  const { appUrl, ownerUrl } = await benchDatabase(dbName);
  const ports = {};
  for (const s of ['core', 'social', 'payments', 'community']) ports[s] = await stackLib.freePort();
  const stack = await stackLib.startStack({
    databaseUrl: appUrl,
    port: await stackLib.freePort(),
    servicePorts: ports,
    metricsPorts: 'free',
    quiet: true,
    env: { LOG_LEVEL: 'warn', REGISTER_RATE_LIMIT: '100000' },
  });
  const base = `http://127.0.0.1:${stack.port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  try {
    const users = (await seed(base, ownerUrl, agent)).map((u) => ({ ...u, n: 0 }));
    const summary = await summaryAlone(base, users, agent, stack);
    const loadBefore = loadAverage();
    const result = await runLoad(base, users, agent, stack);
    return {
      label,
      root,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAverage(),
      summaryAlone: summary,
      ...result,
    };
  } finally {
    agent.destroy();
    await stack.stop();
  }
}

const pgServer = await startTestPostgres();
const results = [];
try {
  const compare = process.env.BENCH_COMPARE_ROOT;
  if (compare) results.push(await measure('before', path.resolve(compare), 'bench_load_before'));
  results.push(await measure(compare ? 'after' : 'this checkout', ROOT, 'bench_load'));
} finally {
  await pgServer.stop();
}

for (const r of results) {
  console.log(
    `\n${r.label} (${r.root}): ${USERS} users, ${SECONDS} s, ${r.requests} requests (${r.perSecond}/s), ` +
      `${r.errors} errors, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms; ` +
      `load average (1/5/15 min) ${r.loadAverageBefore} before, ${r.loadAverageAfter} after; ${os.cpus().length} cores`,
  );
  if (r.errors) console.log('errors:', r.errorKinds);
  console.log('CPU ms per request of the mix, by process:', r.cpuMsPerRequest);
  console.log(
    `GET /api/dashboard/summary alone (${r.summaryAlone.requests} requests, 10 at a time): ${r.summaryAlone.errors} errors, ` +
      `p50 ${r.summaryAlone.p50} ms, p99 ${r.summaryAlone.p99} ms, CPU ms per request by process:`,
    r.summaryAlone.cpuMsPerRequest,
  );
  console.table(r.routes);
}
const last = results[results.length - 1];
const summary = last.routes.find((x) => x.route === 'GET /api/dashboard/summary');
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'load.json'),
  JSON.stringify({ users: USERS, seconds: SECONDS, results, summaryP99Ms: summary?.p99 ?? null }, null, 2),
);
console.log(
  `\nBudget (bench/budgets.json): ${budgets.maxErrors} errors, p99 ≤ ${budgets.maxP99Ms} ms, dashboard summary p99 ≤ ` +
    `${budgets.maxSummaryP99Ms} ms → measured ${last.errors} errors, p99 ${last.p99} ms, summary p99 ${summary?.p99} ms`,
);
