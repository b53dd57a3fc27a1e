import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { readCatalog, type Catalog } from './drift/catalog';
import { compareCatalogs, explain, formatDifferences } from './drift/compare';
import { asGenerated, buildFromSchema, extensionsOf } from './drift/databases';
import { GENERATED, MIGRATION_ONLY } from './drift/migration-only';

// The migrations are written by hand (packages/db/README.md), so nothing but this test keeps them and schema.prisma
// saying the same thing: one database built by the committed migrations (the test run's template), one built from
// schema.prisma (Prisma's own SQL for it), compared object by object from PostgreSQL's catalogs
// (docs/decisions/2510-schema-drift-check.md).

async function run(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('schema drift: the committed migrations and schema.prisma', () => {
  let migrated: TestDatabase; // a clone of the template the test run migrated, never the template itself
  let fromMigrations: Catalog;
  let fromSchema: Awaited<ReturnType<typeof buildFromSchema>>;

  beforeAll(async () => {
    migrated = await createTestDatabase();
    fromMigrations = await readCatalog(migrated.ownerUrl);
    fromSchema = await buildFromSchema(process.env.TEST_PG_ADMIN_URL!, {
      extensions: extensionsOf(fromMigrations),
      generated: GENERATED,
    });
  });
  afterAll(async () => {
    await fromSchema?.drop();
    await migrated?.drop();
  });

  it('build the same tables, columns, indexes, keys and foreign keys; the rest is on the migration-only list', () => {
    // A sanity floor: a catalog query that silently returned nothing would make every comparison pass.
    const kinds = new Set([...fromSchema.catalog.keys()].map((key) => key.split(' ')[0]));
    expect([...kinds]).toEqual(expect.arrayContaining(['table', 'column', 'index', 'primary', 'foreign']));
    const { unexplained, unused } = explain(compareCatalogs(fromMigrations, fromSchema.catalog), MIGRATION_ONLY);
    if (unexplained.length)
      throw new Error(
        `${formatDifferences(unexplained)}\n\nWrite the migration that makes them agree (packages/db/README.md), or, for an object schema.prisma cannot express, add it to MIGRATION_ONLY (test/drift/migration-only.ts) with its reason.`,
      );
    expect(unused.map((entry) => entry.key)).toEqual([]);
  });

  describe('the check itself', () => {
    let altered: TestDatabase;
    afterEach(() => altered?.drop());

    it('reports a changed column, default, type, index, foreign key, an extra column and CHECK, and a renamed index', async () => {
      altered = await createTestDatabase();
      await run(
        altered.ownerUrl,
        `
        ALTER TABLE "User" ALTER COLUMN "firstName" SET NOT NULL;
        ALTER TABLE "User" ADD COLUMN "nickname" text;
        ALTER TABLE "User" ADD CONSTRAINT "User_email_check" CHECK (email <> '');
        ALTER INDEX "User_email_key" RENAME TO "User_email_unique";
        ALTER TABLE "Settings" ALTER COLUMN "theme" SET DEFAULT 'dark';
        ALTER TABLE "Settings" ALTER COLUMN "timeZone" TYPE varchar(64);
        DROP INDEX "Note_tags_idx";
        CREATE INDEX "Note_tags_idx" ON "Note" ("userId");
        ALTER TABLE "Note" DROP CONSTRAINT "Note_userId_fkey";
        ALTER TABLE "Note" ADD CONSTRAINT "Note_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"(id) ON DELETE RESTRICT ON UPDATE CASCADE;
      `,
      );
      const differences = compareCatalogs(await readCatalog(altered.ownerUrl), fromSchema.catalog);
      const { unexplained } = explain(differences, MIGRATION_ONLY);

      expect(unexplained.map((d) => d.key)).toEqual([
        'check "User"."User_email_check"',
        'column "Settings"."theme" default',
        'column "Settings"."timeZone" type',
        'column "User"."firstName" nullable',
        'column "User"."nickname"',
        'foreign key "Note"."Note_userId_fkey" definition',
        'index "Note_tags_idx" definition',
        'index "User_email_key"',
        'index "User_email_unique"',
      ]);
      const report = formatDifferences(unexplained);
      expect(report).toContain(
        ['  column "User"."firstName" nullable', '      migrations:    NOT NULL', '      schema.prisma: NULL'].join(
          '\n',
        ),
      );
      expect(report).toContain(
        'migrations:    FOREIGN KEY ("userId") REFERENCES "User"(id) ON UPDATE CASCADE ON DELETE RESTRICT',
      );
      expect(report).toContain(
        'schema.prisma: FOREIGN KEY ("userId") REFERENCES "User"(id) ON UPDATE CASCADE ON DELETE CASCADE',
      );
      expect(report).toContain(['  index "User_email_key"', '      migrations:    (missing)'].join('\n'));
    });

    it('reports a migration-only object that is gone as a stale allow-list entry', async () => {
      altered = await createTestDatabase();
      await run(altered.ownerUrl, 'DROP TRIGGER "User_notify_changed" ON "User"');
      const { unexplained, unused } = explain(
        compareCatalogs(await readCatalog(altered.ownerUrl), fromSchema.catalog),
        MIGRATION_ONLY,
      );
      expect(unexplained).toEqual([]);
      expect(unused.map((entry) => entry.key)).toEqual(['trigger "User"."User_notify_changed"']);
    });

    it('reports a table schema.prisma has and the migrations lack, whatever the allow-list says', () => {
      const lacking = new Map(fromMigrations);
      for (const key of [...lacking.keys()])
        if (key === 'table "Note"' || lacking.get(key)!.table === 'Note') lacking.delete(key);
      const { unexplained } = explain(compareCatalogs(lacking, fromSchema.catalog), [
        ...MIGRATION_ONLY,
        { key: 'table "Note"', reason: 'not a reason' },
      ]);
      expect(unexplained.map((d) => d.key)).toContain('table "Note"');
      expect(unexplained.every((d) => d.migrations === undefined)).toBe(true);
      expect(unexplained.length).toBeGreaterThan(10); // its columns, indexes and keys
    });

    it('refuses a generated column that schema.prisma no longer declares', () => {
      const sql = 'CREATE TABLE "Note" (\n    "id" TEXT NOT NULL,\n    "title" TEXT NOT NULL\n);';
      expect(() => asGenerated(sql, [{ table: 'Note', column: 'search', reason: '' }])).toThrow('"Note"."search"');
      expect(
        asGenerated('CREATE TABLE "Note" (\n    "search" tsvector DEFAULT to_tsvector(title),\n    "id" TEXT\n);', [
          { table: 'Note', column: 'search', reason: '' },
        ]),
      ).toContain('"search" tsvector GENERATED ALWAYS AS (to_tsvector(title)) STORED,');
    });
  });
});
