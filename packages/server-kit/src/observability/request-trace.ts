import type { Express, Request } from 'express';
import { contextFrom, currentTrace, enterTrace, tracingEnabled } from './trace-context';

declare global {
  namespace Express {
    interface Request {
      /** The W3C trace id of this request: in every log line, every error body and the BFF's `X-Trace-Id`. */
      traceId?: string;
    }
  }
}

export const TRACE_ID_HEADER = 'X-Trace-Id';

/**
 * Every request of `app` runs in a trace: the active OpenTelemetry span's when tracing is on, else one continuing
 * the caller's `traceparent` (the BFF's, for a service) or a new one. Every JSON error body (status ≥ 400) of the
 * app gets `traceId`, so what a person reports can be found in the logs. `exposeHeader`: answer with `X-Trace-Id`
 * (the BFF, for browsers and support).
 */
export function traceRequests(app: Express, { exposeHeader = false } = {}): void {
  const json = app.response.json;
  app.response.json = function jsonWithTraceId(this: Express['response'], body?: unknown) {
    const traceId = (this.req as Request | undefined)?.traceId;
    if (this.statusCode >= 400 && traceId && body && typeof body === 'object' && !Array.isArray(body))
      body = { ...body, traceId };
    return json.call(this, body);
  };
  app.use((req, res, next) => {
    const active = tracingEnabled() ? currentTrace() : undefined;
    const context = active ?? contextFrom(req.headers.traceparent);
    req.traceId = context.traceId;
    if (exposeHeader) res.setHeader(TRACE_ID_HEADER, context.traceId);
    if (active) return next();
    enterTrace(context, next);
  });
}
