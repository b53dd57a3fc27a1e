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

export async function startTestPostgres({ log = () => {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-test-pg-'));
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dataDir, port, ephemeral: true, log });
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
