import pg from 'pg';
import { createTestDatabase } from '../src/testing';
import { listenToChannels, type ChannelListener } from '../src/listen';

// The LISTEN connection behind the BFF's caches (docs/decisions/0701): notifications arrive, sync() proves they have
// been applied, and a lost connection is reported (so caches stop being trusted) and re-established.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: pg.Client;
let listener: ChannelListener | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});
afterEach(async () => listener?.close());
afterAll(async () => {
  await admin.end();
  await database.drop();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
};

it('delivers a committed notification before sync() resolves', async () => {
  const received: string[] = [];
  listener = await listenToChannels(database.url, { user_changed: (id) => received.push(id) });
  for (let i = 0; i < 20; i++) {
    await admin.query(`SELECT pg_notify('user_changed', $1)`, [`user-${i}`]);
    expect(await listener.sync()).toBe(true);
    expect(received).toContain(`user-${i}`);
  }
});

it('notifies from the "User" trigger on update and delete', async () => {
  const received: string[] = [];
  listener = await listenToChannels(database.url, { user_changed: (id) => received.push(id) });
  const {
    rows: [user],
  } = await admin.query(
    `INSERT INTO "User" ("id", "email", "updatedAt") VALUES (gen_random_uuid(), 'n@example.com', now()) RETURNING "id"`,
  );
  await admin.query(`UPDATE "User" SET "isPremium" = true WHERE "id" = $1`, [user.id]);
  await listener.sync();
  expect(received).toEqual([user.id]);
  await admin.query(`DELETE FROM "User" WHERE "id" = $1`, [user.id]);
  await listener.sync();
  expect(received).toEqual([user.id, user.id]);
});

it('reports a lost connection and comes back listening', async () => {
  const events: string[] = [];
  const received: string[] = [];
  listener = await listenToChannels(
    database.url,
    { session_changed: (sid) => received.push(sid) },
    {
      onDown: () => events.push('down'),
      onUp: () => events.push('up'),
    },
  );
  expect(events).toEqual(['up']);
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
  );
  await until(() => events.length === 3);
  expect(events).toEqual(['up', 'down', 'up']);
  expect(listener.listening).toBe(true);
  await admin.query(`SELECT pg_notify('session_changed', 'sid-1')`);
  expect(await listener.sync()).toBe(true);
  expect(received).toEqual(['sid-1']);
});
