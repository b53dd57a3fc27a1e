import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client';

export interface CreatePrismaOptions {
  /** Pool size (default `DB_POOL_MAX` or 10). */
  max?: number;
  /** Called for every SQL statement Prisma sends (tests and benchmarks count queries with it). */
  onQuery?: (event: { query: string; params: string; duration: number }) => void;
}

/** The one way services get a database client (driver adapter, no native engine). */
export function createPrisma(
  url = process.env.DATABASE_URL,
  { max = Number(process.env.DB_POOL_MAX ?? 10), onQuery }: CreatePrismaOptions = {},
): PrismaClient {
  if (!url) throw new Error('DATABASE_URL is not set');
  const adapter = new PrismaPg({ connectionString: url, max });
  if (!onQuery) return new PrismaClient({ adapter });
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (e) => onQuery({ query: e.query, params: e.params, duration: e.duration }));
  return client;
}
export type Db = ReturnType<typeof createPrisma>;
