import http from 'node:http';
import type { Request, RequestHandler } from 'express';
import client from 'prom-client';
import { logger } from '../logger';

/**
 * Prometheus metrics (prom-client's default registry) for one process: request durations by route template and
 * status, requests in flight, database pools, the job queue, open event streams, outbound fetches and the default
 * process metrics. Served by `startMetricsServer` on its own loopback port, never through the app's port
 * (docs/decisions/2903-metrics-on-an-internal-port.md).
 */
export const registry = client.register;

let defaultsCollected = false;
/** Node's default process metrics (CPU, memory, event loop lag, GC), once per process. */
export function collectProcessMetrics(service: string): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry });
}

const requestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const inFlight = new client.Gauge({ name: 'http_requests_in_flight', help: 'HTTP requests being answered' });

const MATCHED = Symbol('matched route template');
type Routed = Request & { [MATCHED]?: string };

/**
 * Remembers the template of the route Express matches, when it matches it: `req.baseUrl` is the router's mount path
 * only then (an error answered later by the app's error handler sees it reset).
 */
function watchRoute(req: Routed): void {
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (typeof value?.path === 'string') req[MATCHED] = req.baseUrl + value.path;
    },
  });
}

/** The route template of an answered request: Express's matched route, else what `fallback` says, else `unmatched`. */
function routeTemplate(req: Routed, fallback?: (req: Request) => string | undefined): string {
  return req[MATCHED] ?? fallback?.(req) ?? 'unmatched';
}

/**
 * Times every request (probes and metrics excepted). Labels are bounded: the route template (`/api/notes/:id`,
 * never the id), the method and the status. `fallback` names routes Express did not match (the BFF's proxied ones).
 */
export function httpMetrics(fallback?: (req: Request) => string | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.path === '/healthz' || req.path === '/readyz') return next();
    watchRoute(req);
    const start = process.hrtime.bigint();
    inFlight.inc();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight.dec();
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      requestDuration.observe(
        { method: req.method, route: routeTemplate(req, fallback), status: String(res.statusCode) },
        seconds,
      );
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}

/** A `pg.Pool`-like object's counts (pg's Pool has all three). */
export interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new Map<string, PoolLike>();
new client.Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by pool and state (total = open; in_use = checked out; waiting = callers queued)',
  labelNames: ['pool', 'state'] as const,
  collect() {
    this.reset();
    for (const [name, pool] of pools) {
      this.set({ pool: name, state: 'total' }, pool.totalCount);
      this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
    }
  },
});
/** Reports this pool's size, connections in use and waiting callers under `name`. */
export function observePool(name: string, pool: PoolLike | undefined): void {
  if (pool) pools.set(name, pool);
}

export const eventStreamsOpen = new client.Gauge({
  name: 'event_streams_open',
  help: 'Server-sent event streams open now',
  labelNames: ['stream'] as const,
});

export const outboundFetches = new client.Counter({
  name: 'outbound_fetches_total',
  help: 'Fetches of user-supplied URLs by result (ok, http_error, or why they failed)',
  labelNames: ['result'] as const,
});

export const jobFailures = new client.Counter({
  name: 'job_failures_total',
  help: 'Job attempts that failed, by task',
  labelNames: ['task'] as const,
});

/** What the job queue gauges read at scrape time (set by the worker: only its own service's tasks). */
export interface QueueStats {
  task: string;
  /** Waiting to run (not given up). */
  depth: number;
  /** Seconds since the oldest of them became due (0 when none is due). */
  oldestAgeSeconds: number;
  /** Given up after their last attempt: the dead letters. */
  deadLetters: number;
}
let queueReader: (() => Promise<QueueStats[]>) | undefined;
export function observeJobQueue(read: () => Promise<QueueStats[]>): void {
  queueReader = read;
}
const queueGauge = (name: string, help: string, pick: (s: QueueStats) => number) =>
  new client.Gauge({
    name,
    help,
    labelNames: ['task'] as const,
    async collect() {
      this.reset();
      for (const stats of await readQueue()) this.set({ task: stats.task }, pick(stats));
    },
  });
// One read per scrape, shared by the three gauges.
let pendingRead: Promise<QueueStats[]> | undefined;
function readQueue(): Promise<QueueStats[]> {
  if (!queueReader) return Promise.resolve([]);
  pendingRead ??= queueReader()
    .catch(() => [] as QueueStats[])
    .finally(() => setImmediate(() => (pendingRead = undefined)));
  return pendingRead;
}
queueGauge('job_queue_depth', 'Jobs waiting to run, by task', (s) => s.depth);
queueGauge('job_queue_oldest_age_seconds', 'Age of the oldest due job, by task', (s) => s.oldestAgeSeconds);
queueGauge('job_dead_letters', 'Jobs given up after their last attempt, by task', (s) => s.deadLetters);

/**
 * `GET /metrics` on `host:port` (loopback by default): a server of its own, so the app's public port never serves it.
 * A port already taken is logged and skipped (the app runs on without metrics). Port 0 or none: no server.
 */
export function startMetricsServer({
  service,
  port,
  host = process.env.METRICS_HOST ?? '127.0.0.1',
}: {
  service: string;
  port: number | undefined;
  host?: string;
}): http.Server | undefined {
  collectProcessMetrics(service);
  if (!port) return undefined;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        logger.warn({ service, err }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  server.on('error', (err) => logger.warn({ service, port, err }, `metrics server not started on ${host}:${port}`));
  server.listen(port, host, () => logger.info({ service, port, host }, `${service} metrics on http://${host}:${port}`));
  server.unref();
  return server;
}

/** Default metrics ports (loopback): the BFF 9300, core 9301, social 9302, payments 9303, community 9304. */
export const DEFAULT_METRICS_PORTS: Record<string, number> = {
  bff: 9300,
  core: 9301,
  social: 9302,
  payments: 9303,
  community: 9304,
};

/** The metrics port of a process: `<NAME>_METRICS_PORT`, else its default; `0` turns the metrics server off. */
export function metricsPortFor(service: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env[`${service.toUpperCase()}_METRICS_PORT`];
  const port = raw === undefined || raw === '' ? DEFAULT_METRICS_PORTS[service] : Number(raw);
  return port && Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
}
