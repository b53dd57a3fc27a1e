import type http from 'node:http';
import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { logger, RESTARTING_MESSAGE, RETRY_AFTER_SECONDS, currentTraceId } from '@fj/server-kit';
import { SERVICES, type ServiceName } from './config';

/** How long a proxied request waits for its service's answer to begin (event streams wait as long as they last). */
export const READ_TIMEOUT_MS = 5_000;
export const WRITE_TIMEOUT_MS = 10_000;
/** Failures in a row (no answer in time, connection refused or reset) that open a service's circuit. */
const FAILURES_TO_OPEN = 5;
/**
 * How long an open circuit answers 503 at once before one request may try the service again: a restarted service is
 * found within a second (a try costs one request: refused at once while it is down, or its time limit while frozen).
 */
const HALF_OPEN_AFTER_MS = 1_000;

/**
 * The browser (or the BFF's own first-answers read, ./first-answers.ts) went away before the service answered. It says
 * nothing about the service, so it is never counted against it: a page whose first answers ran out of time once
 * opened the circuit and answered 503 to everyone for a while.
 */
export class ClientLeftError extends Error {
  constructor() {
    super('the client left before the service answered');
  }
}

/**
 * One circuit breaker per service (cockatiel): after 5 failures in a row every request for that service is answered
 * 503 at once instead of waiting on a service that is down or frozen, and 1 s later one request tries it again; its
 * answer closes the circuit. Only failures to answer count: an error status is an answer, and a client leaving is
 * neither. Each service has its own, so one service in trouble never slows another's routes
 * (docs/decisions/2902-degrade-never-500.md).
 */
export function serviceBreakers(): Record<ServiceName, CircuitBreakerPolicy> {
  return Object.fromEntries(
    SERVICES.map((service) => {
      const breaker = circuitBreaker(
        handleWhen((err) => !(err instanceof ClientLeftError)),
        {
          halfOpenAfter: HALF_OPEN_AFTER_MS,
          breaker: new ConsecutiveBreaker(FAILURES_TO_OPEN),
        },
      );
      breaker.onBreak(() =>
        logger.warn({ service: 'bff', target: service }, `${service} is not answering: circuit open`),
      );
      breaker.onReset(() =>
        logger.info({ service: 'bff', target: service }, `${service} answers again: circuit closed`),
      );
      return [service, breaker];
    }),
  ) as Record<ServiceName, CircuitBreakerPolicy>;
}

export const isOpenCircuit = (err: unknown) => err instanceof BrokenCircuitError;

/**
 * The answer while a service (or the database behind it) is away: 503, Retry-After and the calm message every
 * process uses, with the request's trace id. Nothing is written when the answer has begun (the stream is cut).
 */
export function answerUnavailable(res: http.ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  const traceId = currentTraceId();
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
  res.end(JSON.stringify(traceId ? { message: RESTARTING_MESSAGE, traceId } : { message: RESTARTING_MESSAGE }));
}
