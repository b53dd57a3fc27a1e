import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client';

export interface CreatePrismaOptions {
  /** Pool size (default `DB_POOL_MAX` or 10). */
  max?: number;
  /** Called for every SQL statement Prisma sends (tests and benchmarks count queries with it). */
  onQuery?: (event: { query: string; params: string; duration: number }) => void;
}

/** How long a request waits for a new database connection before it fails (and is answered 503). */
const CONNECT_TIMEOUT_MS = 5000;
const pools = new WeakMap<object, pg.Pool>();

/**
 * The one way services get a database client (driver adapter, no native engine). Its pool is ours: it reports to
 * the metrics (`poolOf`), never waits forever for a connection, and survives the server going away — a connection
 * that dies is dropped (the 'error' listener keeps it from crashing the process) and the next query opens a new one,
 * so the pool heals by itself when the database is back (docs/decisions/2902-degrade-never-500.md).
 */
export function createPrisma(
  url = process.env.DATABASE_URL,
  { max = Number(process.env.DB_POOL_MAX ?? 10), onQuery }: CreatePrismaOptions = {},
): PrismaClient {
  if (!url) throw new Error('DATABASE_URL is not set');
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', () => {}); // an idle connection the server closed: pg drops it, the next query opens another
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  // An interactive transaction waits for its connection as long as any query does (Prisma's own default is 2 s, which
  // a busy machine exceeds: the write then answered 503 while a plain query would have succeeded).
  const transactionOptions = { maxWait: CONNECT_TIMEOUT_MS };
  if (!onQuery) return withPool(new PrismaClient({ adapter, transactionOptions }), pool);
  const client = new PrismaClient({ adapter, transactionOptions, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (e) => onQuery({ query: e.query, params: e.params, duration: e.duration }));
  return withPool(client, pool);
}
export type Db = ReturnType<typeof createPrisma>;

function withPool<T extends object>(client: T, pool: pg.Pool): T {
  pools.set(client, pool);
  return client;
}

/** The connection pool behind a client from `createPrisma` (for pool metrics). */
export function poolOf(client: object): pg.Pool | undefined {
  return pools.get(client);
}
