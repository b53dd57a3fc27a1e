/** A Prisma client (or transaction client). No import of @fj/db here: the shapes are enough. */
export interface RawQueryClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/** A `pg` Pool or Client. */
export interface PgQueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Whichever the caller already has: the services have Prisma, the BFF a `pg` pool. */
export type SqlClient = RawQueryClient | PgQueryClient;

/** Runs parameterised SQL on either kind of client and answers its rows. */
export function rowsQuery(db: SqlClient) {
  return async <T>(sql: string, ...values: unknown[]): Promise<T[]> =>
    '$queryRawUnsafe' in db ? db.$queryRawUnsafe<T[]>(sql, ...values) : ((await db.query(sql, values)).rows as T[]);
}

/** The SQLSTATE of a failed statement, from a `pg` error or one Prisma wrapped (directly or through its adapter). */
export function sqlStateOf(err: unknown): string | undefined {
  const e = err as {
    code?: unknown;
    meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown } } };
    cause?: { originalCode?: unknown; code?: unknown };
  } | null;
  const candidates = [
    e?.code,
    e?.meta?.code,
    e?.meta?.driverAdapterError?.cause?.originalCode,
    e?.cause?.originalCode,
    e?.cause?.code,
  ];
  return candidates.find((c): c is string => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c));
}
