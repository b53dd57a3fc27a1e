import http from 'node:http';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import type { CircuitBreakerPolicy } from 'cockatiel';
import { currentTrace, eventStreamsOpen, IDENTITY_HEADER, logger, signIdentity } from '@fj/server-kit';
import type { AuthUser } from '@fj/contracts';
import { SERVICES, type ServiceName } from './config';
import { pipeEventStream } from './event-stream-proxy';
import { noteAttempt, resendIfClosed } from './resend';
import { serviceAgent } from './service-agent';
import { serviceFor } from './service-table';
import type { UserCache } from './cache/user-cache';
import {
  answerUnavailable,
  ClientLeftError,
  isOpenCircuit,
  READ_TIMEOUT_MS,
  serviceBreakers,
  WRITE_TIMEOUT_MS,
} from './service-guard';

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

/** How one proxied request ends for its service's circuit breaker: an answer began, or none came. */
interface Outcome {
  answered: () => void;
  failed: (err: Error) => void;
}
const OUTCOME = Symbol('proxy outcome');
type WithOutcome = http.IncomingMessage & { [OUTCOME]?: Outcome };

/**
 * The service's answer, streamed to the browser as it arrives (server-sent events included): its status and
 * end-to-end headers, `no-store` (personal data, docs/decisions/0803) unless the service asks for the browser's
 * private cache only (`private, max-age=…`, article images: docs/decisions/2803), gzipped when large.
 * Written here rather than by http-proxy plus compression(), whose wrapping of every response cost a tenth of the
 * gateway's throughput (docs/decisions/0706).
 */
function sendResponse(response: http.IncomingMessage, req: http.IncomingMessage, res: http.ServerResponse) {
  (req as WithOutcome)[OUTCOME]?.answered();
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
 * One http-proxy-middleware instance per service and kind of request, created once: a keep-alive agent (without
 * one http-proxy sends `connection: close` upstream and every API call opens a new connection), the service's own
 * Host, X-Forwarded-*, the request body streamed through, and a time limit for the answer to begin (`timeoutMs`).
 * A read or keyed write whose pooled connection the service closed before answering is sent once more on a new one
 * (./resend); a service that does not answer in time, or cannot be reached, gets 503 (never a hang).
 */
function serviceProxy(target: string, { timeoutMs, agent }: { timeoutMs: number; agent: http.Agent }): RequestHandler {
  // Parsed once here: http-proxy parses a string target again on every request.
  const url = new URL(target);
  const unavailable = (err: Error, req: http.IncomingMessage, res: http.ServerResponse | Socket) => {
    (req as WithOutcome)[OUTCOME]?.failed(err);
    if (!('writeHead' in res)) return void res.destroy();
    answerUnavailable(res);
  };
  return createProxyMiddleware({
    target: url,
    agent,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: timeoutMs,
    selfHandleResponse: true,
    // The default plugins minus the logger plugin, which builds a URL per response for a logger we do not set (and
    // minus the plain-text error page: ours is below). debugProxyErrorsPlugin keeps socket errors from crashing the
    // gateway and stops the service's response when the browser goes away (a long event stream included).
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: noteAttempt,
      proxyRes: sendResponse,
      error: (err, req, res) => {
        const resent =
          'writeHead' in res &&
          !res.headersSent &&
          resendIfClosed(err, req, {
            target: url,
            client: res,
            timeoutMs,
            onResponse: (response) => sendResponse(response, req, res),
            onError: (again) => unavailable(again, req, res),
          });
        if (!resent) unavailable(err, req, res);
      },
    },
  });
}

/** A service's proxies: reads (5 s) and writes (10 s) on one kept-alive pool (event streams: ./event-stream-proxy). */
function proxiesFor(target: string) {
  const pooled = serviceAgent();
  return {
    read: serviceProxy(target, { timeoutMs: READ_TIMEOUT_MS, agent: pooled }),
    write: serviceProxy(target, { timeoutMs: WRITE_TIMEOUT_MS, agent: pooled }),
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sends one request through `proxy` under `breaker`: the breaker learns whether the service answered; while its
 * circuit is open the request is answered 503 at once.
 */
function guarded(breaker: CircuitBreakerPolicy, proxy: RequestHandler): RequestHandler {
  return (req, res, next) => {
    breaker
      .execute(
        () =>
          new Promise<void>((answered, failed) => {
            (req as WithOutcome)[OUTCOME] = { answered, failed };
            // A browser that leaves before any answer settles it too, so a half-open circuit is never left waiting
            // on it; not as a failure of the service (./service-guard: ClientLeftError).
            res.once('close', () => failed(new ClientLeftError()));
            void proxy(req, res, next);
          }),
      )
      .catch((err: unknown) => {
        if (isOpenCircuit(err)) return answerUnavailable(res);
        if (err instanceof ClientLeftError) return;
        logger.warn({ service: 'bff', err: { message: (err as Error)?.message } }, 'service did not answer');
      });
  };
}

/**
 * `/api/*` → owning service, with the signed `x-identity` assertion and the request's `traceparent`. The browser's
 * cookies and any `x-identity` it sent never reach a service.
 */
export function apiProxy(
  serviceUrls: Record<ServiceName, string>,
  secret: Uint8Array,
  users: UserCache,
): RequestHandler {
  const breakers = serviceBreakers();
  const routes = Object.fromEntries(
    SERVICES.map((service) => {
      const proxies = proxiesFor(serviceUrls[service]);
      return [
        service,
        { read: guarded(breakers[service], proxies.read), write: guarded(breakers[service], proxies.write) },
      ];
    }),
  ) as Record<ServiceName, Record<'read' | 'write', RequestHandler>>;
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
    setTraceparent(req);
    // EventSource asks for text/event-stream: a long-lived stream, piped on its own connection (never the pool's),
    // with no time limit and outside the breaker; counted while open.
    const wantsStream = req.method === 'GET' && String(req.headers.accept ?? '').includes('text/event-stream');
    if (wantsStream) {
      eventStreamsOpen.inc({ stream: service });
      res.once('close', () => eventStreamsOpen.dec({ stream: service }));
      pipeEventStream(targets[service], req.headers[IDENTITY_HEADER], req, res);
    } else routes[service][READS.has(req.method) ? 'read' : 'write'](req, res, next);
  };
}

/** The service continues this request's trace (OpenTelemetry, when on, replaces it with its client span's). */
function setTraceparent(req: Request): void {
  const traceparent = currentTrace()?.traceparent;
  if (traceparent) req.headers.traceparent = traceparent;
  else delete req.headers.traceparent;
}

/** Stripe's events are a few KB (the payments service refuses more than this too). */
export const WEBHOOK_BYTES = 64 * 1024;

/**
 * POST /api/payments/webhook → payments, the one API route without a session: mounted before the session, Origin
 * check and any body parser, it forwards the raw body untouched (Stripe signs those exact bytes) with no identity and
 * no cookies; payments verifies the Stripe-Signature and answers 400 to anything else (docs/decisions/1402).
 */
export function stripeWebhookProxy(paymentsUrl: string): RequestHandler {
  const proxy = proxiesFor(paymentsUrl).write;
  return (req, res, next) => {
    delete req.headers.cookie;
    delete req.headers[IDENTITY_HEADER];
    setTraceparent(req);
    proxy(req, res, next);
  };
}
