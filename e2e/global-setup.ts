import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { E2E_PORT } from './playwright.config';
import { startRemoteHost } from './remote-host';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStack, freePort, ROOT } = require('../scripts/stack.cjs');

/**
 * The built stack, started like `npm start`, on a fresh database. mf-social is served by
 * its own server (E2E_REMOTE_CONTROL_URL can stop and start it) to test a remote going down.
 */
export default async function globalSetup() {
  let stopPg: (() => Promise<void>) | undefined;
  if (!process.env.TEST_PG_ADMIN_URL) {
    const { startTestPostgres } = await import('../packages/db/testing/test-postgres.mjs');
    stopPg = (await startTestPostgres()).stop;
  }
  const database = `e2e_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${process.env.TEST_PG_TEMPLATE ?? 'fj_template'}"`);
  await admin.end();
  const url = new URL(process.env.TEST_PG_ADMIN_URL!);
  url.pathname = '/' + database;

  const remote = await startRemoteHost(path.join(ROOT, 'mf-social', 'dist'));
  process.env.E2E_REMOTE_CONTROL_URL = remote.controlUrl;
  process.env.E2E_ADMIN_EMAIL = 'admin@founder-journal.test';

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-e2e-'));
  const ports = { core: await freePort(), social: await freePort(), payments: await freePort(), community: await freePort() };
  const stack = await startStack({
    databaseUrl: url.toString(), port: E2E_PORT, servicePorts: ports, quiet: true,
    env: { FJ_DATA_DIR: dataDir, LOG_LEVEL: 'warn', REMOTE_MF_SOCIAL_URL: remote.entryUrl, ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL },
  });
  process.env.E2E_DATABASE_URL = url.toString();
  // For tests that start a second gateway on the same services and database (tests/deploy.spec.ts).
  process.env.E2E_BFF_ENV = JSON.stringify(stack.bffEnv);

  return async () => {
    await stack.stop();
    await remote.close();
    const client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await client.end();
    await stopPg?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
