import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../src/url';

// The day_flow migration moves data (docs/decisions/2701-one-mood-a-day.md, 2704-meeting-action-items-are-tasks.md):
// a database with the migrations before it gets rows in the old shape, then the migration runs.

const migrations = path.resolve(__dirname, '../prisma/migrations');
const folders = fs
  .readdirSync(migrations)
  .filter((name) => /^\d{14}_/.test(name))
  .sort();
const dayFlow = folders.findIndex((name) => name.endsWith('_day_flow'));
const sqlOf = (folder: string) => fs.readFileSync(path.join(migrations, folder, 'migration.sql'), 'utf8');

let admin: pg.Client;
let client: pg.Client;
const name = `day_flow_${crypto.randomBytes(5).toString('hex')}`;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  const owner = new URL(process.env.TEST_PG_OWNER_URL!).username;
  await admin.query(`CREATE DATABASE "${name}" OWNER "${owner}"`);
  client = new pg.Client({ connectionString: withDatabase(process.env.TEST_PG_OWNER_URL!, name) });
  await client.connect();
  for (const folder of folders.slice(0, dayFlow)) await client.query(sqlOf(folder));
});

afterAll(async () => {
  await client?.end();
  await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin?.end();
});

it('turns meeting action-item lines into linked items and keeps one mood per day', async () => {
  expect(dayFlow).toBeGreaterThan(0);
  const q = (sql: string, values: unknown[] = []) => client.query(sql, values);
  await q(`INSERT INTO "User" ("id", "email", "updatedAt") VALUES ('u1', 'a@example.com', now())`);
  await q(`INSERT INTO "Business" ("id", "userId", "name") VALUES ('b1', 'u1', 'Acme')`);
  await q(
    `INSERT INTO "MeetingNote" ("id", "userId", "businessId", "title", "meetingDate", "actionItems") VALUES
       ('m1', 'u1', 'b1', 'Client sync', now(), $1),
       ('m2', 'u1', NULL, 'Mentor call', now(), $2),
       ('m3', 'u1', NULL, 'Empty', now(), NULL)`,
    ['- Send the proposal\n\n* Book a demo\r\n[x] Share notes\n', `1. Read the deck\n${'a'.repeat(250)}`],
  );
  // Mood: day 1 has a wellness mood and two journal entries (one agreeing, one not); day 2 only journal moods;
  // day 3 a wellness row without mood and a journal mood.
  await q(
    `INSERT INTO "WellnessEntry" ("id", "userId", "date", "mood", "steps", "updatedAt") VALUES
       ('w1', 'u1', '2026-11-01', 4, NULL, now()), ('w3', 'u1', '2026-11-03', NULL, 5000, now())`,
  );
  await q(
    `INSERT INTO "JournalEntry" ("id", "userId", "date", "mood", "content", "createdAt") VALUES
       ('j1', 'u1', '2026-11-01', 4, 'same', now()),
       ('j2', 'u1', '2026-11-01', 2, 'other', now()),
       ('j3', 'u1', '2026-11-02', 3, 'earlier', now() - interval '1 hour'),
       ('j4', 'u1', '2026-11-02', 5, 'later', now()),
       ('j5', 'u1', '2026-11-03', 1, 'three', now()),
       ('j6', 'u1', '2026-11-04', NULL, 'no mood', now())`,
  );

  await q(sqlOf(folders[dayFlow]));

  const business = await q(
    `SELECT "title", "description", "status", "completedAt" IS NOT NULL AS "done", "meetingId" FROM "BusinessActionItem" ORDER BY "createdAt"`,
  );
  expect(business.rows).toEqual([
    { title: 'Send the proposal', description: null, status: 'todo', done: false, meetingId: 'm1' },
    { title: 'Book a demo', description: null, status: 'todo', done: false, meetingId: 'm1' },
    { title: 'Share notes', description: null, status: 'completed', done: true, meetingId: 'm1' },
  ]);
  const personal = await q(
    `SELECT "title", "description", "status", "meetingId" FROM "UserActionItem" ORDER BY "createdAt"`,
  );
  expect(personal.rows).toEqual([
    { title: 'Read the deck', description: null, status: 'pending', meetingId: 'm2' },
    { title: 'a'.repeat(200), description: 'a'.repeat(250), status: 'pending', meetingId: 'm2' },
  ]);
  const columns = await q(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'MeetingNote' AND column_name = 'actionItems'`,
  );
  expect(columns.rowCount).toBe(0);

  const days = await q(
    `SELECT to_char("date", 'YYYY-MM-DD') AS "date", "mood", "steps" FROM "WellnessEntry" ORDER BY "date"`,
  );
  expect(days.rows).toEqual([
    { date: '2026-11-01', mood: 4, steps: null },
    { date: '2026-11-02', mood: 5, steps: null },
    { date: '2026-11-03', mood: 1, steps: 5000 },
  ]);
  const entries = await q(`SELECT "id", "mood" FROM "JournalEntry" ORDER BY "id"`);
  expect(entries.rows).toEqual([
    { id: 'j1', mood: null },
    { id: 'j2', mood: 2 },
    { id: 'j3', mood: 3 },
    { id: 'j4', mood: null },
    { id: 'j5', mood: null },
    { id: 'j6', mood: null },
  ]);
});
