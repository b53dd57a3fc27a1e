// An ephemeral PostgreSQL for a test run, with a migrated template database.
// Sets TEST_PG_ADMIN_URL (superuser), TEST_PG_OWNER_URL, TEST_PG_APP_URL and TEST_PG_TEMPLATE for child processes
// and test files.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startEmbeddedPostgres, ensureDatabase } from '../scripts/embedded-postgres.mjs';
import stack from '../../../scripts/stack.cjs';

const { freePort } = stack;
import { migrateDeploy } from '../scripts/migrate.mjs';
import { APP_ROLE, OWNER_ROLE, asRole, ensureRoles, generateCredentials, grantAppAccess } from '../scripts/roles.mjs';

export const TEMPLATE = 'fj_template';
const PREFIX = 'fj-test-pg-';
const OWNER_FILE = 'fj-owner-pid';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stop and delete test clusters whose owning test run died without its teardown (killed, timed out),
 * so they do not pile up on a machine that is reused.
 */
export function reapOrphanTestClusters() {
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    let owner;
    try {
      owner = Number(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8'));
    } catch {
      continue;
    }
    if (!owner || alive(owner)) continue;
    try {
      const pg = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pg && alive(pg)) process.kill(pg, 'SIGQUIT'); // immediate shutdown: the data is throwaway
    } catch {
      /* not running */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Tests use the roles production uses: the template is migrated by the owner role, and test databases are
 * reached as the application role (see src/testing.ts). The passwords are random and live only in the
 * environment of this test run.
 */
export async function startTestPostgres({ log = () => {} } = {}) {
  reapOrphanTestClusters();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  const port = await freePort();
  const credentials = generateCredentials();
  const server = await startEmbeddedPostgres({
    dataDir,
    port,
    ephemeral: true,
    log,
    superuserPassword: credentials.superuser,
  });
  // initdb wants an empty directory, so the owner mark is written once the cluster exists.
  fs.writeFileSync(path.join(server.dataDir, OWNER_FILE), String(process.pid));
  await ensureDatabase(server.url(), TEMPLATE);
  await ensureRoles(server.url(), TEMPLATE, credentials);
  await migrateDeploy(asRole(server.url(TEMPLATE), OWNER_ROLE, credentials.owner));
  await grantAppAccess(server.url(), TEMPLATE);
  process.env.TEST_PG_ADMIN_URL = server.url('postgres');
  process.env.TEST_PG_OWNER_URL = asRole(server.url('postgres'), OWNER_ROLE, credentials.owner);
  process.env.TEST_PG_APP_URL = asRole(server.url('postgres'), APP_ROLE, credentials.app);
  process.env.TEST_PG_TEMPLATE = TEMPLATE;
  return {
    adminUrl: server.url('postgres'),
    async stop() {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      if (server.dataDir !== dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
