// The core service in this process for the read-path benches (businesses.mjs, content-analytics.mjs): compiled from
// source on the fly (swc) so Prisma's query events can be counted per request, on throwaway databases of the test
// PostgreSQL. Import it after re-running node with `--conditions=source` (workspace packages export TypeScript there).
// Env: BENCH_REQUESTS (default 500), BENCH_CONNECTIONS (default 4).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const SECRET = crypto.randomBytes(32).toString('hex');
process.env.INTERNAL_JWT_SECRET = SECRET;
process.env.LOG_LEVEL = 'silent';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

const { default: autocannon } = await import('autocannon');
const { default: pg } = await import('pg');
export const { startTestPostgres } = await import('../packages/db/testing/test-postgres.mjs');
const { benchDatabase } = await import('./_stack.mjs');
const express = require('express');
const { SignJWT } = require('jose');
const { createPrisma } = require('../packages/db/src/client.ts');
const { createCoreApp } = require('../services/core/src/app.ts');

/** A database cloned from the migrated template, seeded by `seed(client)` as its owner; answers the application role's URL. */
export async function createDatabase(name, seed) {
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

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Start the core app in-process with server-side timing and a per-request SQL statement counter. */
export async function startCore(databaseUrl) {
  let statements = 0;
  const db = createPrisma(databaseUrl, { onQuery: () => statements++ });
  let timings = [];
  const outer = express();
  outer.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => timings.push(Number(process.hrtime.bigint() - start) / 1e6));
    next();
  });
  outer.use(createCoreApp(db));
  const server = await new Promise((resolve) => { const s = outer.listen(0, '127.0.0.1', () => resolve(s)); });
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    /** SQL statements sent while serving one request (measured alone, nothing else in flight). */
    async countQueries(path, headers) {
      statements = 0;
      const res = await fetch(base + path, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      return statements;
    },
    async load(path, headers) {
      const run = (amount) => new Promise((resolve, reject) => {
        autocannon({ url: base + path, headers, connections: CONNECTIONS, amount }, (err, r) => (err ? reject(err) : resolve(r)));
      });
      await run(100); // warm up (JIT, pool)
      timings = [];
      const r = await run(REQUESTS);
      const sorted = [...timings].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), clientP50: r.latency.p50, clientP99: r.latency.p99, non2xx: r.non2xx, n: sorted.length };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
    },
  };
}

export const token = (userId) => new SignJWT({ email: 'bench@example.com', isPremium: true, isAdmin: false })
  .setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setAudience('core').setIssuer('bff')
  .setIssuedAt().setExpirationTime('30m').sign(new TextEncoder().encode(SECRET));


/**
 * For each size: a database seeded by `seeder(size.shape)` (which answers `{ userId, … }`), the core app on it, and
 * `measure({ size, core, seeded, headers })` with that user's identity; then everything is stopped.
 */
export async function measureEachSize(sizes, seeder, measure) {
  const pgServer = await startTestPostgres();
  try {
    for (const size of sizes) {
      let seeded;
      const url = await createDatabase(size.db, async (c) => { seeded = await seeder(size.shape)(c); });
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
