// Throwaway databases and built stacks for the benchmarks, with the roles production uses: migrated by the owner
// role, served as the application role (docs/decisions/0804-database-roles.md).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startTestPostgres, TEMPLATE } from '../packages/db/testing/test-postgres.mjs';
import stackLib from '../scripts/stack.cjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A database cloned from the migrated template of the running test PostgreSQL (`startTestPostgres()` first), owned
 * by the owner role. `appUrl` is what the services and the BFF use; `ownerUrl` may seed and ANALYZE.
 */
export async function benchDatabase(name) {
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE}" OWNER "${new URL(process.env.TEST_PG_OWNER_URL).username}"`,
    );
  } finally {
    await admin.end();
  }
  return {
    appUrl: withDatabase(process.env.TEST_PG_APP_URL, name),
    ownerUrl: withDatabase(process.env.TEST_PG_OWNER_URL, name),
  };
}

/** A test PostgreSQL and the built stack on a fresh database, for the browser benchmarks. */
export async function benchStack(name) {
  const server = await startTestPostgres();
  const stack = await startBuiltStack(name);
  return {
    url: stack.url,
    stop: async () => {
      await stack.stop();
      await server.stop();
    },
  };
}

/**
 * The built stack of the checkout at `root` (this one by default) on a fresh database `name` of the running test
 * PostgreSQL (`startTestPostgres()` first), cloned from this checkout's migrated template.
 */
export async function startBuiltStack(name, root = ROOT) {
  const lib = root === ROOT ? stackLib : createRequire(import.meta.url)(path.join(root, 'scripts/stack.cjs'));
  const { appUrl } = await benchDatabase(name);
  const ports = {
    core: await lib.freePort(),
    social: await lib.freePort(),
    payments: await lib.freePort(),
    community: await lib.freePort(),
  };
  const stack = await lib.startStack({
    databaseUrl: appUrl,
    port: await lib.freePort(),
    servicePorts: ports,
    metricsPorts: 'free',
    quiet: true,
    env: { LOG_LEVEL: 'silent' },
  });
  return { url: stack.url, stop: () => stack.stop() };
}

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * A client of the stack at `url` that keeps the session cookie it is given: `call(method, path, body)` sends JSON
 * (with the Origin the CSRF check wants) and answers the parsed JSON, throwing on an error status; `cookie()` is the
 * session's cookie header for a browser.
 */
export function signedInClient(url) {
  let cookie = '';
  const call = async (method, p, body) => {
    const res = await fetch(url + p, {
      method,
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    return res.json();
  };
  return { call, cookie: () => cookie };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (utime and stime, fields 14 and 15, in
 * Linux's hundredths of a second); NaN where /proc is missing. Divided by the requests served it gives CPU per request,
 * a figure other work on the machine hardly changes (latency it changes a lot).
 */
export function processCpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The middle value of a list of numbers (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Pins every thread of each pid to `cpus` (taskset's list form); a process gone meanwhile is skipped. */
export function pin(pids, cpus) {
  for (const pid of pids)
    try {
      execFileSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { stdio: 'ignore' });
    } catch {
      // exited
    }
}
