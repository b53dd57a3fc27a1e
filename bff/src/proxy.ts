import http from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { IDENTITY_HEADER, signIdentity } from '@fj/server-kit';
import type { AuthUser } from '@fj/contracts';
import { SERVICES, type ServiceName } from './config';
import { serviceFor } from './service-table';
import type { UserCache } from './cache/user-cache';

/**
 * `/api/*` → owning service, with the signed `x-identity` assertion. The browser's
 * cookies and any `x-identity` it sent never reach a service.
 */
export function apiProxy(serviceUrls: Record<ServiceName, string>, secret: Uint8Array, users: UserCache): RequestHandler {
  const proxies = Object.fromEntries(
    SERVICES.map((service) => [service, createProxyMiddleware({
      target: serviceUrls[service],
      // Without a keep-alive agent http-proxy sends `connection: close` upstream, and that
      // header reaches the browser: every API call would open a new TCP connection.
      agent: new http.Agent({ keepAlive: true, maxSockets: 128 }),
      changeOrigin: true,
      xfwd: true,
      proxyTimeout: 30_000,
      on: {
        error: (_err, _req, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ message: `The ${service} service is unavailable. Please try again shortly.` }));
          }
        },
      },
    })]),
  ) as unknown as Record<ServiceName, RequestHandler>;

  return async (req, res, next) => {
    const service = serviceFor(req.path);
    if (!service) return void res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
    const user = req.user as AuthUser | undefined;
    if (!user) return void res.status(401).json({ message: 'Unauthorized' });
    delete req.headers.cookie;
    // Signed once per user and service, reused until shortly before it expires (dropped when the user changes).
    req.headers[IDENTITY_HEADER] = await users.assertion(user, service, () => signIdentity(
      { userId: user.id, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin }, service, secret,
    ));
    proxies[service](req, res, next);
  };
}
