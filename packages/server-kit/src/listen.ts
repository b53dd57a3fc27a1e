import type { ServerResponse } from 'node:http';
import type { Express } from 'express';
import { logger } from './logger';
import { metricsPortFor, startMetricsServer } from './observability/metrics';
import { stopTelemetry } from './observability/telemetry';

let draining = false;

/**
 * True once the process has been asked to stop: `/readyz` answers 503 from then on, so load balancers and
 * Kubernetes send no new requests while the ones in flight finish (docs/decisions/3304).
 */
export const isDraining = () => draining;

/** How long a stopping process keeps serving after readiness turned false (SHUTDOWN_DRAIN_MS, default 0). */
const drainMs = () => Math.max(0, Number(process.env.SHUTDOWN_DRAIN_MS ?? 0));
/** Whatever is still open this long after SIGTERM is cut, so the process is gone within 10 s. */
const HARD_STOP_MS = 9000;

/**
 * Listen on loopback (services: only the BFF calls them; `SERVICE_HOST` to change it), serve `/metrics` on the
 * process's own internal port (`<NAME>_METRICS_PORT`), and stop gracefully on SIGINT/SIGTERM: readiness turns false,
 * the process keeps serving for SHUTDOWN_DRAIN_MS (a load balancer's health check notices; Kubernetes uses a preStop
 * pause instead), then stops accepting connections, answers what is in flight with `Connection: close`, ends event
 * streams (browsers reconnect to another instance and catch up with Last-Event-ID), runs `onClose`, flushes buffered
 * traces and exits. The BFF passes its own `host`.
 */
export function listen(
  app: Express,
  {
    name,
    port,
    host = process.env.SERVICE_HOST ?? '127.0.0.1',
    onClose,
  }: { name: string; port: number; host?: string; onClose?: () => Promise<void> },
) {
  const server = app.listen(port, host, () =>
    logger.info({ service: name, port, host }, `${name} listening on http://${host}:${port}`),
  );
  // A port already taken (or refused) ends the process with the reason: the launcher says which and restarts it.
  server.on('error', (err) => {
    logger.fatal({ service: name, port, host, err }, `${name} cannot listen on ${host}:${port}`);
    process.exit(1);
  });
  server.keepAliveTimeout = 65_000;
  const metrics = startMetricsServer({ service: name, port: metricsPortFor(name) });
  const open = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    // A keep-alive connection is not reused once draining: the client's next request opens one elsewhere.
    if (draining) res.shouldKeepAlive = false;
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  const endStreams = () => {
    for (const res of open)
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && !res.writableEnded) res.end();
  };
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    draining = true;
    const exit = () => void stopTelemetry().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), HARD_STOP_MS).unref();
    logger.info({ service: name }, `${name} stopping: draining`);
    setTimeout(() => {
      metrics?.close();
      server.close(() => {
        if (!onClose) return exit();
        onClose().then(exit, exit);
      });
      server.closeIdleConnections();
      endStreams();
      // Responses finishing from now on close their connection; idle ones are closed as they become idle.
      const sweep = setInterval(() => server.closeIdleConnections(), 200);
      sweep.unref();
    }, drainMs()).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}
