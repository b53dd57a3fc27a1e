import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { RESTARTING_MESSAGE } from '@fj/contracts/messages';

const { freePort, ROOT } = require('../../scripts/stack.cjs');

/**
 * `npm start` heals itself (docs/decisions/2901, 2902): the real scripts/start.mjs on its embedded PostgreSQL, faults
 * injected under steady writes from four clients — kill -9 a service, kill -9 the PostgreSQL server, freeze a service
 * (SIGSTOP) — and what clients see meanwhile (503, never 500), how soon it answers again, and that every write it
 * acknowledged is in the database. Also: metrics on the internal ports only, and one trace id through BFF and service.
 */
let child: ChildProcess;
let output = '';
let dataDir: string;
let url: string;
const metricsPorts: Record<string, number> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-self-healing-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SKIP_BUILD: '1',
    FJ_DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    EMBEDDED_PG_PORT: String(await freePort()),
  };
  for (const name of ['CORE', 'SOCIAL', 'PAYMENTS', 'COMMUNITY']) env[`${name}_PORT`] = String(await freePort());
  for (const name of ['bff', 'core', 'social', 'payments', 'community']) {
    metricsPorts[name] = await freePort();
    env[`${name.toUpperCase()}_METRICS_PORT`] = String(metricsPorts[name]);
  }
  delete env.DATABASE_URL;
  delete env.INTERNAL_JWT_SECRET;
  delete env.NODE_ENV; // request lines are logged (LOG_LEVEL info), as in production
  child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 120_000;
  while (!/running at (\S+)/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  url = output.match(/running at (\S+)/)![1];
}, 150_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/** A signed-in browser: keeps its session cookie, sends our Origin; every call has a time limit. */
async function signedIn() {
  let cookie = '';
  const call = async (method: string, p: string, body?: object, headers: Record<string, string> = {}) => {
    const res = await fetch(url + p, {
      method,
      headers: { Origin: url, 'content-type': 'application/json', cookie, ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
  const email = `heal-${crypto.randomUUID()}@example.com`;
  expect((await call('POST', '/api/auth/register', { email, password: 'launch2026-heal' })).status).toBe(201);
  const me = await call('GET', '/api/auth/user');
  return { call, userId: String(me.body.id) };
}

/** The pid of one of the launcher's node processes (its command line names the package's dist). */
function pidOf(dir: string): number {
  const pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter(Boolean);
  const pid = pids.find((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(`${dir}/dist/index.js`));
  if (!pid) throw new Error(`no process for ${dir}`);
  return pid;
}

/** The notes' titles in the database itself (as the superuser: nothing between the test and the rows). */
async function storedTitles(userId: string): Promise<Set<string>> {
  const { superuser } = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'));
  const port = output.match(/Embedded PostgreSQL on 127\.0\.0\.1:(\d+)/)![1];
  const connectionString = `postgresql://postgres:${encodeURIComponent(superuser)}@127.0.0.1:${port}/founder_journal`;
  // A killed postmaster's backends can still serve the service's open connections for a moment (writes acknowledged)
  // while new connections are refused until the restarted server is up: wait for it, as the services' pools do.
  let client = new pg.Client({ connectionString });
  for (const deadline = Date.now() + 30_000; ;) {
    try {
      await client.connect();
      break;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
      client = new pg.Client({ connectionString });
    }
  }
  try {
    const { rows } = await client.query<{ title: string }>('SELECT title FROM "Note" WHERE "userId" = $1', [userId]);
    return new Set(rows.map((r) => r.title));
  } finally {
    await client.end();
  }
}

/**
 * Four clients writing notes without pause while `fault` happens; they stop once writes are acknowledged again
 * (plus a second), or after `limitMs`. Answers every status seen, the acknowledged titles and how long after the
 * fault the first write sent after it was acknowledged.
 */
async function writesThrough(fault: () => void, limitMs: number) {
  const { call, userId } = await signedIn();
  const statuses = new Map<number | string, number>();
  const acknowledged: string[] = [];
  let faultAt = 0;
  let healedAfter: number | null = null;
  let stop = false;
  let n = 0;
  const writer = async () => {
    while (!stop) {
      const title = `note ${n++}`;
      const sentAt = Date.now();
      const res = await call('POST', '/api/notes', { title, content: 'steady' }).catch(
        (err: Error) => ({ status: `no answer (${err.name})`, body: {} }) as const,
      );
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201) {
        acknowledged.push(title);
        if (faultAt && sentAt > faultAt && healedAfter === null) healedAfter = Date.now() - faultAt;
      } else if (res.status === 503) {
        expect(res.body.message).toBe(RESTARTING_MESSAGE);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const writers = [writer(), writer(), writer(), writer()];
  await new Promise((r) => setTimeout(r, 1000));
  faultAt = Date.now();
  fault();
  while (healedAfter === null && Date.now() - faultAt < limitMs) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 1000));
  stop = true;
  await Promise.all(writers);
  const stored = await storedTitles(userId);
  return { statuses, acknowledged, healedAfter, missing: acknowledged.filter((t) => !stored.has(t)) };
}

it("serves metrics on each process's internal port only, labelled by route template and status", async () => {
  const { call } = await signedIn();
  expect((await call('POST', '/api/notes', { title: 'measured', content: 'x' })).status).toBe(201);
  expect((await call('GET', '/api/notes')).status).toBe(200);
  const scrape = async (name: string) => (await fetch(`http://127.0.0.1:${metricsPorts[name]}/metrics`)).text();
  const bff = await scrape('bff');
  expect(bff).toMatch(
    /http_request_duration_seconds_count\{service="bff",method="POST",route="\/api\/notes",status="201"\} \d+/,
  );
  expect(bff).toMatch(/db_pool_connections\{pool="sessions",state="total",service="bff"\} \d+/);
  expect(bff).toContain('http_requests_in_flight{service="bff"}');
  expect(bff).toContain('event_streams_open');
  const core = await scrape('core');
  expect(core).toMatch(
    /http_request_duration_seconds_bucket\{le="0\.1",service="core",method="GET",route="\/api\/notes",status="200"\} \d+/,
  );
  for (const name of [
    'db_pool_connections{pool="prisma",state="in_use"',
    'db_pool_connections{pool="jobs"',
    'job_queue_depth',
    'job_queue_oldest_age_seconds',
    'job_dead_letters',
    'job_failures_total',
    'outbound_fetches_total',
    'process_resident_memory_bytes',
  ])
    expect(core).toContain(name);
  // Never through the public port: there /metrics is just the app (a page), and /api/metrics no route.
  expect(await fetch(`${url}/metrics`).then((r) => r.text())).not.toContain('http_request_duration_seconds');
  expect((await call('GET', '/api/metrics')).status).toBe(404);
});

it('carries one trace id through the BFF and the service: in both logs, in the error body and a response header', async () => {
  const { call } = await signedIn();
  const traceId = crypto.randomBytes(16).toString('hex');
  const res = await call('GET', `/api/notes/${crypto.randomUUID()}`, undefined, {
    traceparent: `00-${traceId}-${crypto.randomBytes(8).toString('hex')}-01`,
  });
  expect(res.status).toBe(404);
  expect(res.body.traceId).toBe(traceId);
  expect(res.headers.get('x-trace-id')).toBe(traceId);
  await new Promise((r) => setTimeout(r, 500));
  const lines = output.split('\n').filter((l) => l.includes(traceId));
  expect(lines.some((l) => l.startsWith('[bff]'))).toBe(true);
  expect(lines.some((l) => l.startsWith('[core]'))).toBe(true);
});

it('answers 503 within 5 s for a frozen service while every other route answers, and recovers when it thaws', async () => {
  const { call } = await signedIn();
  const social = pidOf('services/social');
  process.kill(social, 'SIGSTOP');
  try {
    const started = Date.now();
    const [feeds, notes] = await Promise.all([call('GET', '/api/social-accounts'), call('GET', '/api/notes')]);
    expect(notes.status).toBe(200);
    expect(feeds.status).toBe(503);
    expect(feeds.headers.get('retry-after')).toBe('5');
    expect(Date.now() - started).toBeLessThan(6000);
    // Others keep answering at once while it stays frozen.
    const quick = Date.now();
    expect((await call('GET', '/api/settings')).status).toBe(200);
    expect(Date.now() - quick).toBeLessThan(1000);
  } finally {
    process.kill(social, 'SIGCONT');
  }
  const thawed = Date.now();
  let status = 0;
  while (status !== 200 && Date.now() - thawed < 15_000) {
    status = (await call('GET', '/api/social-accounts')).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  expect(status).toBe(200);
}, 40_000);

it('restarts a service killed under steady writes: 503 meanwhile, answering within 10 s, no acknowledged write lost', async () => {
  const before = pidOf('services/core');
  const run = await writesThrough(() => process.kill(before, 'SIGKILL'), 20_000);
  expect(run.healedAfter).not.toBeNull();
  expect(run.healedAfter!).toBeLessThan(10_000);
  expect([...run.statuses.keys()].filter((s) => s !== 201 && s !== 503)).toEqual([]);
  expect(run.statuses.get(503)).toBeGreaterThan(0);
  expect(run.missing).toEqual([]);
  expect(pidOf('services/core')).not.toBe(before);
  expect(output).toContain('› core stopped (killed by SIGKILL); starting it again in 1 s');
}, 60_000);

it('restarts PostgreSQL killed under steady writes: 503s and no 500, not ready meanwhile, answering within 30 s, no acknowledged write lost', async () => {
  const pgData = output.match(/data in (\S+)\)/)![1];
  const postmaster = Number(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
  // A readiness probe meanwhile: not ready while the database is away, ready again after.
  const readiness: unknown[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
      if (res) readiness.push(await res.json());
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const run = await writesThrough(() => process.kill(postmaster, 'SIGKILL'), 40_000);
  probing = false;
  await probe;
  expect(readiness).toContainEqual(
    expect.objectContaining({ ok: false, checks: expect.objectContaining({ database: 'unreachable' }) }),
  );
  expect(await fetch(`${url}/readyz`).then((r) => r.json())).toMatchObject({
    ok: true,
    service: 'bff',
    checks: { database: 'ok', migrations: 'ok' },
  });
  expect(run.healedAfter).not.toBeNull();
  expect(run.healedAfter!).toBeLessThan(30_000);
  expect([...run.statuses.keys()].filter((s) => s !== 201 && s !== 503)).toEqual([]);
  expect(run.missing).toEqual([]);
  expect(output).toContain('› PostgreSQL stopped (killed by SIGKILL)');
  expect(output).toContain('› PostgreSQL is running again');
}, 80_000);
