export * from './http-error';
export * from './validate';
export * from './identity';
export * from './app';
export * from './errors';
export * from './listen';
export { logger, redactPrivateRequest } from './logger';
export * from './dates';
export * from './rate-limit';
export * from './raw-sql';
export * from './idempotency';
export * from './versions';
export * from './keyset-cursor';
export * from './account-export';
export * from './csv';
export * from './secrets';
export * from './data-dir';
export * from './unavailable';
export * from './readiness';
export {
  currentTrace,
  currentTraceId,
  parseTraceparent,
  runInTrace,
  tracingEnabled,
  type TraceContext,
} from './observability/trace-context';
export { traceRequests, TRACE_ID_HEADER } from './observability/request-trace';
export {
  collectProcessMetrics,
  eventStreamsOpen,
  httpMetrics,
  metricsPortFor,
  observePool,
  outboundFetches,
  registry as metricsRegistry,
  startMetricsServer,
  DEFAULT_METRICS_PORTS,
} from './observability/metrics';
export * from './mailer';
