// The core service in this process, compiled from source on the fly (swc), for the read-path benchmarks
// (businesses.mjs, notes.mjs): server-side time per request, the SQL statements each request sends, and EXPLAIN of
// the statement a request ran. Call `runFromSource(import.meta.url)` first thing in the benchmark.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Workspace packages export TypeScript under the "source" condition: re-run the benchmark with it enabled (this
 * process then exits with the child's status), and compile .ts files with swc as they are required.
 */
export function runFromSource(entryUrl) {
  if (!process.execArgv.includes('--conditions=source')) {
    const r = spawnSync(process.execPath, ['--conditions=source', ...process.execArgv, fileURLToPath(entryUrl), ...process.argv.slice(2)], { stdio: 'inherit' });
    process.exit(r.status ?? 1);
  }
  const swc = require('@swc/core');
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline',
    });
    module._compile(code, filename);
  };
}

export const SECRET = crypto.randomBytes(32).toString('hex');
process.env.INTERNAL_JWT_SECRET = SECRET;
process.env.LOG_LEVEL = 'silent';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The identity assertion the BFF would send for `userId`. */
export function token(userId, { email = 'bench@example.com', isPremium = true } = {}) {
  const { SignJWT } = require('jose');
  return new SignJWT({ email, isPremium, isAdmin: false })
    .setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setAudience('core').setIssuer('bff')
    .setIssuedAt().setExpirationTime('30m').sign(new TextEncoder().encode(SECRET));
}

/** Start the core app in-process with server-side timing and a per-request SQL statement log. */
export async function startCore(databaseUrl, { requests = 500, connections = 4 } = {}) {
  const { default: autocannon } = await import('autocannon');
  const express = require('express');
  const { createPrisma } = require('../packages/db/src/client.ts');
  const { createCoreApp } = require('../services/core/src/app.ts');
  let statements = [];
  const db = createPrisma(databaseUrl, { onQuery: (e) => statements.push({ query: e.query, params: JSON.parse(e.params) }) });
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
    /** One request alone (nothing else in flight): its JSON answer and the SQL statements it sent. */
    async probe(path, headers) {
      statements = [];
      const res = await fetch(base + path, { headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      const body = await res.json();
      return { body, statements: [...statements] };
    },
    /** SQL statements sent while serving one request. */
    async countQueries(path, headers) {
      return (await this.probe(path, headers)).statements.length;
    },
    async load(path, headers) {
      const run = (amount) => new Promise((resolve, reject) => {
        autocannon({ url: base + path, headers, connections, amount }, (err, r) => (err ? reject(err) : resolve(r)));
      });
      await run(100); // warm up (JIT, pool)
      timings = [];
      const r = await run(requests);
      const sorted = [...timings].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), clientP50: r.latency.p50, clientP99: r.latency.p99, non2xx: r.non2xx, n: sorted.length };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
    },
  };
}
