import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { readCatalog, type Catalog } from './drift/catalog';
import { compareCatalogs, explain, formatDifferences, type MigrationOnly } from './drift/compare';
import { asGenerated, buildFromSchema, extensionsOf, type GeneratedColumn } from './drift/databases';

// The migrations are written by hand (packages/db/README.md), so nothing but this test keeps them and schema.prisma
// saying the same thing: one database built by the committed migrations (the test run's template), one built from
// schema.prisma (Prisma's own SQL for it), compared object by object from PostgreSQL's catalogs
// (docs/decisions/2510-schema-drift-check.md).

/**
 * What the migrations have and schema.prisma cannot express. A new CHECK, trigger, function or extension in a
 * migration goes here with its reason; an entry that no longer matches anything fails the test until removed.
 */
const MIGRATION_ONLY: MigrationOnly[] = [
  { key: 'table "_prisma_migrations"', reason: 'the migration history `prisma migrate deploy` keeps; not part of the schema' },
  { key: 'extension pg_trgm', reason: 'trigram index on note titles and journal gratitude (docs/decisions/1101); schema.prisma declares no extensions' },
  // Change notifications for the BFF's caches (docs/decisions/0701).
  { key: 'function fj_notify_user_changed()', reason: 'NOTIFY user_changed on every User update or delete (docs/decisions/0701)' },
  { key: 'trigger "User"."User_notify_changed"', reason: 'NOTIFY user_changed on every User update or delete (docs/decisions/0701)' },
  { key: 'function fj_notify_session_changed()', reason: 'NOTIFY session_changed when a session ends (docs/decisions/0701)' },
  { key: 'trigger "session"."session_notify_changed"', reason: 'NOTIFY session_changed when a session ends (docs/decisions/0701)' },
  // Community counters (docs/decisions/1201).
  { key: 'function fj_community_count_likes()', reason: "keeps CommunityPost.likesCount in the liking statement's transaction (docs/decisions/1201)" },
  { key: 'trigger "PostLike"."PostLike_count_insert"', reason: 'likes counter (docs/decisions/1201)' },
  { key: 'trigger "PostLike"."PostLike_count_delete"', reason: 'likes counter (docs/decisions/1201)' },
  { key: 'function fj_community_count_comments()', reason: "keeps CommunityPost.commentsCount in the commenting statement's transaction (docs/decisions/1201)" },
  { key: 'trigger "PostComment"."PostComment_count_insert"', reason: 'comments counter (docs/decisions/1201)' },
  { key: 'trigger "PostComment"."PostComment_count_delete"', reason: 'comments counter (docs/decisions/1201)' },
  // Teams (docs/decisions/1301, 1302).
  { key: 'check "Team"."Team_maxMembers_check"', reason: 'max members 2–50 (docs/decisions/1301)' },
  { key: 'check "Team"."Team_inviteCode_check"', reason: 'invite code alphabet and length (docs/decisions/1302)' },
  { key: 'check "TeamMember"."TeamMember_role_check"', reason: 'role names owner | admin | member (docs/decisions/1301)' },
  { key: 'check "TeamGoal"."TeamGoal_values_check"', reason: 'goal value ranges (docs/decisions/1301)' },
  { key: 'function fj_check_team_owner(text)', reason: 'exactly one owner per team, and it is Team.ownerId (docs/decisions/1301)' },
  { key: 'function fj_check_team_owner_of_team()', reason: 'deferred owner check when Team.ownerId changes (docs/decisions/1301)' },
  { key: 'trigger "Team"."Team_owner_is_member"', reason: 'deferred owner check when Team.ownerId changes (docs/decisions/1301)' },
  { key: 'function fj_check_team_owner_of_member()', reason: 'deferred owner check when memberships change (docs/decisions/1301)' },
  { key: 'trigger "TeamMember"."TeamMember_one_owner"', reason: 'deferred owner check when memberships change (docs/decisions/1301)' },
  { key: 'function fj_teams_before_user_delete()', reason: 'hands teams on (or deletes them) before their owner account goes (docs/decisions/1301)' },
  { key: 'trigger "User"."User_hand_on_teams"', reason: 'hands teams on before their owner account goes (docs/decisions/1301)' },
  // Team chat (docs/decisions/1901, 1902).
  { key: 'check "E2eKeyBackup"."E2eKeyBackup_iterations_check"', reason: 'key backups need at least 600,000 PBKDF2 iterations (docs/decisions/1901)' },
  { key: 'check "TeamKey"."TeamKey_version_check"', reason: 'team key versions start at 1 (docs/decisions/1901)' },
  { key: 'function fj_team_chat_member_changed()', reason: "tells open chat streams that a team's members changed (docs/decisions/1902)" },
  { key: 'trigger "TeamMember"."TeamMember_team_chat_changed"', reason: "tells open chat streams that a team's members changed (docs/decisions/1902)" },
  // Home dashboard, wellness, cycle and journal: CHECKs repeat the API bounds (docs/decisions/1501, 2001, 2003, 2004).
  { key: 'check "WeeklyTarget"."WeeklyTarget_type_check"', reason: 'target types, Monday weeks and value bounds (docs/decisions/1501)' },
  { key: 'check "WellnessEntry"."WellnessEntry_values_check"', reason: 'daily wellness value bounds (docs/decisions/2001)' },
  { key: 'check "WellnessGoals"."WellnessGoals_values_check"', reason: 'wellness goal bounds (docs/decisions/2001)' },
  { key: 'check "CycleDay"."CycleDay_values_check"', reason: 'flow, source and note length (docs/decisions/2003)' },
  { key: 'check "JournalEntry"."JournalEntry_values_check"', reason: 'mood 1–5 and text lengths (docs/decisions/2004)' },
];

