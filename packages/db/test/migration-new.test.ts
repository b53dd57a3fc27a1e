import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { readCatalog } from './drift/catalog';
import { compareCatalogs, explain, formatDifferences } from './drift/compare';
import { buildFromSchema, extensionsOf } from './drift/databases';
import { GENERATED, MIGRATION_ONLY } from './drift/migration-only';

// `npm run migration:new -w @fj/db -- <name>`: the documented way to write a migration (packages/db/README.md).

const script = path.resolve(__dirname, '../scripts/migration-new.mjs');
const schema = path.resolve(__dirname, '../prisma/schema.prisma');

async function migrationNew(args: string[], databaseUrl: string) {
  return promisify(execFile)(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

describe('migration:new', () => {
  let db: TestDatabase;
  let tmp: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-migration-new-test-'));
  });
  afterAll(async () => {
    await db?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('writes the SQL for a change to schema.prisma into a new folder after the last migration, and the result has no drift', async () => {
    const edited = path.join(tmp, 'schema.prisma');
    const original = fs.readFileSync(schema, 'utf8');
    const withNickname = original
      .replace(/(model User \{\n(?:.*\n)*? {2}isAdmin .*\n)/, '$1  nickname        String?   @db.VarChar(40)\n')
      .replace(/(model User \{(?:.*\n)*?)\}/, '$1  @@index([nickname])\n}');
    expect(withNickname).toContain('@@index([nickname])');
    fs.writeFileSync(edited, withNickname);
    const migrations = path.join(tmp, 'migrations');
    fs.mkdirSync(path.join(migrations, '20990101000000_from_the_future'), { recursive: true }); // the clock is not trusted

    const { code, stdout } = await migrationNew(
      ['add_nickname', '--from-file', schema, '--schema', edited, '--migrations-dir', migrations],
      db.ownerUrl,
    );
    expect(code).toBe(0);
    const file = path.join(migrations, '20990101000001_add_nickname', 'migration.sql');
    expect(stdout).toContain(`Wrote ${file}`);
    const sql = fs.readFileSync(file, 'utf8');
    expect(sql).toContain('ALTER TABLE "User" ADD COLUMN     "nickname" VARCHAR(40);');
    expect(sql).toContain('CREATE INDEX "User_nickname_idx" ON "User"("nickname");');

    // The committed migrations plus the new one build what the edited schema.prisma describes.
    const client = new pg.Client({ connectionString: db.ownerUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
    const fromMigrations = await readCatalog(db.ownerUrl);
    const fromSchema = await buildFromSchema(process.env.TEST_PG_ADMIN_URL!, {
      extensions: extensionsOf(fromMigrations),
      generated: GENERATED,
      schemaFile: edited,
    });
    try {
      const { unexplained } = explain(compareCatalogs(fromMigrations, fromSchema.catalog), MIGRATION_ONLY);
      expect(formatDifferences(unexplained)).toBe(formatDifferences([]));
    } finally {
      await fromSchema.drop();
    }
  }, 60_000);

  it('writes nothing when schema.prisma has not changed', async () => {
    const migrations = fs.mkdtempSync(path.join(tmp, 'unchanged-'));
    const { code, stdout } = await migrationNew(
      ['nothing', '--from-file', schema, '--migrations-dir', migrations],
      db.ownerUrl,
    );
    expect(code).toBe(1);
    expect(stdout).toContain('schema.prisma has not changed since');
    expect(fs.readdirSync(migrations)).toEqual([]);
  }, 30_000);

  it('asks for a name that sorts and reads well', async () => {
    const { code, stderr } = await migrationNew(['Add Nickname'], db.ownerUrl);
    expect(code).toBe(1);
    expect(stderr).toContain(
      'A migration name is lower-case words joined by "_" (e.g. add_note_colour), not "Add Nickname".',
    );
  });
});
