// GET /api/settings through the BFF (session cookie → proxy → core) vs directly to core
// (valid identity assertion): throughput, latency percentiles and the ratio. Figures, not asserts.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import pg from 'pg';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stackLib from '../scripts/stack.cjs';

const require = createRequire(import.meta.url);
const { SignJWT } = require('jose');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const pgServer = await startTestPostgres();
const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
await admin.connect();
await admin.query('CREATE DATABASE bench_gateway TEMPLATE fj_template');
await admin.end();
const databaseUrl = process.env.TEST_PG_ADMIN_URL.replace(/\/postgres$/, '/bench_gateway');

const secret = crypto.randomBytes(32).toString('hex');
const ports = { core: await stackLib.freePort(), social: await stackLib.freePort(), payments: await stackLib.freePort(), community: await stackLib.freePort() };
const port = await stackLib.freePort();
const stack = await stackLib.startStack({ databaseUrl, port, servicePorts: ports, quiet: true, env: { INTERNAL_JWT_SECRET: secret, LOG_LEVEL: 'silent' } });

try {
  const reg = await fetch(`${stack.url}/api/auth/register`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench12345', firstName: 'Bench' }),
  });
  const user = await reg.json();
  const cookie = reg.headers.get('set-cookie').split(';')[0];
  const token = await new SignJWT({ email: user.email, isPremium: false, isAdmin: false })
    .setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setAudience('core').setIssuer('bff')
    .setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode(secret));

  const run = (title, url, headers) => new Promise((resolve, reject) => {
    autocannon({ title, url, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r)));
  });
  // Warm both paths (JIT, pools) before measuring.
  await run('warm', `${stack.url}/api/settings`, { cookie });
  const viaBff = await run('via BFF', `${stack.url}/api/settings`, { cookie });
  const direct = await run('direct to core', `http://127.0.0.1:${ports.core}/api/settings`, { 'x-identity': token });

  const row = (name, r) => ({ path: name, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, 'non-2xx': r.non2xx, errors: r.errors });
  console.log(`\nGET /api/settings — ${CONNECTIONS} connections, ${DURATION} s each, 2-core machine, everything on one host`);
  console.table([row('via BFF (session → proxy → core)', viaBff), row('direct to core (x-identity)', direct)]);
  console.log(`throughput ratio BFF/direct: ${(viaBff.requests.average / direct.requests.average).toFixed(2)}   p99 ratio BFF/direct: ${(viaBff.latency.p99 / direct.latency.p99).toFixed(2)}`);
  if (viaBff.non2xx || direct.non2xx) console.log('WARNING: non-2xx responses during the run; figures are not comparable');
} finally {
  await stack.stop();
  await pgServer.stop();
}
