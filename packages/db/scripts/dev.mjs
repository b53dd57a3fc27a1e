// `turbo dev`: the embedded PostgreSQL with migrations applied, until Ctrl-C. The services and the BFF started by
// turbo dev find the application role's URL through `embeddedAppUrl()` (scripts/node-watch.mjs).
import { startDatabase } from './database.mjs';
import { migrateDeploy } from './migrate.mjs';

if (process.env.DATABASE_URL) {
  console.log('[db] DATABASE_URL is set; not starting the embedded server.');
  await migrateDeploy(process.env.MIGRATION_DATABASE_URL ?? process.env.DATABASE_URL);
  setInterval(() => {}, 1 << 30); // stay alive as a persistent task
} else {
  const db = await startDatabase();
  console.log(`[db] embedded PostgreSQL ready at ${db.appUrl.replace(/:[^:@/]+@/, ':***@')}`);
  const stop = () => {
    db.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
