// Write a new migration from what changed in schema.prisma:
//   npm run migration:new -w @fj/db -- <name> [--from <git ref> | --from-file <schema>] [--schema <file>] [--migrations-dir <dir>]
// The SQL is Prisma's own (`prisma migrate diff`) between the schema.prisma the migrations already build (the one at
// `--from`, default HEAD: the schema drift test keeps every commit's migrations and schema.prisma in agreement) and
// the edited one. `prisma migrate dev` cannot do this here: the WebAssembly schema engine crashes on our CHECK
// constraints (packages/db/README.md, "Migrations").
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { prismaCli } from './migrate.mjs';

const dbDir = path.resolve(import.meta.dirname, '..');
const NAME = /^[a-z0-9]+(_[a-z0-9]+)*$/;

function checkName(name) {
  if (!NAME.test(name ?? ''))
    throw new Error(
      `A migration name is lower-case words joined by "_" (e.g. add_note_colour), not ${JSON.stringify(name ?? '')}.`,
    );
}

/** `yyyymmddHHMMSS` in UTC, later than every existing migration (they apply in name order). */
export function migrationTimestamp(existing, now = new Date()) {
  const stamp = (date) => date.toISOString().replace(/\D/g, '').slice(0, 14);
  const last = existing
    .map((name) => name.slice(0, 14))
    .filter((s) => /^\d{14}$/.test(s))
    .sort()
    .pop();
  if (!last || stamp(now) > last) return stamp(now);
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((i, n) => Number(last.slice(i, n === 0 ? 4 : i + 2)));
  return stamp(new Date(Date.UTC(y, mo - 1, d, h, mi, s + 1)));
}

/** The SQL that takes a database built by `fromFile` to `toFile` (an empty string when they agree). */
export async function diffSql(fromFile, toFile, databaseUrl) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [prismaCli, 'migrate', 'diff', '--from-schema-datamodel', fromFile, '--to-schema-datamodel', toFile, '--script'],
    {
      cwd: dbDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
      maxBuffer: 16 << 20,
    },
  );
  const sql = stdout.trim();
  return sql === '-- This is an empty migration.' ? '' : sql + '\n';
}

/**
 * Write `<migrationsDir>/<timestamp>_<name>/migration.sql`; returns its path, or null when schema.prisma has not
 * changed. The schema engine reaches PostgreSQL only through the driver adapter, so even this diff of two files
 * needs a server to connect to (`databaseUrl`; nothing is written there).
 */
export async function newMigration({ name, fromSchema, schemaFile, migrationsDir, databaseUrl, fromLabel, now }) {
  checkName(name);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-migration-new-'));
  try {
    const fromFile = path.join(tmp, 'schema.prisma');
    fs.writeFileSync(fromFile, fromSchema);
    const sql = await diffSql(fromFile, schemaFile, databaseUrl);
    if (!sql) return null;
    const existing = fs
      .readdirSync(migrationsDir)
      .filter((entry) => fs.statSync(path.join(migrationsDir, entry)).isDirectory());
    const dir = path.join(migrationsDir, `${migrationTimestamp(existing, now)}_${name}`);
    fs.mkdirSync(dir);
    const header =
      `-- ${name.replace(/_/g, ' ')}: Prisma's SQL for the change to schema.prisma since ${fromLabel}.\n` +
      '-- Hand-written additions (CHECKs, triggers, generated columns) go below, each also listed in\n' +
      '-- packages/db/test/drift/migration-only.ts; see packages/db/README.md.\n\n';
    fs.writeFileSync(path.join(dir, 'migration.sql'), header + sql);
    return path.join(dir, 'migration.sql');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string', default: 'HEAD' },
      'from-file': { type: 'string' },
      schema: { type: 'string' },
      'migrations-dir': { type: 'string' },
    },
  });
  checkName(positionals[0]);
  const schemaFile = path.resolve(values.schema ?? path.join(dbDir, 'prisma', 'schema.prisma'));
  const fromSchema = values['from-file']
    ? fs.readFileSync(values['from-file'], 'utf8')
    : execFileSync('git', ['show', `${values.from}:./prisma/schema.prisma`], { cwd: dbDir, encoding: 'utf8' });
  const fromLabel = values['from-file'] ?? values.from;

  let server;
  let databaseUrl = process.env.MIGRATION_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = await import('./embedded-postgres.mjs');
    const { freePort } = (await import('../../../scripts/stack.cjs')).default;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-migration-new-pg-'));
    server = await startEmbeddedPostgres({ dataDir, port: await freePort(), ephemeral: true, log: () => {} });
    server.cleanup = () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (server.dataDir !== dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
    };
    databaseUrl = server.url();
  }
  try {
    const file = await newMigration({
      name: positionals[0],
      fromSchema,
      schemaFile,
      fromLabel,
      databaseUrl,
      migrationsDir: path.resolve(values['migrations-dir'] ?? path.join(dbDir, 'prisma', 'migrations')),
    });
    if (!file) {
      console.log(`schema.prisma has not changed since ${fromLabel}: no migration written.`);
      process.exitCode = 1;
      return;
    }
    const shown = path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file);
    console.log(`Wrote ${shown}\n\n${fs.readFileSync(file, 'utf8')}`);
    console.log(
      'Next: read it, add what Prisma cannot express, then run the drift test:\n  cd packages/db && npx jest test/schema-drift.test.ts',
    );
  } finally {
    await server?.stop();
    server?.cleanup();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  });
}
