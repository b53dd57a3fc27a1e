import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * Serves one remote's build from its own origin, like an independently deployed remote,
 * plus a control server whose POST /stop and POST /start really close and reopen it.
 */
export async function startRemoteHost(dist: string) {
  const handler: http.RequestListener = (req, res) => {
    const file = path.join(dist, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  };
  let server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  const stop = () =>
    new Promise<void>((r) => {
      server.close(() => r());
      server.closeAllConnections();
    });
  const start = async () => {
    if (server.listening) return;
    server = http.createServer(handler);
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  };
  const control = http.createServer((req, res) => {
    const action =
      req.method === 'POST' && req.url === '/stop'
        ? stop
        : req.method === 'POST' && req.url === '/start'
          ? start
          : null;
    if (!action) return void res.writeHead(404).end();
    action().then(
      () => res.writeHead(204).end(),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((r) => control.listen(0, '127.0.0.1', r));

  return {
    entryUrl: `http://127.0.0.1:${port}/remoteEntry.js`,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      await stop();
      await new Promise((r) => control.close(r));
    },
  };
}
