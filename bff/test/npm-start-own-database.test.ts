import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const { freePort, ROOT } = require('../../scripts/stack.cjs');
const { findPostgresBin, readmeRoleStatements, startSystemPostgres } = require('../../scripts/system-postgres.cjs');
const app = require('../../scripts/app-client.cjs');

/**
 * `npm start` on a PostgreSQL you run yourself, set up exactly as the README says (its three SQL lines): the owner
 * role migrates and grants, the app role gets rows and the job queue and nothing more (docs/decisions/3301).
 * Needs a PostgreSQL server from the OS packages (`.ci/run` installs Debian's); without one it is skipped with the
 * reason, except in CI, where that fails.
 */
const bin = findPostgresBin();
if (!bin && process.env.CI) throw new Error('CI needs a PostgreSQL server for this test (apt-get install postgresql)');
if (!bin) console.warn('npm-start-own-database: skipped, no PostgreSQL server installed (apt-get install postgresql)');
const describeWithServer = bin ? describe : describe.skip;

async function query(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

describeWithServer('npm start on your own PostgreSQL (owner and app roles)', () => {
  let server: Awaited<ReturnType<typeof startSystemPostgres>>;
  let child: ChildProcess;
  let output = '';
  let url: string;
  let ownerUrl: string;
  let appUrl: string;
  const passwords = { owner: 'owner-Secret-1', app: 'app-Secret-2' };

  async function npmStart() {
    output = '';
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-own-db-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SKIP_BUILD: '1',
      FJ_DATA_DIR: dataDir,
      PORT: String(await freePort()),
      CORE_PORT: String(await freePort()),
      SOCIAL_PORT: String(await freePort()),
      PAYMENTS_PORT: String(await freePort()),
      COMMUNITY_PORT: String(await freePort()),
      DATABASE_URL: appUrl,
      MIGRATION_DATABASE_URL: ownerUrl,
      LOG_LEVEL: 'warn',
    };
    delete env.INTERNAL_JWT_SECRET;
    delete env.DATABASE_APP_ROLE;
    child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: 'pipe' });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const deadline = Date.now() + 120_000;
    while (!/running at (\S+)/.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    url = output.match(/running at (\S+)/)![1];
  }

  async function stop() {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }

  beforeAll(async () => {
    server = await startSystemPostgres({ port: await freePort() });
    for (const statement of readmeRoleStatements(passwords)) await query(server.adminUrl, statement);
    ownerUrl = server.url('founder_journal', 'fj_owner', passwords.owner);
    appUrl = server.url('founder_journal', 'fj_app', passwords.app);
    await npmStart();
  }, 180_000);

  afterAll(async () => {
    await stop();
    server?.stop();
  }, 30_000);

  it('signs up, writes and reads back, and runs a job (a team chat notification through the job queue)', async () => {
    const ada = await app.signUp(url, { firstName: 'Ada' });
    const business = await ada.expect(201, 'post', '/api/businesses', { name: 'Own Database Ltd' });
    expect((await ada.expect(200, 'get', '/api/businesses')).map((b: { id: string }) => b.id)).toEqual([business.id]);

    // Team chat: community enqueues core's job in the message's transaction; core's worker writes the inbox entry.
    const bob = await app.signUp(url, { firstName: 'Bob' });
    await app.grantPremium(ownerUrl, [ada.email, bob.email]);
    await app.registerChatKeys(ada);
    const team = await app.teamWithChat(ada, [bob], 'Own Database Team');
    await app.sendChatMessage(ada, team.id);
    const [notification] = await app.waitForNotification(bob, 'New message in Own Database Team');
    expect(notification).toMatchObject({ kind: 'team', url: `/teams/${team.id}/chat` });
    expect(output).not.toMatch(/permission denied|did not start/);
  }, 60_000);

  it('grants the app role rows and the job queue, and nothing more', async () => {
    const can = async (sql: string) =>
      query(appUrl, sql).then(
        () => 'allowed',
        (err: { code?: string }) => err.code,
      );
    expect(await can('SELECT count(*) FROM rate_limit')).toBe('allowed');
    expect(await can('SELECT count(*) FROM graphile_worker.jobs')).toBe('allowed');
    expect(await can('CREATE TABLE sneaky (id int)')).toBe('42501');
    expect(await can('ALTER TABLE "User" ADD COLUMN sneaky int')).toBe('42501');
    expect(await can('SELECT * FROM _prisma_migrations')).toBe('42501');
    expect(await can('DELETE FROM graphile_worker.migrations')).toBe('42501');
    expect(await can('CREATE SCHEMA sneaky')).toBe('42501');
    const { rows } = await query(
      server.adminUrl,
      'SELECT rolsuper, rolcreatedb, rolcreaterole, rolbypassrls FROM pg_roles WHERE rolname = $1',
      ['fj_app'],
    );
    expect(rows).toEqual([{ rolsuper: false, rolcreatedb: false, rolcreaterole: false, rolbypassrls: false }]);
  });

  it('starts again on the migrated database (the grants are idempotent)', async () => {
    await stop();
    await npmStart();
    const ada = await app.signUp(url);
    expect(await ada.expect(200, 'get', '/api/businesses')).toEqual([]);
  }, 150_000);
});
