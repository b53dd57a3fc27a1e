import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client';

/** The one way services get a database client (driver adapter, no native engine). */
export function createPrisma(url = process.env.DATABASE_URL, { max = Number(process.env.DB_POOL_MAX ?? 10) } = {}) {
  if (!url) throw new Error('DATABASE_URL is not set');
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max }) });
}
export type Db = ReturnType<typeof createPrisma>;
