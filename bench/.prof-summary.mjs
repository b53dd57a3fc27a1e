// temporary: profile GET /api/dashboard/summary (not committed)
import autocannon from 'autocannon';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stackLib from '../scripts/stack.cjs';
import { benchDatabase } from './_stack.mjs';
const pgServer = await startTestPostgres();
const { appUrl } = await benchDatabase('bench_prof');
const ports = {}; for (const s of ['core','social','payments','community']) ports[s] = await stackLib.freePort();
const stack = await stackLib.startStack({ databaseUrl: appUrl, port: await stackLib.freePort(), servicePorts: ports, metricsPorts: 'free', quiet: true,
  env: { LOG_LEVEL: 'warn', FJ_NODE_ARGS: process.env.PROF ? '--cpu-prof --cpu-prof-dir=/tmp/heal-prof' : '' } });
const base = `http://127.0.0.1:${stack.port}`;
const reg = await fetch(base + '/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'p@example.com', password: 'prof-bench-2026' }) });
const cookie = reg.headers.get('set-cookie').split(';')[0];
const biz = await (await fetch(base + '/api/businesses', { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie }, body: JSON.stringify({ name: 'P' }) })).json();
for (let d = 0; d < 12; d++) await fetch(base + '/api/business-metrics', { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie }, body: JSON.stringify({ businessId: biz.id, date: new Date(Date.now() - d * 864e5).toISOString().slice(0, 10), revenue: 100, clients: 2 }) });
const r = await autocannon({ url: base + (process.env.PATH_ ?? '/api/dashboard/summary'), connections: 20, duration: 12, headers: { cookie } });
console.log('req/s', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
await stack.stop(); await pgServer.stop();
