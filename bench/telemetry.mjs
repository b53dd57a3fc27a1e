// What OpenTelemetry costs (docs/decisions/2904-request-ids-and-traces.md): the stack started without and with
// OTEL_EXPORTER_OTLP_ENDPOINT (spans sent to a local OTLP/HTTP receiver), alternately, ROUNDS times each: the start-up
// time (spawn to every process answering /healthz), the modules loaded, and GET /api/settings through the BFF
// (autocannon, 10 connections) — requests per second and latency percentiles. Figures, not asserts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startTestPostgres } from '../packages/db/testing/test-postgres.mjs';
import stackLib from '../scripts/stack.cjs';
import { benchDatabase, median } from './_stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** A local OTLP/HTTP receiver that counts the spans it is sent. */
async function receiver() {
  let spans = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        for (const rs of JSON.parse(Buffer.concat(chunks).toString()).resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? []) spans += ss.spans?.length ?? 0;
      } catch {
        /* not JSON: ignored */
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, spans: () => spans, close: () => server.close() };
}

async function once(databaseUrl, env) {
  const ports = {};
  for (const s of ['core', 'social', 'payments', 'community']) ports[s] = await stackLib.freePort();
  const started = performance.now();
  const stack = await stackLib.startStack({
    databaseUrl,
    port: await stackLib.freePort(),
    servicePorts: ports,
    metricsPorts: 'free',
    quiet: true,
    env: { LOG_LEVEL: 'silent', REGISTER_RATE_LIMIT: '100000', ...env },
  });
  const startupMs = Math.round(performance.now() - started);
  try {
    const base = `http://127.0.0.1:${stack.port}`;
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: `otel-${Date.now()}-${Math.random()}@example.com`, password: 'otel-bench-2026' }),
    });
    const cookie = reg.headers.get('set-cookie').split(';')[0];
    const result = await autocannon({
      url: `${base}/api/settings`,
      connections: 10,
      duration: DURATION,
      headers: { cookie },
    });
    // Modules the BFF process has open (OpenTelemetry's among them only when on).
    const maps = fs.readFileSync(`/proc/${stack.bff.child.pid}/maps`, 'utf8');
    return {
      startupMs,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors,
      // Which answers the errors were (status → count; 'socket' for connection errors and timeouts).
      answers: {
        ...Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
        socket: result.errors,
      },
      bffRssMB: Math.round(
        Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${stack.bff.child.pid}/status`, 'utf8'))[1]) / 1024,
      ),
      mapsLines: maps.split('\n').length,
    };
  } finally {
    await stack.stop();
  }
}

const pgServer = await startTestPostgres();
const otlp = await receiver();
const runs = { off: [], on: [] };
try {
  const { appUrl } = await benchDatabase('bench_telemetry');
  for (let i = 0; i < ROUNDS; i++) {
    runs.off.push(await once(appUrl, {}));
    runs.on.push(await once(appUrl, { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_BSP_SCHEDULE_DELAY: '500' }));
  }
} finally {
  otlp.close();
  await pgServer.stop();
}
const summary = Object.fromEntries(
  Object.entries(runs).map(([k, rs]) => [
    k,
    {
      'start-up ms': median(rs.map((r) => r.startupMs)),
      'GET /api/settings req/s': median(rs.map((r) => r.rps)),
      'p50 ms': median(rs.map((r) => r.p50)),
      'p99 ms': median(rs.map((r) => r.p99)),
      errors: rs.reduce((a, r) => a + r.errors, 0),
      'BFF RSS MB': median(rs.map((r) => r.bffRssMB)),
    },
  ]),
);
console.log(
  `\nOpenTelemetry off / on (${ROUNDS} rounds each, alternating; load average ${os.loadavg()[0].toFixed(2)}):`,
);
console.table(summary);
console.log(`spans received with it on: ${otlp.spans()}`);
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'telemetry.json'), JSON.stringify({ summary, runs, spans: otlp.spans() }, null, 2));
