import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase } from '../src/testing';

// Decision 0804: services and the BFF connect as a role that can read and write rows and nothing more; the
// superuser's password is generated per installation and known to the launcher only.

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}
const refusal = (url: string, sql: string) =>
  query(url, sql).then(
    () => 'allowed',
    (err: { code?: string }) => err.code,
  );

describe('the application role (what services, the BFF and tests connect as)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('is not a superuser and cannot run programs or read server files', async () => {
    expect(new URL(db.url).username).toBe('fj_app');
    const { rows } = await query(
      db.url,
      'SELECT rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user',
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false });
    expect(await refusal(db.url, "COPY (SELECT 1) TO PROGRAM 'touch /tmp/fj-pwned'")).toBe('42501');
    expect(await refusal(db.url, "SELECT pg_read_file('/etc/passwd')")).toBe('42501');
    expect(fs.existsSync('/tmp/fj-pwned')).toBe(false);
  });

  it('reads and writes rows but cannot change the schema or the migration history', async () => {
    await query(db.url, `INSERT INTO "User" (id, email, "updatedAt") VALUES ('u1', 'role@example.com', now())`);
    expect((await query(db.url, `SELECT email FROM "User" WHERE id = 'u1'`)).rows).toEqual([
      { email: 'role@example.com' },
    ]);
    expect(await refusal(db.url, 'DROP TABLE "User"')).toBe('42501');
    expect(await refusal(db.url, 'ALTER TABLE "User" ADD COLUMN sneaky int')).toBe('42501');
    expect(await refusal(db.url, 'CREATE TABLE sneaky (id int)')).toBe('42501');
    expect(await refusal(db.url, 'SELECT * FROM _prisma_migrations')).toBe('42501');
  });

  it('leaves DDL to the owner role that runs migrations', async () => {
    expect(new URL(db.ownerUrl).username).toBe('fj_owner');
    expect(await refusal(db.ownerUrl, 'BEGIN; ALTER TABLE "User" ADD COLUMN allowed int; ROLLBACK')).toBe('allowed');
    expect(await refusal(db.ownerUrl, "COPY (SELECT 1) TO PROGRAM 'true'")).toBe('42501');
  });
});

/** Run an ES module snippet that can import the launcher scripts; its last stdout line is JSON. */
function runScript(code: string): any {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}
const scripts = (file: string) => JSON.stringify(path.resolve(__dirname, '../scripts', file));
const stackLib = JSON.stringify(path.resolve(__dirname, '../../../scripts/stack.cjs'));

/** What npm start's database looks like from the outside after `startDatabase` on `root`. */
const inspectStart = (root: string) => `
  import { startDatabase } from ${scripts('database.mjs')};
  import stack from ${stackLib};
  import pg from 'pg';
  import fs from 'node:fs';
  const q = async (url, sql) => { const c = new pg.Client({ connectionString: url }); await c.connect(); try { return (await c.query(sql)).rows; } finally { await c.end(); } };
  const tryQ = (url, sql) => q(url, sql).then((rows) => rows, (err) => err.code);
  const db = await startDatabase({ root: ${JSON.stringify(root)}, port: await stack.freePort(), log: () => {} });
  try {
    const superuser = new URL(db.superuserUrl);
    const legacy = new URL(db.superuserUrl); legacy.password = 'postgres';
    const file = ${JSON.stringify(path.join(root, 'postgres-credentials.json'))};
    console.log(JSON.stringify({
      fileMode: (fs.statSync(file).mode & 0o777).toString(8),
      credentials: JSON.parse(fs.readFileSync(file, 'utf8')),
      superuserPassword: decodeURIComponent(superuser.password),
      appUser: new URL(db.appUrl).username,
      ownerUser: new URL(db.ownerUrl).username,
      legacyPassword: await tryQ(legacy.toString(), 'SELECT 1'),
      appIsSuperuser: (await q(db.appUrl, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user'))[0].rolsuper,
      users: await tryQ(db.appUrl, 'SELECT email FROM "User" ORDER BY email'),
      appCanWrite: await tryQ(db.appUrl, \`INSERT INTO "Settings" ("userId", "updatedAt") SELECT id, now() FROM "User" ON CONFLICT DO NOTHING RETURNING "userId"\`).then((r) => Array.isArray(r)),
      notOwned: await q(db.superuserUrl, \`SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'graphile_worker') AND c.relkind IN ('r', 'c') AND pg_get_userbyid(c.relowner) <> 'fj_owner'\`),
      migrationsPending: (await (await import(${scripts('migrate.mjs')})).pendingMigrations(db.ownerUrl)).length,
    }));
  } finally { await db.stop(); }
`;

describe("npm start's embedded database", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-roles-'));
    fs.chmodSync(root, 0o755);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('generates its passwords into .data (mode 0600); the services get the application role', async () => {
    const result = runScript(inspectStart(root));
    expect(result.fileMode).toBe('600');
    const { superuser, owner, app } = result.credentials;
    expect(new Set([superuser, owner, app, 'postgres']).size).toBe(4);
    for (const password of [superuser, owner, app]) expect(password.length).toBeGreaterThanOrEqual(24);
    expect(result.superuserPassword).toBe(superuser);
    expect(result.legacyPassword).toBe('28P01'); // the old constant password is not accepted
    expect(result).toMatchObject({
      appUser: 'fj_app',
      ownerUser: 'fj_owner',
      appIsSuperuser: false,
      users: [],
      notOwned: [],
      migrationsPending: 0,
    });
  }, 120_000);

  it('upgrades a .data directory from before generated credentials: same data, new password, app role', async () => {
    // The old scheme: superuser password "postgres", database and tables created and owned by the superuser.
    runScript(`
      import { startEmbeddedPostgres, ensureDatabase } from ${scripts('embedded-postgres.mjs')};
      import { migrateDeploy } from ${scripts('migrate.mjs')};
      import stack from ${stackLib};
      import pg from 'pg';
      const server = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(path.join(root, 'postgres'))}, port: await stack.freePort(), log: () => {}, superuserPassword: 'postgres' });
      try {
        await ensureDatabase(server.url(), 'founder_journal');
        await migrateDeploy(server.url('founder_journal'));
        const c = new pg.Client({ connectionString: server.url('founder_journal') });
        await c.connect();
        await c.query(\`INSERT INTO "User" (id, email, "updatedAt") VALUES ('old', 'existing@example.com', now())\`);
        await c.end();
      } finally { await server.stop(); }
      console.log('{}');
    `);
    expect(fs.existsSync(path.join(root, 'postgres-credentials.json'))).toBe(false);

    const result = runScript(inspectStart(root));
    expect(result.users).toEqual([{ email: 'existing@example.com' }]);
    expect(result.appCanWrite).toBe(true);
    expect(result.legacyPassword).toBe('28P01');
    expect(result.superuserPassword).toBe(result.credentials.superuser);
    expect(result).toMatchObject({
      appUser: 'fj_app',
      appIsSuperuser: false,
      notOwned: [],
      fileMode: '600',
      migrationsPending: 0,
    });
  }, 180_000);
});
