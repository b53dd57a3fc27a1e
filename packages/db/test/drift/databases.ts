import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { withDatabase } from '../../src/url';
import { readCatalog, type Catalog } from './catalog';

const dbDir = path.resolve(__dirname, '../..');
const prismaCli = require.resolve('prisma/build/index.js', { paths: [dbDir] });

async function run(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The SQL that creates `schema.prisma`'s schema in an empty database (`prisma migrate diff --from-empty`). The
 * WebAssembly schema engine reaches PostgreSQL only through the driver adapter of prisma.config.ts, so even this
 * offline diff needs a database to connect to: `url`.
 */
export async function schemaSql(
  url: string,
  schemaFile = path.join(dbDir, 'prisma', 'schema.prisma'),
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [prismaCli, 'migrate', 'diff', '--from-empty', '--to-schema-datamodel', schemaFile, '--script'],
    {
      cwd: dbDir,
      env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
      maxBuffer: 16 << 20,
    },
  );
  return stdout;
}

/** A column that schema.prisma declares `Unsupported(…)` with its generation expression as a `dbgenerated` default. */
export interface GeneratedColumn {
  table: string;
  column: string;
  reason: string;
}

/**
 * Prisma writes such a column as `"col" type DEFAULT <expression>` (which PostgreSQL refuses: a default cannot read
 * other columns); make it `GENERATED ALWAYS AS (<expression>) STORED`, as the migration does. The expression itself
 * stays schema.prisma's, so the comparison still checks it against the migration's.
 */
export function asGenerated(sql: string, columns: GeneratedColumn[]): string {
  for (const { table, column } of columns) {
    const start = sql.indexOf(`CREATE TABLE "${table}" (`);
    const end = sql.indexOf('\n);', start);
    const line = new RegExp(`^(    "${column}" [^\n]*?) DEFAULT ([^\n]*),$`, 'm');
    const block = start < 0 ? '' : sql.slice(start, end);
    if (!line.test(block))
      throw new Error(
        `schema.prisma has no column "${table}"."${column}" with a default to turn into a generated column`,
      );
    sql = sql.slice(0, start) + block.replace(line, '$1 GENERATED ALWAYS AS ($2) STORED,') + sql.slice(end);
  }
  return sql;
}

/**
 * A scratch database holding the schema that `schema.prisma` describes, and its catalog. `extensions` are created
 * first (the migrations' extensions, which Prisma's SQL needs but cannot declare) and left out of the catalog, so
 * that they count as what they are: migration-only. `generated` columns are built as such (see `asGenerated`).
 */
export async function buildFromSchema(
  adminUrl: string,
  { extensions, generated, schemaFile }: { extensions: string[]; generated: GeneratedColumn[]; schemaFile?: string },
): Promise<{ catalog: Catalog; drop: () => Promise<void> }> {
  const name = `drift_schema_${crypto.randomBytes(6).toString('hex')}`;
  const url = withDatabase(adminUrl, name);
  await run(adminUrl, `CREATE DATABASE "${name}"`);
  const drop = () => run(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  try {
    for (const extension of extensions) await run(url, `CREATE EXTENSION IF NOT EXISTS "${extension}"`);
    await run(url, asGenerated(await schemaSql(url, schemaFile), generated));
    const catalog = await readCatalog(url);
    for (const extension of extensions) catalog.delete(`extension ${extension}`);
    return { catalog, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}

/** Names of the extensions in a catalog. */
export const extensionsOf = (catalog: Catalog) =>
  [...catalog.keys()].filter((k) => k.startsWith('extension ')).map((k) => k.slice('extension '.length));
