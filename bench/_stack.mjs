// Throwaway databases and built stacks for the benchmarks, with the roles production uses: migrated by the owner
// role, served as the application role (docs/decisions/0804-database-roles.md).
import pg from 'pg';
import { startTestPostgres, TEMPLATE } from '../packages/db/testing/test-postgres.mjs';
import stackLib from '../scripts/stack.cjs';

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A database cloned from the migrated template of the running test PostgreSQL (`startTestPostgres()` first), owned
 * by the owner role. `appUrl` is what the services and the BFF use; `ownerUrl` may seed and ANALYZE.
 */
export async function benchDatabase(name) {
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE}" OWNER "${new URL(process.env.TEST_PG_OWNER_URL).username}"`,
    );
  } finally {
    await admin.end();
  }
  return {
    appUrl: withDatabase(process.env.TEST_PG_APP_URL, name),
    ownerUrl: withDatabase(process.env.TEST_PG_OWNER_URL, name),
  };
}

/** A test PostgreSQL and the built stack on a fresh database, for the browser benchmarks. */
export async function benchStack(name) {
  const server = await startTestPostgres();
  const { appUrl } = await benchDatabase(name);
  const ports = {
    core: await stackLib.freePort(),
    social: await stackLib.freePort(),
    payments: await stackLib.freePort(),
    community: await stackLib.freePort(),
  };
  const stack = await stackLib.startStack({
    databaseUrl: appUrl,
    port: await stackLib.freePort(),
    servicePorts: ports,
    metricsPorts: 'free',
    quiet: true,
    env: { LOG_LEVEL: 'silent' },
  });
  return {
    url: stack.url,
    stop: async () => {
      await stack.stop();
      await server.stop();
    },
  };
}

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
