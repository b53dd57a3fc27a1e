import http from 'node:http';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { IDENTITY_HEADER, signIdentity } from '@fj/server-kit';
import type { AuthUser } from '@fj/contracts';
import { SERVICES, type ServiceName } from './config';
import { serviceFor } from './service-table';
import type { UserCache } from './cache/user-cache';

const PROXY_TIMEOUT_MS = 30_000;
/** Hop-by-hop headers (RFC 9110 §7.6.1) are not forwarded in either direction. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
/** Like compression(): JSON and text over 1 KB; never an event stream (it would buffer the events). */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(?!event-stream))/;
const MIN_COMPRESSED_BYTES = 1024;

/** Gzip this response on its way to the browser? (The proxy compresses itself: app.ts mounts no compression() here.) */
function shouldGzip(req: http.IncomingMessage, response: http.IncomingMessage): boolean {
  if (response.headers['content-encoding'] || !COMPRESSIBLE.test(response.headers['content-type'] ?? '')) return false;
  const length = Number(response.headers['content-length']);
  if (Number.isFinite(length) && length < MIN_COMPRESSED_BYTES) return false;
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * `/api/*` → owning service, with the signed `x-identity` assertion. The browser's cookies and any `x-identity`
 * it sent never reach a service. A plain `http.request` over one keep-alive agent per service: the gateway's
 * per-call cost is most of what separates it from calling a service directly (docs/decisions/0701).
 */
export function apiProxy(serviceUrls: Record<ServiceName, string>, secret: Uint8Array, users: UserCache): RequestHandler {
  const targets = Object.fromEntries(
    SERVICES.map((service) => {
      const url = new URL(serviceUrls[service]);
      return [service, { hostname: url.hostname, port: url.port || 80, host: url.host, agent: new http.Agent({ keepAlive: true, maxSockets: 128 }) }];
    }),
  ) as Record<ServiceName, { hostname: string; port: string | number; host: string; agent: http.Agent }>;

  const unavailable = (service: ServiceName) => JSON.stringify({ message: `The ${service} service is unavailable. Please try again shortly.` });

  return async (req, res) => {
    const service = serviceFor(req.path);
    if (!service) return void res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
    const user = req.user as AuthUser | undefined;
    if (!user) return void res.status(401).json({ message: 'Unauthorized' });
    const target = targets[service];

    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && name !== 'cookie') headers[name] = value;
    }
    headers.host = target.host;
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${req.socket.remoteAddress}` : req.socket.remoteAddress;
    headers['x-forwarded-proto'] = req.protocol;
    headers['x-forwarded-host'] = req.headers.host;
    // Signed once per user and service, reused until shortly before it expires (dropped when the user changes).
    headers[IDENTITY_HEADER] = await users.assertion(user, service, () => signIdentity(
      { userId: user.id, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin }, service, secret,
    ));

    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.originalUrl, headers, agent: target.agent, timeout: PROXY_TIMEOUT_MS },
      (response) => {
        res.status(response.statusCode ?? 502);
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        }
        res.append('Vary', 'Accept-Encoding');
        if (!shouldGzip(req, response)) return void response.pipe(res);
        res.removeHeader('content-length');
        res.setHeader('Content-Encoding', 'gzip');
        response.pipe(zlib.createGzip()).pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).type('application/json').end(unavailable(service));
      else res.destroy();
    });
    // The browser went away: stop the service's work too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