/**
 * Generated search columns: schema.prisma declares them `Unsupported("tsvector")` with the generation expression as a
 * `dbgenerated` default (docs/decisions/1101); the schema side builds them as generated columns from that expression.
 */
const GENERATED: GeneratedColumn[] = [
  { table: 'Note', column: 'search', reason: 'note search (docs/decisions/1101)' },
  { table: 'Note', column: 'titleSearch', reason: 'title matches first (docs/decisions/1101)' },
  { table: 'JournalEntry', column: 'search', reason: 'journal search (docs/decisions/2004)' },
  { table: 'JournalEntry', column: 'gratitudeSearch', reason: 'journal search (docs/decisions/2004)' },
];

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
    fromSchema = await buildFromSchema(process.env.TEST_PG_ADMIN_URL!, { extensions: extensionsOf(fromMigrations), generated: GENERATED });
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
    if (unexplained.length) throw new Error(`${formatDifferences(unexplained)}\n\nWrite the migration that makes them agree (packages/db/README.md), or, for an object schema.prisma cannot express, add it to MIGRATION_ONLY with its reason.`);
    expect(unused.map((entry) => entry.key)).toEqual([]);
  });

  describe('the check itself', () => {
    let altered: TestDatabase;
    afterEach(() => altered?.drop());

    it('reports a changed column, default, type, index, foreign key, an extra column and CHECK, and a renamed index', async () => {
      altered = await createTestDatabase();
      await run(altered.ownerUrl, `
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
      `);
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
      expect(report).toContain(['  column "User"."firstName" nullable', '      migrations:    NOT NULL', '      schema.prisma: NULL'].join('\n'));
      expect(report).toContain('migrations:    FOREIGN KEY ("userId") REFERENCES "User"(id) ON UPDATE CASCADE ON DELETE RESTRICT');
      expect(report).toContain('schema.prisma: FOREIGN KEY ("userId") REFERENCES "User"(id) ON UPDATE CASCADE ON DELETE CASCADE');
      expect(report).toContain(['  index "User_email_key"', '      migrations:    (missing)'].join('\n'));
    });

    it('reports a migration-only object that is gone as a stale allow-list entry', async () => {
      altered = await createTestDatabase();
      await run(altered.ownerUrl, 'DROP TRIGGER "User_notify_changed" ON "User"');
      const { unexplained, unused } = explain(compareCatalogs(await readCatalog(altered.ownerUrl), fromSchema.catalog), MIGRATION_ONLY);
      expect(unexplained).toEqual([]);
      expect(unused.map((entry) => entry.key)).toEqual(['trigger "User"."User_notify_changed"']);
    });

    it('reports a table schema.prisma has and the migrations lack, whatever the allow-list says', () => {
      const lacking = new Map(fromMigrations);
      for (const key of [...lacking.keys()]) if (key === 'table "Note"' || lacking.get(key)!.table === 'Note') lacking.delete(key);
      const { unexplained } = explain(compareCatalogs(lacking, fromSchema.catalog), [...MIGRATION_ONLY, { key: 'table "Note"', reason: 'not a reason' }]);
      expect(unexplained.map((d) => d.key)).toContain('table "Note"');
      expect(unexplained.every((d) => d.migrations === undefined)).toBe(true);
      expect(unexplained.length).toBeGreaterThan(10); // its columns, indexes and keys
    });

    it('refuses a generated column that schema.prisma no longer declares', () => {
      const sql = 'CREATE TABLE "Note" (\n    "id" TEXT NOT NULL,\n    "title" TEXT NOT NULL\n);';
      expect(() => asGenerated(sql, [{ table: 'Note', column: 'search', reason: '' }])).toThrow('"Note"."search"');
      expect(asGenerated('CREATE TABLE "Note" (\n    "search" tsvector DEFAULT to_tsvector(title),\n    "id" TEXT\n);', [{ table: 'Note', column: 'search', reason: '' }]))
        .toContain('"search" tsvector GENERATED ALWAYS AS (to_tsvector(title)) STORED,');
    });
  });
});
