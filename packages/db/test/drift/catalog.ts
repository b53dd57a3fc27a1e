import pg from 'pg';

/**
 * The parts of a database's `public` schema that the migrations and `schema.prisma` must agree on, read from
 * PostgreSQL's catalogs. Each object is keyed by what it is and its name (`column "User"."email"`), and described by
 * properties as PostgreSQL prints them (`pg_get_indexdef`, `pg_get_constraintdef`, `format_type`, …), so two
 * databases built by different SQL compare equal only when PostgreSQL sees the same schema.
 *
 * Whatever belongs to a table carries it as its `table` property.
 *
 * Names count: an index or a constraint under another name than Prisma's is drift too, because the next SQL Prisma
 * writes for a change would drop or rename it.
 */
export type Catalog = Map<string, Record<string, string>>;

const SCHEMA = 'public';

type Row = Record<string, string>;

/** Every query yields [key, properties]; they run one after another on the one client. */
const QUERIES: Array<[string, (row: Row) => [string, Record<string, string>]]> = [
  [
    `SELECT c.relname AS name, c.relkind AS kind, c.relrowsecurity::text AS rls
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
    (r) => [`${relkind(r.kind)} "${r.name}"`, { 'row level security': r.rls === 'true' ? 'on' : 'off' }],
  ],
  [
    `SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull::text AS notnull, coalesce(pg_get_expr(d.adbin, d.adrelid), '') AS "default",
            a.attgenerated AS generated, a.attidentity AS identity,
            CASE WHEN a.attcollation <> t.typcollation THEN coalesce(co.collname, '') ELSE '' END AS collation
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_type t ON t.oid = a.atttypid
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       LEFT JOIN pg_collation co ON co.oid = a.attcollation
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.attnum > 0 AND NOT a.attisdropped`,
    (r) => [
      `column "${r.table}"."${r.name}"`,
      {
        table: r.table,
        type: r.type,
        nullable: r.notnull === 'true' ? 'NOT NULL' : 'NULL',
        default: r.default || '(none)',
        generated: r.generated === 's' ? 'GENERATED ALWAYS … STORED' : 'no',
        identity: r.identity === 'a' ? 'ALWAYS' : r.identity === 'd' ? 'BY DEFAULT' : 'no',
        collation: r.collation || '(type default)',
      },
    ],
  ],
  [
    // Indexes, including those behind primary keys and unique constraints (Prisma's @unique is a unique index).
    `SELECT i.relname AS name, c.relname AS "table", pg_get_indexdef(i.oid) AS definition
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = i.relnamespace
      WHERE n.nspname = $1`,
    (r) => [`index "${r.name}"`, { table: r.table, definition: r.definition }],
  ],
  [
    // Primary keys, unique constraints, foreign keys (with their ON DELETE / ON UPDATE actions), CHECKs, exclusions.
    // Constraint triggers are read with the triggers; NOT NULL is a column property.
    `SELECT con.conname AS name, c.relname AS "table", con.contype AS kind, pg_get_constraintdef(con.oid, true) AS definition
       FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = con.connamespace
      WHERE n.nspname = $1 AND con.contype IN ('p', 'u', 'f', 'c', 'x')`,
    (r) => [`${CONSTRAINT_KINDS[r.kind]} "${r.table}"."${r.name}"`, { table: r.table, definition: r.definition }],
  ],
  [
    `SELECT t.tgname AS name, c.relname AS "table", pg_get_triggerdef(t.oid) AS definition
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND NOT t.tgisinternal`,
    (r) => [`trigger "${r.table}"."${r.name}"`, { table: r.table, definition: r.definition }],
  ],
  [
    // Functions belonging to an extension (pg_trgm's) come and go with the extension.
    `SELECT p.oid::regprocedure::text AS name, pg_get_function_result(p.oid) AS result, l.lanname AS language, md5(p.prosrc) AS body
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_language l ON l.oid = p.prolang
      WHERE n.nspname = $1 AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
    (r) => [`function ${r.name}`, { returns: r.result, language: r.language, 'body (md5)': r.body }],
  ],
  [
    `SELECT s.relname AS name, format_type(q.seqtypid, NULL) AS type,
            coalesce((SELECT c.relname || '.' || a.attname FROM pg_depend d JOIN pg_class c ON c.oid = d.refobjid
                        JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
                       WHERE d.objid = s.oid AND d.deptype IN ('a', 'i') LIMIT 1), '') AS owner
       FROM pg_class s JOIN pg_sequence q ON q.seqrelid = s.oid JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE n.nspname = $1`,
    (r) => [`sequence "${r.name}"`, { type: r.type, 'owned by': r.owner || '(none)' }],
  ],
  [
    `SELECT t.typname AS name, string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) AS labels
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 GROUP BY t.typname`,
    (r) => [`enum "${r.name}"`, { labels: r.labels }],
  ],
  [
    `SELECT pol.polname AS name, c.relname AS "table", pol.polcmd AS command, coalesce(pg_get_expr(pol.polqual, pol.polrelid), '') AS "using"
       FROM pg_policy pol JOIN pg_class c ON c.oid = pol.polrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1`,
    (r) => [`policy "${r.table}"."${r.name}"`, { table: r.table, command: r.command, using: r.using }],
  ],
  [
    // Extensions are database-wide; plpgsql is in every database.
    `SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql'`,
    (r) => [`extension ${r.name}`, {}],
  ],
];

const CONSTRAINT_KINDS: Record<string, string> = {
  p: 'primary key',
  u: 'unique constraint',
  f: 'foreign key',
  c: 'check',
  x: 'exclusion constraint',
};

function relkind(kind: string) {
  return (
    { r: 'table', p: 'partitioned table', v: 'view', m: 'materialized view', f: 'foreign table' } as Record<
      string,
      string
    >
  )[kind];
}

/** The catalog of the database at `url`. */
export async function readCatalog(url: string): Promise<Catalog> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const catalog: Catalog = new Map();
    for (const [sql, describe] of QUERIES) {
      const { rows } = await client.query(sql, sql.includes('$1') ? [SCHEMA] : []);
      for (const row of rows) {
        const [key, properties] = describe(row);
        if (catalog.has(key)) throw new Error(`two catalog objects named ${key}`);
        catalog.set(key, properties);
      }
    }
    return catalog;
  } finally {
    await client.end();
  }
}
