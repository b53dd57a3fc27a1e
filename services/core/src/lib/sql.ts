import { Prisma } from '@fj/db';

/** Optional `AND …` conditions of a raw statement, in order (none → nothing; Prisma.join refuses an empty list). */
export const sqlAnd = (conditions: Prisma.Sql[]): Prisma.Sql =>
  conditions.length ? Prisma.join(conditions, ' ') : Prisma.empty;
