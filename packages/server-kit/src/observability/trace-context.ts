import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

/**
 * The request (trace) id every log line, error body and job carries: the W3C trace id (32 hex) of the request's
 * `traceparent`. Without OpenTelemetry it is kept here in an AsyncLocalStorage; with it (OTEL_EXPORTER_OTLP_ENDPOINT
 * set, ./telemetry.ts) the active span is the source, reached through hooks the bootstrap installs, so nothing of
 * OpenTelemetry is loaded when tracing is off (docs/decisions/2904-request-ids-and-traces.md).
 */
export interface TraceContext {
  traceId: string;
  /** The `traceparent` to send on (this process's span as the parent). */
  traceparent: string;
}

/** What the OpenTelemetry bootstrap provides: the active span, and a span around a job. */
export interface TracingHooks {
  active(): TraceContext | undefined;
  inSpan<T>(name: string, parentTraceparent: string | undefined, fn: () => Promise<T>): Promise<T>;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

const store = new AsyncLocalStorage<TraceContext>();
let hooks: TracingHooks | undefined;

export function installTracingHooks(installed: TracingHooks): void {
  hooks = installed;
}

export const tracingEnabled = (): boolean => hooks !== undefined;

/** The trace id and span id of a valid `traceparent` header, else undefined. */
export function parseTraceparent(header: unknown): { traceId: string; spanId: string } | undefined {
  if (typeof header !== 'string') return undefined;
  const m = TRACEPARENT.exec(header.trim().toLowerCase());
  if (!m || m[1] === ZERO_TRACE || m[2] === ZERO_SPAN) return undefined;
  return { traceId: m[1], spanId: m[2] };
}

/** 32 random hex digits: a UUID v4 without its dashes (Node keeps a pool of random bytes for randomUUID). */
const randomTraceId = () => crypto.randomUUID().replace(/-/g, '');
/** 16 random hex digits for a span id (the UUID's version digit skipped). */
const randomSpanId = () => crypto.randomUUID().slice(19).replace('-', '');

/** A context continuing `traceparent` (same trace, a new span of ours) or starting a new trace. */
export function contextFrom(traceparent?: unknown): TraceContext {
  const traceId = parseTraceparent(traceparent)?.traceId ?? randomTraceId();
  return { traceId, traceparent: `00-${traceId}-${randomSpanId()}-01` };
}

/** The current trace: the active span's (OpenTelemetry on), else the one this request or job runs in. */
export function currentTrace(): TraceContext | undefined {
  return hooks?.active() ?? store.getStore();
}

export const currentTraceId = (): string | undefined => currentTrace()?.traceId;

/**
 * Runs `fn` as part of the trace `traceparent` names (a new one when absent): an incoming request, a job. With
 * OpenTelemetry on it is a span named `name`.
 */
export function runInTrace<T>(name: string, traceparent: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (hooks) return hooks.inSpan(name, traceparent, fn);
  return store.run(contextFrom(traceparent), fn);
}

/** Express-style: the rest of this request runs inside `context` (when OpenTelemetry is off). */
export function enterTrace(context: TraceContext, next: () => void): void {
  store.run(context, next);
}
