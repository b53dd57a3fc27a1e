import type { Catalog } from './catalog';

/**
 * One way two catalogs differ. `key` names the object (`index "User_email_key"`), or the object and the property
 * (`column "User"."email" nullable`) when both sides have it; a side that lacks the object reads `undefined`.
 * `table` is the table the object belongs to, if any.
 */
export interface Difference {
  key: string;
  table: string | undefined;
  migrations: string | undefined;
  schema: string | undefined;
}

/** An object the migrations may have and schema.prisma cannot express, and why. */
export interface MigrationOnly {
  key: string;
  reason: string;
}

const describe = (properties: Record<string, string>) =>
  Object.entries(properties)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ') || 'present';

/** Every difference between the database the migrations build and the one `schema.prisma` describes, sorted. */
export function compareCatalogs(migrations: Catalog, schema: Catalog): Difference[] {
  const differences: Difference[] = [];
  for (const key of new Set([...migrations.keys(), ...schema.keys()])) {
    const left = migrations.get(key);
    const right = schema.get(key);
    const table = (left ?? right)!.table;
    if (!left || !right) {
      differences.push({ key, table, migrations: left && describe(left), schema: right && describe(right) });
      continue;
    }
    for (const property of new Set([...Object.keys(left), ...Object.keys(right)])) {
      if (left[property] !== right[property])
        differences.push({ key: `${key} ${property}`, table, migrations: left[property], schema: right[property] });
    }
  }
  return differences.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Split the differences into those the allow-list explains and those it does not. An entry explains the difference
 * with its key, only when the migrations have what schema.prisma lacks; an entry for a table that only the
 * migrations have (`table "X"`) also explains everything that belongs to it. Entries that explain nothing are returned too: a stale entry would
 * let a later drift through unnoticed.
 */
export function explain(differences: Difference[], allowed: MigrationOnly[]) {
  const used = new Set<string>();
  const tablesOnlyInMigrations = new Set(
    differences.filter((d) => d.key.startsWith('table ') && d.schema === undefined).map((d) => d.key),
  );
  const unexplained = differences.filter((d) => {
    if (d.migrations === undefined) return true; // only in schema.prisma: a migration is missing
    const owner = `table "${d.table}"`;
    const entry = allowed.find((a) => a.key === d.key || (a.key === owner && tablesOnlyInMigrations.has(owner)));
    if (entry) used.add(entry.key);
    return !entry;
  });
  return { unexplained, unused: allowed.filter((a) => !used.has(a.key)) };
}

/** A report a person can act on: each difference with what each side has. */
export function formatDifferences(differences: Difference[]): string {
  const lines = [`The migrations and schema.prisma differ (${differences.length}):`];
  for (const { key, migrations, schema } of differences) {
    lines.push(
      `  ${key}`,
      `      migrations:    ${migrations ?? '(missing)'}`,
      `      schema.prisma: ${schema ?? '(missing)'}`,
    );
  }
  return lines.join('\n');
}
