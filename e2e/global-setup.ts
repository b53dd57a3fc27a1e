import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../packages/db/src/testing';
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
  // A fresh database, reached as the application role like npm start's services.
  const database = await createTestDatabase();

  const remote = await startRemoteHost(path.join(ROOT, 'mf-social', 'dist'));
  process.env.E2E_REMOTE_CONTROL_URL = remote.controlUrl;
  process.env.E2E_ADMIN_EMAIL = 'admin@founder-journal.test';

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-e2e-'));
  // The stack's signing key (handed to each process over a pipe) is also the data directory's key file, so a gateway
  // a spec starts on its own with the stack's environment (deploy.spec.ts, E2E_BFF_ENV) signs what the services accept.
  const internalSecret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(path.join(dataDir, 'internal-jwt-secret'), internalSecret, { mode: 0o600 });
  const ports = { core: await freePort(), social: await freePort(), payments: await freePort(), community: await freePort() };
  const stack = await startStack({
    databaseUrl: database.url, port: E2E_PORT, servicePorts: ports, quiet: true,
    env: {
      FJ_DATA_DIR: dataDir, INTERNAL_JWT_SECRET: internalSecret, LOG_LEVEL: 'warn', REMOTE_MF_SOCIAL_URL: remote.entryUrl, ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      // Every spec creates its accounts from 127.0.0.1; the registration throttle is tested in bff/test/throttle.test.ts.
      REGISTER_RATE_LIMIT: '100000',
    },
  });
  process.env.E2E_DATABASE_URL = database.url;
  // For tests that start a second gateway on the same services and database (tests/deploy.spec.ts).
  process.env.E2E_BFF_ENV = JSON.stringify(stack.bffEnv);

  return async () => {
    await stack.stop();
    await remote.close();
    await database.drop();
    await stopPg?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
