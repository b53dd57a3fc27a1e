import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through in front of one real service (the gateway is pointed at it instead of the service), whose control
 * server can hold one user's requests: POST /hold?email=… keeps every request made as that user waiting (the service
 * looks frozen to the gateway, for that user only, so other specs are not slowed), POST /release?email=… lets them
 * through again. The user comes from the identity assertion the gateway sends (read, not verified: the service
 * behind still verifies it).
 */
export async function startServiceGate(target: string) {
  const held = new Map<string, Array<() => void>>();
  const emailOf = (req: http.IncomingMessage) => {
    const token = req.headers['x-identity'];
    try {
      return typeof token === 'string'
        ? (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).email as string)
        : undefined;
    } catch {
      return undefined;
    }
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const waiting = held.get(emailOf(req) ?? '');
    if (!waiting) return forward(req, res);
    // A request the gateway gave up on while held is dropped on release (it has nobody to answer).
    let gaveUp = false;
    res.on('close', () => (gaveUp = true));
    waiting.push(() => gaveUp || forward(req, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));

  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const email = url.searchParams.get('email');
    if (req.method !== 'POST' || !email) return void res.writeHead(404).end();
    if (url.pathname === '/hold') held.set(email, held.get(email) ?? []);
    else if (url.pathname === '/release') {
      const waiting = held.get(email) ?? [];
      held.delete(email);
      for (const go of waiting) go();
    } else return void res.writeHead(404).end();
    res.writeHead(204).end();
  });
  await new Promise<void>((r) => control.listen(0, '127.0.0.1', r));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      for (const s of [server, control]) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    },
  };
}
