import type { Express } from 'express';
import { logger } from './logger';

/**
 * Listen on loopback (services: only the BFF calls them; `SERVICE_HOST` to change it) and close cleanly on
 * SIGINT/SIGTERM, running `onClose` last. The BFF passes its own `host`.
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
  server.keepAliveTimeout = 65_000;
  const shutdown = () => {
    const exit = () => process.exit(0);
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
