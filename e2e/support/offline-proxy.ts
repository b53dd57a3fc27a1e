import http from 'node:http';
import net from 'node:net';

/**
 * A forward HTTP proxy in front of the stack that can drop every connection: the whole browser offline — pages,
 * the service worker (Background Sync), and a browser that is starting up — which Playwright's offline emulation
 * cannot promise for a service worker that runs before Playwright has attached to it.
 * Give it to the browser as `proxy: { server: url }` (Playwright routes localhost through it then).
 */
export async function startSwitchableProxy() {
  let offline = false;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    if (offline) return void req.socket.destroy();
    const target = new URL(req.url ?? '/');
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(
      {
        // The stack listens on 127.0.0.1; 'localhost' may resolve to ::1 first.
        hostname: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: req.method,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // Tunnels (Playwright's own API requests, WebSockets): CONNECT host:port, then bytes both ways.
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    if (offline) return void client.destroy();
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host === 'localhost' ? '127.0.0.1' : host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.on('connection', (socket) => {
    if (offline) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Offline: open connections (kept-alive ones, streams) are cut and new ones refused. */
    setOffline(value: boolean) {
      offline = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
