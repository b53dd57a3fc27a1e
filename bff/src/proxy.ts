import http from 'node:http';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { IDENTITY_HEADER, signIdentity } from '@fj/server-kit';
import type { AuthUser } from '@fj/contracts';
import { SERVICES, type ServiceName } from './config';
import { pipeEventStream } from './event-stream-proxy';
import { serviceFor } from './service-table';
import type { UserCache } from './cache/user-cache';

const PROXY_TIMEOUT_MS = 30_000;
/** Hop-by-hop headers (RFC 9110, section 7.6.1) describe the service connection, not the browser's. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);
/** Like compression(): JSON and text over 1 KB; never an event stream (gzip would hold events back). */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(?!event-stream))/;
const MIN_COMPRESSED_BYTES = 1024;

/** Gzip this response on its way to the browser? (app.ts mounts no compression() on proxied paths.) */
function shouldGzip(req: http.IncomingMessage, response: http.IncomingMessage): boolean {
  if (response.headers['content-encoding'] || !COMPRESSIBLE.test(response.headers['content-type'] ?? '')) return false;
  const length = Number(response.headers['content-length']);
  if (Number.isFinite(length) && length < MIN_COMPRESSED_BYTES) return false;
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * The service's answer, streamed to the browser as it arrives (server-sent events included): its status and
 * end-to-end headers, `no-store` (personal data, docs/decisions/0803) unless the service asks for the browser's
 * private cache only (`private, max-age=…`, article images: docs/decisions/2803), gzipped when large.
 * Written here rather than by http-proxy plus compression(), whose wrapping of every response cost a tenth of the
 * gateway's throughput (docs/decisions/0706).
 */
function sendResponse(response: http.IncomingMessage, req: http.IncomingMessage, res: http.ServerResponse) {
  res.statusCode = response.statusCode ?? 502;
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  }
  const own = response.headers['cache-control'];
  res.setHeader('Cache-Control', own && /^private, max-age=\d+$/.test(own) ? own : 'no-store');
  res.appendHeader('Vary', 'Accept-Encoding');
  if (!shouldGzip(req, response)) return void response.pipe(res);
  res.removeHeader('content-length');
  res.setHeader('Content-Encoding', 'gzip');
  response.pipe(zlib.createGzip()).pipe(res);
}

/**
 * One http-proxy-middleware instance per service, created once: a keep-alive agent (without one http-proxy sends
 * `connection: close` upstream and every API call opens a new connection), the service's own Host, X-Forwarded-*,
 * a 30 s limit, the request body streamed through.
 */
function serviceProxy(service: ServiceName, target: string): RequestHandler {
  return createProxyMiddleware({
    // Parsed once here: http-proxy parses a string target again on every request.
    target: new URL(target),
    agent: new http.Agent({ keepAlive: true, maxSockets: 128 }),
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: PROXY_TIMEOUT_MS,
    selfHandleResponse: true,
    // The default plugins minus the logger plugin, which builds a URL per response for a logger we do not set (and
    // minus the plain-text error page: ours is below). debugProxyErrorsPlugin keeps socket errors from crashing the
    // gateway and stops the service's response when the browser goes away (a long event stream included).
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyRes: sendResponse,
      error: (_err, _req, res) => {
        if (!('writeHead' in res) || res.headersSent) return void res.destroy();
        res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ message: `The ${service} service is unavailable. Please try again shortly.` }));
      },
    },
  });
}

/**
 * `/api/*` → owning service, with the signed `x-identity` assertion. The browser's cookies and any `x-identity` it
 * sent never reach a service.
 */
export function apiProxy(
  serviceUrls: Record<ServiceName, string>,
  secret: Uint8Array,
  users: UserCache,
): RequestHandler {
  const proxies = Object.fromEntries(
    SERVICES.map((service) => [service, serviceProxy(service, serviceUrls[service])]),
  ) as Record<ServiceName, RequestHandler>;
  const targets = Object.fromEntries(SERVICES.map((service) => [service, new URL(serviceUrls[service])])) as Record<
    ServiceName,
    URL
  >;

  return async (req, res, next) => {
    const service = serviceFor(req.path);
    if (!service) return void res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
    const user = req.user as AuthUser | undefined;
    if (!user) return void res.status(401).json({ message: 'Unauthorized' });
    delete req.headers.cookie;
    // Signed once per user and service, reused until shortly before it expires (dropped when the user changes).
    req.headers[IDENTITY_HEADER] = await users.assertion(user, service, () =>
      signIdentity(
        { userId: user.id, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin },
        service,
        secret,
      ),
    );
    // EventSource asks for text/event-stream: a long-lived stream, piped on its own connection (never the pool's).
    const wantsStream = req.method === 'GET' && String(req.headers.accept ?? '').includes('text/event-stream');
    if (wantsStream) pipeEventStream(targets[service], req.headers[IDENTITY_HEADER], req, res);
    else proxies[service](req, res, next);
  };
}

/** Stripe's events are a few KB (the payments service refuses more than this too). */
export const WEBHOOK_BYTES = 64 * 1024;

/**
 * POST /api/payments/webhook → payments, the one API route without a session: mounted before the session, Origin
 * check and any body parser, it forwards the raw body untouched (Stripe signs those exact bytes) with no identity and
 * no cookies; payments verifies the Stripe-Signature and answers 400 to anything else (docs/decisions/1402).
 */
export function stripeWebhookProxy(paymentsUrl: string): RequestHandler {
  const proxy = serviceProxy('payments', paymentsUrl);
  return (req, res, next) => {
    delete req.headers.cookie;
    delete req.headers[IDENTITY_HEADER];
    proxy(req, res, next);
  };
}
