// npm start: build what is not built, start PostgreSQL (embedded unless DATABASE_URL is set),
// apply migrations, start the four services and the BFF, print the URL, and keep every process running: one that
// stops is started again (scripts/supervisor.cjs, docs/decisions/2901). Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, startStack } from './stack.cjs';
import { supervise, crashLoopMessage } from './supervisor.cjs';
import { startDatabase } from '../packages/db/scripts/database.mjs';
import { migrateAndGrant, migrateDeploy, pendingMigrations } from '../packages/db/scripts/migrate.mjs';
import { appRoleName } from '../packages/db/scripts/roles.mjs';
import { loadEnvFile } from './env.mjs';
import { dataDir } from '../packages/server-kit/data-dir.cjs';

loadEnvFile();
process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.LOG_LEVEL ??= 'warn';
const log = (msg) => console.log(msg);

if (process.env.SKIP_BUILD !== '1') {
  log('› Building (turbo caches what is already built)…');
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/turbo/bin/turbo'), 'run', 'build', '--output-logs=errors-only'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let stack;
let database;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('\n› Stopping…');
  await stack?.stop().catch(() => {});
  await database?.stop().catch(() => {});
  process.exit(code);
}
// shutdown() never rejects (each stop swallows its own error) and ends the process.
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
/** A crash loop: say which process and what it said last, then stop everything. */
const giveUp = (failure) => {
  if (stopping) return;
  console.error(crashLoopMessage(failure));
  void shutdown(1);
};

// The services and the BFF connect as the application role (no superuser, no DDL); migrations run as the owner.
let pg;
let databaseUrl = process.env.DATABASE_URL;
let migrationUrl = process.env.MIGRATION_DATABASE_URL ?? databaseUrl;
try {
  if (!databaseUrl) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 5433);
    pg = await startDatabase({ root: dataDir(), port, log, migrate: false });
    databaseUrl = pg.appUrl;
    migrationUrl = pg.ownerUrl;
    log(`› Embedded PostgreSQL on 127.0.0.1:${port} (data in ${pg.server.dataDir})`);
    // A crashed server is started again on the same data (PostgreSQL's crash recovery replays its log); meanwhile
    // every process answers 503 and their pools reconnect by themselves once it is back.
    database = await supervise({
      name: 'PostgreSQL',
      initial: pg.server,
      start: pg.startServer,
      log,
      onGiveUp: giveUp,
    });
    const pending = await pendingMigrations(migrationUrl);
    if (pending.length) {
      log(`› Applying ${pending.length} migration(s)…`);
      await migrateDeploy(migrationUrl);
      await pg.grantAppAccess();
    }
  } else {
    // Your own database: migrations as MIGRATION_DATABASE_URL's role, which then grants the app role its rights.
    await migrateAndGrant(migrationUrl, { appRole: appRoleName(), log });
  }
  stack = await startStack({
    databaseUrl,
    port: Number(process.env.PORT ?? 3000),
    log,
    supervise: { onGiveUp: giveUp },
  });
  // Without an SMTP server the BFF writes outgoing mail (password reset links) to files (README).
  const mailDir = process.env.SMTP_URL ? undefined : path.resolve(process.env.MAIL_DIR || path.join(dataDir(), 'mail'));
  log(`\n  Founder Journal is running at ${stack.url}`);
  if (mailDir) log(`  Outgoing mail (e.g. password reset links) is written to ${mailDir}`);
  log('  Press Ctrl-C to stop.\n');
} catch (err) {
  console.error(err.message ?? err);
  await shutdown(1);
}
