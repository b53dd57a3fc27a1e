import fs from 'node:fs';
import path from 'node:path';

/** What a readiness query needs: Prisma's raw query (a client or a transaction). */
interface RawQuery {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');
/** The migrations this build ships (their folder names, as `_prisma_migrations` records them). */
export function shippedMigrations(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

const PROBE_TIMEOUT_MS = 2000;

/**
 * `/readyz` for a process on this database: reachable (a query answers within 2 s) and every migration this build
 * ships applied (read through `fj_applied_migrations()`, docs/decisions/2902). Once the migrations are all there
 * they stay, so that part is asked only until it first passes.
 */
export function databaseReadiness(db: RawQuery, expected = shippedMigrations()) {
  let migrationsApplied = false;
  return async (): Promise<Record<string, string>> => {
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref();
    });
    try {
      if (migrationsApplied) {
        await Promise.race([db.$queryRawUnsafe('SELECT 1'), timeout]);
        return { database: 'ok', migrations: 'ok' };
      }
      const rows = await Promise.race([
        db.$queryRawUnsafe<Array<{ name: string }>>('SELECT fj_applied_migrations() AS name'),
        timeout,
      ]);
      const applied = new Set(rows.map((r) => r.name));
      const missing = expected.filter((m) => !applied.has(m)).length;
      migrationsApplied = missing === 0;
      return { database: 'ok', migrations: missing ? `${missing} migration(s) not applied` : 'ok' };
    } catch (err) {
      // An old schema without the function is reachable but not migrated.
      const undefinedFunction = (err as { meta?: { code?: string }; message?: string })?.message?.includes(
        'fj_applied_migrations',
      );
      return undefinedFunction
        ? { database: 'ok', migrations: 'not applied' }
        : { database: 'unreachable', migrations: 'unknown' };
    }
  };
}
