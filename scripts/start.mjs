// npm start: build what is not built, start PostgreSQL (embedded unless DATABASE_URL is set),
// apply migrations, start the four services and the BFF, print the URL. Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, startStack } from './stack.cjs';
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

// The services and the BFF connect as the application role (no superuser, no DDL); migrations run as the owner.
let pg;
let databaseUrl = process.env.DATABASE_URL;
let migrationUrl = process.env.MIGRATION_DATABASE_URL ?? databaseUrl;
if (!databaseUrl) {
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 5433);
  pg = await startDatabase({ root: dataDir(), port, log, migrate: false });
  databaseUrl = pg.appUrl;
  migrationUrl = pg.ownerUrl;
  log(`› Embedded PostgreSQL on 127.0.0.1:${port} (data in ${pg.server.dataDir})`);
}

let stack;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('\n› Stopping…');
  await stack?.stop().catch(() => {});
  await pg?.stop().catch(() => {});
  process.exit(code);
}
// shutdown() never rejects (each stop swallows its own error) and ends the process.
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (pg) {
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
  stack = await startStack({ databaseUrl, port: Number(process.env.PORT ?? 3000), log });
  for (const proc of [...Object.values(stack.services), stack.bff]) {
    proc.exited.then((code) => {
      if (!stopping) {
        log(`› ${proc.name} exited (${code}); stopping.`);
        void shutdown(1);
      }
    });
  }
  log(`\n  Founder Journal is running at ${stack.url}\n  Press Ctrl-C to stop.\n`);
} catch (err) {
  console.error(err.message ?? err);
  await shutdown(1);
}
