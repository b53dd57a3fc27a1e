/** A database client the snapshot can run SQL through: a Prisma client or a `pg` Pool/Client. */
export type SqlRunner =
  | { $queryRawUnsafe: (sql: string, ...values: unknown[]) => Promise<unknown> }
  | { query: (sql: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

async function rowsOf(db: SqlRunner, sql: string, values: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  if ('$queryRawUnsafe' in db) return (await db.$queryRawUnsafe(sql, ...values)) as Array<Record<string, unknown>>;
  return (await db.query(sql, values)).rows as Array<Record<string, unknown>>;
}

/**
 * "Nothing was written": a fingerprint (row count + the sum of a 64-bit hash of every row) of each table in the current schema, taken in
 * one statement. Compare two snapshots to prove a refused request changed nothing — inserts, updates and deletes
 * alike. `exclude` names tables a refused request may legitimately write (e.g. the sign-in throttle's counters).
 */
export function databaseSnapshot(
  db: SqlRunner,
  { exclude = [] }: { exclude?: string[] } = {},
): () => Promise<Record<string, string>> {
  let statement: string | undefined;
  return async () => {
    if (!statement) {
      const tables = await rowsOf(
        db,
        `SELECT table_name::text AS name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1::text[]))
         ORDER BY table_name`,
        [['_prisma_migrations', ...exclude]],
      );
      if (tables.length === 0) throw new Error('databaseSnapshot: no tables visible to this connection');
      statement = tables
        .map(({ name }) => {
          const ident = `"${String(name).replace(/"/g, '""')}"`;
          const literal = `'${String(name).replace(/'/g, "''")}'`;
          // A sum of 64-bit row hashes: order-independent, so no sort per table (an md5 over the sorted rows made
          // each snapshot ~5× slower, and the fuzz runs take one per request).
          return `SELECT ${literal} AS name, count(*)::int AS rows, coalesce(sum(hashtextextended(x::text, 0)), 0)::text AS hash FROM ${ident} x`;
        })
        .join(' UNION ALL ');
    }
    const rows = (await rowsOf(db, statement)) as Array<{ name: string; rows: number; hash: string }>;
    return Object.fromEntries(rows.map((r) => [r.name, `${r.rows}:${r.hash}`]));
  };
}
