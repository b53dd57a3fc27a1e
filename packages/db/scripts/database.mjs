// The embedded database as npm start and turbo dev use it: PostgreSQL with generated credentials,
// the founder_journal database owned by fj_owner, migrations applied as fj_owner, services on fj_app.
import path from 'node:path';
import { startEmbeddedPostgres, ensureDatabase } from './embedded-postgres.mjs';
import { migrateDeploy, pendingMigrations } from './migrate.mjs';
import { APP_ROLE, OWNER_ROLE, asRole, ensureRoles, grantAppAccess, loadCredentials } from './roles.mjs';
// Where npm start keeps its data (FJ_DATA_DIR, else .data/): the services' rule, in plain JS for scripts.
import { dataDir } from '../../server-kit/data-dir.cjs';

export const DATABASE = 'founder_journal';
export const CREDENTIALS_FILE = 'postgres-credentials.json';

/** The application role's URL for the embedded database (dev processes started on their own read it from here). */
export function embeddedAppUrl({ root = dataDir(), port = Number(process.env.EMBEDDED_PG_PORT ?? 5433) } = {}) {
  const credentials = loadCredentials(path.join(root, CREDENTIALS_FILE));
  return asRole(`postgresql://127.0.0.1:${port}/${DATABASE}`, APP_ROLE, credentials.app);
}

/**
 * Start the embedded server (initialising it, or upgrading a cluster from before generated credentials),
 * set up the roles, apply pending migrations as the owner and hand back the three URLs.
 * Only the caller (the launcher) ever sees `superuserUrl`.
 */
export async function startDatabase({
  root = dataDir(),
  port = Number(process.env.EMBEDDED_PG_PORT ?? 5433),
  log = console.log,
  migrate = true,
} = {}) {
  const credentials = loadCredentials(path.join(root, CREDENTIALS_FILE));
  const startServer = () =>
    startEmbeddedPostgres({
      dataDir: path.join(root, 'postgres'),
      port,
      log,
      superuserPassword: credentials.superuser,
    });
  const server = await startServer();
  try {
    await ensureDatabase(server.url(), DATABASE);
    await ensureRoles(server.url(), DATABASE, credentials);
    const superuserUrl = server.url(DATABASE);
    const ownerUrl = asRole(superuserUrl, OWNER_ROLE, credentials.owner);
    const appUrl = asRole(superuserUrl, APP_ROLE, credentials.app);
    if (migrate) {
      const pending = await pendingMigrations(ownerUrl);
      if (pending.length) {
        log(`› Applying ${pending.length} migration(s)…`);
        await migrateDeploy(ownerUrl);
        await grantAppAccess(superuserUrl, DATABASE);
      }
    }
    return {
      server,
      superuserUrl,
      ownerUrl,
      appUrl,
      grantAppAccess: () => grantAppAccess(superuserUrl, DATABASE),
      /** The same server started again on the same data (after it crashed: PostgreSQL runs its crash recovery). */
      startServer,
      stop: () => server.stop(),
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
