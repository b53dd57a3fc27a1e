import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack } from './stack';

/**
 * OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 2904): the real processes export their spans over
 * OTLP/HTTP (JSON) to a local receiver stub, and one user action is one trace — the BFF's request, the service's
 * request and its database queries, and the job it enqueued — under the trace id the BFF answered with.
 */
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  service: string;
}

/** An OTLP/HTTP trace receiver: POST /v1/traces with ExportTraceServiceRequest as JSON. */
async function startOtlpReceiver() {
  const spans: Span[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const rs of body.resourceSpans ?? []) {
          const service = rs.resource?.attributes?.find((a: { key: string }) => a.key === 'service.name')?.value
            ?.stringValue;
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              spans.push({ traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId, name: s.name, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let t: Awaited<ReturnType<typeof startTestStack>>;
const ADMIN = 'tracing-admin@example.com';
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  t = await startTestStack({
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_BSP_SCHEDULE_DELAY: '100',
    ADMIN_EMAIL: ADMIN,
  });
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await receiver?.close();
});

const waitFor = async (check: () => boolean, ms = 15_000) => {
  for (const started = Date.now(); !check() && Date.now() - started < ms;) await new Promise((r) => setTimeout(r, 100));
  return check();
};

it('exports one trace for a request: BFF, service and its queries, and the job it enqueued', async () => {
  const b = t.browser();
  expect((await b.post('/api/auth/register', { email: ADMIN, password: 'tracing-2026!' })).status).toBe(201);
  expect((await b.post('/api/admin/bootstrap')).status).toBe(200);
  const res = await b.post('/api/admin/messages', { title: 'Traced', content: 'One trace', type: 'update' });
  expect(res.status).toBe(201);
  const traceId = res.headers['x-trace-id'];
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  const inTrace = () => receiver.spans.filter((s) => s.traceId === traceId);
  const has = (service: string, name: RegExp) => inTrace().some((s) => s.service === service && name.test(s.name));
  expect(
    await waitFor(
      () =>
        has('founder-journal-bff', /^POST/) &&
        has('founder-journal-core', /^POST/) &&
        has('founder-journal-core', /^(pg|prisma)/) &&
        has('founder-journal-core', /^job core:broadcast-fan-out$/),
    ),
  ).toBe(true);
  // The service's request span is a child of a BFF span (W3C traceparent on the proxied request).
  const bffSpans = new Set(
    inTrace()
      .filter((s) => s.service === 'founder-journal-bff')
      .map((s) => s.spanId),
  );
  const coreServer = inTrace().find((s) => s.service === 'founder-journal-core' && /^POST/.test(s.name))!;
  expect(bffSpans.has(coreServer.parentSpanId!)).toBe(true);
}, 60_000);
