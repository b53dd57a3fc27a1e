// The core service in this process for the read-path benches (businesses.mjs, content-analytics.mjs, notes.mjs), on
// throwaway databases of the test PostgreSQL: server-side time per request and the SQL statements each request sends
// (bench/_inprocess.mjs does the measuring). Call `runFromSource(import.meta.url)` first thing in the bench.
// Env: BENCH_REQUESTS (default 500), BENCH_CONNECTIONS (default 4).
import { measuredServer, percentile, startInProcessBench } from './_inprocess.mjs';

export { percentile };
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

let bench;

/** Re-run the bench with the "source" condition (TypeScript from the workspace packages) and a fresh signing key. */
export function runFromSource(entryUrl) {
  bench = startInProcessBench(entryUrl);
}

/** The BFF's identity assertion for core (Premium unless told otherwise). */
export const token = (userId, { email = 'bench@example.com', isPremium = true } = {}) =>
  bench.token('core', userId, { email, isPremium });

/** A database cloned from the migrated template, seeded by `seed(client)` as its owner; answers the application role's URL. */
export async function createDatabase(name, seed) {
  const { default: pg } = await import('pg');
  const { benchDatabase } = await import('./_stack.mjs');
  const { appUrl, ownerUrl } = await benchDatabase(name);
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await seed(client);
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
  return appUrl;
}

/** The core app in-process on `databaseUrl`, timed on the server side, logging the SQL statements it sends. */
export async function startCore(databaseUrl, { requests = REQUESTS, connections = CONNECTIONS } = {}) {
  const { require } = bench;
  const { createPrisma } = require('../packages/db/src/client.ts');
  const { createCoreApp } = require('../services/core/src/app.ts');
  const log = [];
  const db = createPrisma(databaseUrl, { onQuery: (e) => log.push({ query: e.query, params: JSON.parse(e.params) }) });
  const server = await measuredServer(require, createCoreApp(db), () => log.length, { requests, connections });
  return {
    base: server.base,
    /** One request alone (nothing else in flight): its JSON answer and the SQL statements it sent. */
    async probe(path, headers) {
      const before = log.length;
      const res = await fetch(server.base + path, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      const body = await res.json();
      return { body, statements: log.slice(before) };
    },
    countQueries: (path, headers) => server.countQueries(path, { headers }),
    load: (path, headers) => server.load(path, { headers }),
    async stop() {
      await server.stop();
      await db.$disconnect();
    },
  };
}

/**
 * For each size: a database seeded by `seeder(size.shape)` (which answers `{ userId, … }`), the core app on it, and
 * `measure({ size, core, seeded, headers })` with that user's identity; then everything is stopped.
 */
export async function measureEachSize(sizes, seeder, measure) {
  const { startTestPostgres } = await import('../packages/db/testing/test-postgres.mjs');
  const pgServer = await startTestPostgres();
  try {
    for (const size of sizes) {
      let seeded;
      const url = await createDatabase(size.db, async (c) => {
        seeded = await seeder(size.shape)(c);
      });
      const core = await startCore(url);
      try {
        await measure({ size, core, seeded, headers: { 'x-identity': await token(seeded.userId) } });
      } finally {
        await core.stop();
      }
    }
  } finally {
    await pgServer.stop();
  }
}
