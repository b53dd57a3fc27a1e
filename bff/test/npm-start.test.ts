import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';

const { freePort, ROOT } = require('../../scripts/stack.cjs');

/**
 * `npm start` as a user runs it (the real scripts/start.mjs, embedded PostgreSQL, migrations,
 * services, BFF), then Ctrl-C. Run from a clone under /root (as CI does) this also proves the
 * launcher relocates what the `postgres` user cannot reach.
 */
let child: ChildProcess;
let output = '';
let dataDir: string;
let url: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-npm-start-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SKIP_BUILD: '1',
    FJ_DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    CORE_PORT: String(await freePort()),
    SOCIAL_PORT: String(await freePort()),
    PAYMENTS_PORT: String(await freePort()),
    COMMUNITY_PORT: String(await freePort()),
  };
  delete env.DATABASE_URL;
  delete env.INTERNAL_JWT_SECRET;
  child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  while (!/running at (\S+)/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  url = output.match(/running at (\S+)/)![1];
}, 120_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('serves the app on the embedded database: create an account and read settings', async () => {
  const agent = request.agent(url);
  const reg = await agent
    .post('/api/auth/register')
    .set('Origin', url)
    .send({ email: 'start@example.com', password: 'launch2026' });
  expect(reg.status).toBe(201);
  expect((await agent.get('/api/settings')).body).toEqual({
    appleHealthConnected: false,
    notificationsEnabled: true,
    theme: 'light',
    timeZone: 'UTC',
  });
  expect(output).toMatch(/Embedded PostgreSQL on 127\.0\.0\.1:\d+/);
});

it('keeps the database superuser to itself: generated credentials (0600), services and BFF on the app role', () => {
  const credentials = path.join(dataDir, 'postgres-credentials.json');
  expect((fs.statSync(credentials).mode & 0o777).toString(8)).toBe('600');
  const { superuser } = JSON.parse(fs.readFileSync(credentials, 'utf8'));
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter(Boolean);
  const nodeChildren = children.filter((pid) =>
    fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/index.js'),
  );
  expect(nodeChildren).toHaveLength(5); // four services and the BFF
  for (const pid of nodeChildren) {
    const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
    expect(environ).not.toContain(superuser);
    expect(environ).not.toContain('INTERNAL_JWT_SECRET=');
    expect(environ).toMatch(/(^|\0)DATABASE_URL=postgresql:\/\/fj_app:/);
  }
});

it('stops everything on Ctrl-C, PostgreSQL included', async () => {
  const pgData = output.match(/data in (\S+)\)/)![1];
  const pidFile = path.join(pgData, 'postmaster.pid');
  expect(fs.existsSync(pidFile)).toBe(true);
  const pgPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGINT');
  expect(await exited).toBe(0);
  expect(() => process.kill(pgPid, 0)).toThrow(); // no orphan postgres
  expect(fs.existsSync(pidFile)).toBe(false);
  await expect(request(url).get('/healthz')).rejects.toThrow();
}, 30_000);
