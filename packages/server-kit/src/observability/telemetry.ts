/* eslint-disable @typescript-eslint/no-require-imports -- OpenTelemetry is required only when tracing is asked for, so
   a process without OTEL_EXPORTER_OTLP_ENDPOINT never loads it (docs/decisions/2904-request-ids-and-traces.md). */
import type * as Api from '@opentelemetry/api';
import type * as SdkNode from '@opentelemetry/sdk-node';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Http from '@opentelemetry/instrumentation-http';
import type * as Express from '@opentelemetry/instrumentation-express';
import type * as Pg from '@opentelemetry/instrumentation-pg';
import type * as Undici from '@opentelemetry/instrumentation-undici';
import type * as Prisma from '@prisma/instrumentation';
import { installTracingHooks, parseTraceparent, type TraceContext } from './trace-context';

let shutdown: (() => Promise<void>) | undefined;

/** Paths whose spans say nothing (probes, metrics). */
const QUIET_PATHS = /^\/(healthz|readyz|metrics)(\?|$)/;

/**
 * OpenTelemetry traces over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: http (in and out), express, pg,
 * undici (fetch and the outbound fetch) and Prisma, W3C `traceparent` propagation. Must run before express, pg or
 * Prisma are loaded: each process imports its `telemetry.ts` first. Without the variable nothing is loaded.
 */
export function startTelemetry(serviceName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || shutdown) return Boolean(shutdown);
  // Traces only: this SDK would otherwise also look for metrics and logs exporters (ours are Prometheus and pino).
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const api = require('@opentelemetry/api') as typeof Api;
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof SdkNode;
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp;
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof Http;
  const { ExpressInstrumentation } = require('@opentelemetry/instrumentation-express') as typeof Express;
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof Pg;
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici') as typeof Undici;
  const { PrismaInstrumentation } = require('@prisma/instrumentation') as typeof Prisma;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? `founder-journal-${serviceName}`,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => QUIET_PATHS.test(req.url ?? ''),
      }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
      new PrismaInstrumentation(),
    ],
  });
  sdk.start();
  const tracer = api.trace.getTracer('founder-journal');
  const asContext = (span: Api.Span | undefined): TraceContext | undefined => {
    const ctx = span?.spanContext();
    if (!ctx || !api.isSpanContextValid(ctx)) return undefined;
    return { traceId: ctx.traceId, traceparent: `00-${ctx.traceId}-${ctx.spanId}-0${ctx.traceFlags & 1}` };
  };
  installTracingHooks({
    active: () => asContext(api.trace.getActiveSpan()),
    inSpan: (name, parentTraceparent, fn) => {
      const parent = parseTraceparent(parentTraceparent)
        ? api.propagation.extract(api.ROOT_CONTEXT, { traceparent: parentTraceparent })
        : api.ROOT_CONTEXT;
      return tracer.startActiveSpan(name, {}, parent, async (span) => {
        try {
          return await fn();
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: api.SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
        }
      });
    },
  });
  shutdown = () => sdk.shutdown();
  return true;
}

/** Sends what is still buffered (on a clean stop); nothing when tracing is off. */
export async function stopTelemetry(): Promise<void> {
  await shutdown?.().catch(() => {});
}
