import type { Express } from 'express';
import { logger } from './logger';
import { metricsPortFor, startMetricsServer } from './observability/metrics';
import { stopTelemetry } from './observability/telemetry';

/**
 * Listen on loopback (services: only the BFF calls them; `SERVICE_HOST` to change it), serve `/metrics` on the
 * process's own internal port (`<NAME>_METRICS_PORT`), and close cleanly on SIGINT/SIGTERM, running `onClose` and
 * flushing buffered traces last. The BFF passes its own `host`.
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
  const shutdown = () => {
    const exit = () => void stopTelemetry().finally(() => process.exit(0));
    metrics?.close();
    server.close(() => {
      if (!onClose) return exit();
      onClose().then(exit, exit);
    });
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}
