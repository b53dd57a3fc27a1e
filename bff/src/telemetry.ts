// Imported first by index.ts: OpenTelemetry must patch http, express and pg before they load (only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise nothing of it is loaded).
import { startTelemetry } from '@fj/server-kit/telemetry';

startTelemetry('bff');
