import { RESTARTING_MESSAGE } from '@fj/contracts/messages';

/** Seconds a client is asked to wait before trying again while the database (or a service) is away. */
export const RETRY_AFTER_SECONDS = 5;
export { RESTARTING_MESSAGE };

/** Socket-level failures of a database connection (refused, reset, timed out, DNS). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection exception), 57P01–57P03
 * (admin or crash shutdown, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** Prisma: cannot reach (P1001), timed out (P1002, P1008), server closed the connection (P1017), pool timeout (P2024). */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds for the same. */
const ADAPTER_UNAVAILABLE = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/** pg's own words for a connection that died or never came (they carry no code). */
const PG_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Can't reach database server|server closed the connection/i;

type Cause = { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown };

/**
 * Is this failure the database being away (restarting, crashed, unreachable) rather than a fault in the request or
 * our code? Such a request is answered 503 with Retry-After, never 500 (docs/decisions/2902-degrade-never-500.md).
 * Shapes are checked structurally (pg errors, Prisma's known errors and driver adapter errors, nested causes).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as Cause & { name?: unknown; meta?: { driverAdapterError?: { cause?: Cause } } };
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || PRISMA_UNAVAILABLE.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code)) return true;
  }
  if (typeof e.originalCode === 'string' && UNAVAILABLE_SQLSTATE.test(e.originalCode)) return true;
  if (typeof e.kind === 'string' && ADAPTER_UNAVAILABLE.has(e.kind)) return true;
  const adapterCause = e.meta?.driverAdapterError?.cause;
  if (adapterCause && isDatabaseUnavailable(adapterCause, depth + 1)) return true;
  if (e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  if (e.cause && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  if (err instanceof AggregateError) return err.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  return false;
}
