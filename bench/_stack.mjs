// A throwaway built stack on a fresh database, for the browser benchmarks.
import pg from 'pg';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stackLib from '../scripts/stack.cjs';

export async function benchStack(name) {
  const server = await startTestPostgres();
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE fj_template`);
  await admin.end();
  const ports = { core: await stackLib.freePort(), social: await stackLib.freePort(), payments: await stackLib.freePort(), community: await stackLib.freePort() };
  const stack = await stackLib.startStack({
    databaseUrl: process.env.TEST_PG_ADMIN_URL.replace(/\/postgres$/, `/${name}`), port: await stackLib.freePort(), servicePorts: ports, quiet: true, env: { LOG_LEVEL: 'silent' },
  });
  return { url: stack.url, stop: async () => { await stack.stop(); await server.stop(); } };
}

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
