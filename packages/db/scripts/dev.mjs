// `turbo dev`: the embedded PostgreSQL with migrations applied, until Ctrl-C.
import path from 'node:path';
import { startEmbeddedPostgres, ensureDatabase } from './embedded-postgres.mjs';
import { migrateDeploy, pendingMigrations } from './migrate.mjs';

if (process.env.DATABASE_URL) {
  console.log('[db] DATABASE_URL is set; not starting the embedded server.');
  await migrateDeploy(process.env.DATABASE_URL);
  setInterval(() => {}, 1 << 30); // stay alive as a persistent task
} else {
  const root = path.resolve(import.meta.dirname, '../../..');
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, '.data', 'postgres'), port: Number(process.env.EMBEDDED_PG_PORT ?? 5433) });
  await ensureDatabase(server.url(), 'founder_journal');
  const url = server.url('founder_journal');
  if ((await pendingMigrations(url)).length) await migrateDeploy(url);
  console.log(`[db] embedded PostgreSQL ready at ${url.replace(/:[^:@/]+@/, ':***@')}`);
  const stop = async () => { await server.stop(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
