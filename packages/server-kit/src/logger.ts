import pino from 'pino';
import { currentTraceId } from './observability/trace-context';

/**
 * Quiet under tests unless LOG_LEVEL asks otherwise. Every line written while a request or job runs carries its
 * `traceId` (observability/trace-context.ts), whichever logger wrote it.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  mixin: () => {
    const traceId = currentTraceId();
    return traceId ? { traceId } : {};
  },
});

/** Paths whose rest (dates, ids) and query say something private about a person: the cycle log (decision 2003). */
const PRIVATE_PATHS = /^\/api\/cycle(\/|\?|$)/;

/**
 * pino-http's request serializer with private paths cut to their prefix and no query or params, so a log line says
 * "PUT /api/cycle/…" and never which day a period was logged. Every request logger (services, BFF) uses it.
 */
export function redactPrivateRequest<R extends { url?: string; query?: unknown; params?: unknown }>(req: R): R {
  if (!req.url || !PRIVATE_PATHS.test(req.url)) return req;
  return { ...req, url: '/api/cycle/…', query: {}, params: {} };
}
