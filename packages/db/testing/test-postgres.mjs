// An ephemeral PostgreSQL for a test run, with a migrated template database.
// Sets TEST_PG_ADMIN_URL / TEST_PG_TEMPLATE for child processes and test files.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startEmbeddedPostgres, ensureDatabase } from '../scripts/embedded-postgres.mjs';
import stack from '../../../scripts/stack.cjs';

const { freePort } = stack;
import { migrateDeploy } from '../scripts/migrate.mjs';

export const TEMPLATE = 'fj_template';
const PREFIX = 'fj-test-pg-';
const OWNER_FILE = 'fj-owner-pid';

const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };

/**
 * Stop and delete test clusters whose owning test run died without its teardown (killed, timed out),
 * so they do not pile up on a machine that is reused.
 */
export function reapOrphanTestClusters() {
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    let owner;
    try { owner = Number(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')); } catch { continue; }
    if (!owner || alive(owner)) continue;
    try {
      const pg = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pg && alive(pg)) process.kill(pg, 'SIGQUIT'); // immediate shutdown: the data is throwaway
    } catch { /* not running */ }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTestPostgres({ log = () => {} } = {}) {
  reapOrphanTestClusters();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dataDir, port, ephemeral: true, log });
  // initdb wants an empty directory, so the owner mark is written once the cluster exists.
  fs.writeFileSync(path.join(server.dataDir, OWNER_FILE), String(process.pid));
  await ensureDatabase(server.url(), TEMPLATE);
  await migrateDeploy(server.url(TEMPLATE));
  process.env.TEST_PG_ADMIN_URL = server.url('postgres');
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
