// A service app measured in this process (bench/businesses.mjs, bench/community.mjs): compiled from source on the fly
// (swc), so Prisma's query events count SQL statements per request, and timed on the server side of each request.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Workspace packages export TypeScript under the "source" condition: re-run the bench with it enabled. */
export function rerunWithSourceConditions(entryUrl) {
  if (process.execArgv.includes('--conditions=source')) return;
  const r = spawnSync(
    process.execPath,
    ['--conditions=source', ...process.execArgv, fileURLToPath(entryUrl), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}

/** A `require` that loads .ts files (services, packages) through swc. */
export function requireTypeScript(entryUrl) {
  const require = createRequire(entryUrl);
  const swc = require('@swc/core');
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    });
    module._compile(code, filename);
  };
  return require;
}

/**
 * Everything a bench of one service in-process starts with: the re-run with source conditions, a fresh signing key,
 * silent logs, a `require` for TypeScript, the load settings (BENCH_REQUESTS, BENCH_CONNECTIONS) and `token`, which
 * signs the BFF's identity assertion for a service.
 */
export function startInProcessBench(entryUrl) {
  rerunWithSourceConditions(entryUrl);
  const secret = crypto.randomBytes(32).toString('hex');
  process.env.INTERNAL_JWT_SECRET = secret;
  process.env.LOG_LEVEL = 'silent';
  const require = requireTypeScript(entryUrl);
  const { SignJWT } = require('jose');
  return {
    require,
    requests: Number(process.env.BENCH_REQUESTS ?? 500),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 4),
    token: (audience, userId, { email = 'bench@example.com', isPremium = false, isAdmin = false } = {}) =>
      new SignJWT({ email, isPremium, isAdmin })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(audience)
        .setIssuer('bff')
        .setIssuedAt()
        .setExpirationTime('30m')
        .sign(new TextEncoder().encode(secret)),
  };
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Serve `app` on a free port with server-side timing. `statements` reads the running count of SQL statements (from the
 * Prisma client's onQuery), so `countQueries` can tell how many one request sent (measured alone).
 */
export async function measuredServer(require, app, statements, { requests = 500, connections = 4 } = {}) {
  const { default: autocannon } = await import('autocannon');
  const express = require('express');
  let timings = [];
  const outer = express();
  outer.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => timings.push(Number(process.hrtime.bigint() - start) / 1e6));
    next();
  });
  outer.use(app);
  const server = await new Promise((resolve) => {
    const s = outer.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    async countQueries(path, init) {
      const before = statements();
      const res = await fetch(base + path, init);
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      return statements() - before;
    },
    /** p50/p95 server time over `requests` requests after 100 warm-up ones (`options`: autocannon's method, body, headers). */
    async load(path, options) {
      const run = (amount) =>
        new Promise((resolve, reject) => {
          autocannon({ url: base + path, connections, amount, ...options }, (err, r) =>
            err ? reject(err) : resolve(r),
          );
        });
      await run(100); // warm up (JIT, pool, cache)
      timings = [];
      const r = await run(requests);
      const sorted = [...timings].sort((a, b) => a - b);
      return {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        clientP50: r.latency.p50,
        clientP99: r.latency.p99,
        non2xx: r.non2xx,
        n: sorted.length,
      };
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
