import pg from 'pg';

export interface SqlPoolOptions {
  /** Connections (default 10). */
  max?: number;
  /** How long a query may wait for a free connection before it fails (ms, default 2,000). */
  connectionTimeoutMillis?: number;
  /** How long a statement may wait for a row lock before it fails with SQLSTATE 55P03 (ms, default 2,000). */
  lockTimeoutMillis?: number;
  /** How long a statement may run before it is cancelled with SQLSTATE 57014 (ms, default 10,000). */
  statementTimeoutMillis?: number;
}

/**
 * A plain `pg` pool for a hot path that is one hand-written statement (team chat's send): every wait is bounded
 * (a free connection, a row lock, the statement), so an overloaded database answers fast with an error the route
 * turns into 503 + Retry-After instead of a request that hangs. Prisma stays the way to do everything else.
 */
export function createSqlPool(
  url: string,
  {
    max = 10,
    connectionTimeoutMillis = 2_000,
    lockTimeoutMillis = 2_000,
    statementTimeoutMillis = 10_000,
  }: SqlPoolOptions = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis,
    options: `-c lock_timeout=${lockTimeoutMillis} -c statement_timeout=${statementTimeoutMillis}`,
  });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the service
  return pool;
}

/** Prisma: a pool wait ran out (P2024), a transaction could not start or ran out of time (P2028). */
const PRISMA_BUSY = new Set(['P2024', 'P2028']);

/**
 * Did this query fail because it waited too long (a connection, a lock, the statement, an interactive transaction)
 * or because the database is away?
 */
export function isOverloaded(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && PRISMA_BUSY.has(e.code)) return true;
  if (typeof e?.code === 'string' && /^(55P03|57014|53300|08\w{3}|57P0[1-3])$/.test(e.code)) return true;
  if (typeof e?.code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(e.code)) return true;
  return (
    typeof e?.message === 'string' &&
    /timeout exceeded when trying to connect|Connection terminated|connection timeout/i.test(e.message)
  );
}

export type SqlPool = pg.Pool;
