// Apply committed migrations (`prisma migrate deploy`) to DATABASE_URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { jobQueuePending, migrateJobQueue } from './job-queue.mjs';
import { grantAppRole } from './roles.mjs';

const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const prismaCli = createRequire(path.join(dbDir, 'package.json')).resolve('prisma/build/index.js');

export function prisma(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [prismaCli, ...args], {
      cwd: dbDir,
      env: { ...process.env, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`prisma ${args.join(' ')} failed (${code}):\n${out}`)),
    );
  });
}

/** Our committed migrations, then the job queue's schema (as the same owning role). */
export async function migrateDeploy(databaseUrl) {
  const out = await prisma(['migrate', 'deploy'], { DATABASE_URL: databaseUrl });
  await migrateJobQueue(databaseUrl);
  return out;
}

/** Names of committed migrations not yet applied (cheap check, so a normal start skips the CLI). */
export async function pendingMigrations(databaseUrl) {
  const fs = await import('node:fs');
  const pg = (await import('pg')).default;
  const dir = path.join(dbDir, 'prisma', 'migrations');
  const all = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const queue = (await jobQueuePending(client)) ? ['graphile-worker schema'] : [];
    const { rows } = await client.query(`SELECT to_regclass('_prisma_migrations') AS t`);
    if (!rows[0].t) return [...all, ...queue];
    const applied = await client.query(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Set(applied.rows.map((r) => r.migration_name));
    return [...all.filter((name) => !done.has(name)), ...queue];
  } finally {
    await client.end();
  }
}

/**
 * The migration step for a database you run yourself (`npm start` with DATABASE_URL, `npm run migrate`, the
 * migration image): waits up to `waitMs` for the server, applies pending migrations as the owner role, then grants
 * the application role what it needs (every time: cheap, idempotent, and it mends a database migrated before).
 */
export async function migrateAndGrant(ownerUrl, { appRole, log = console.log, waitMs = 0 } = {}) {
  const pending = await waitFor(() => pendingMigrations(ownerUrl), waitMs, log);
  if (pending.length) {
    log(`› Applying ${pending.length} migration(s)…`);
    await migrateDeploy(ownerUrl);
  }
  await grantAppRole(ownerUrl, appRole);
  return pending;
}

/** `attempt()` until it resolves or `waitMs` passes (a database that is still starting refuses connections). */
async function waitFor(attempt, waitMs, log) {
  const deadline = Date.now() + waitMs;
  for (let said = false; ; said = true) {
    try {
      return await attempt();
    } catch (err) {
      const starting = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', '57P03'].includes(err.code);
      if (!starting || Date.now() > deadline) throw err;
      if (!said) log(`› Waiting for the database (${err.code})…`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
