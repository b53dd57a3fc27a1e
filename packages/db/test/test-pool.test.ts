import pg from 'pg';
import { createTestDatabase, testPool } from '../src/testing';

// A test's own pool must survive what the app's pools survive: the server ending an idle connection (CI once failed a
// test file on an unheard 'error' event of such a pool: "terminating connection due to administrator command").

it('outlives an idle connection the server ends: the next query opens another', async () => {
  const database = await createTestDatabase();
  const pool = testPool(database.url, 1);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rows: before } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await admin.query('SELECT pg_terminate_backend($1)', [before[0].pid]);
    for (let i = 0; i < 200 && pool.totalCount > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(pool.totalCount).toBe(0);
    const { rows: after } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(after[0].pid).not.toBe(before[0].pid);
  } finally {
    await pool.end();
    await admin.end();
    await database.drop();
  }
});
