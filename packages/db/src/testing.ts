import crypto from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './url';

export interface TestDatabase {
  /** As the application role — what the services and the BFF use in production (row access, no DDL, no superuser). */
  url: string;
  /** As the schema owner, for the rare test that needs DDL. */
  ownerUrl: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file, cloned from the template that the test run's global setup
 * migrated (`TEST_PG_ADMIN_URL`, `TEST_PG_APP_URL`, `TEST_PG_OWNER_URL`, `TEST_PG_TEMPLATE`). Tests connect with
 * `url`, so they run with the privileges production has.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { TEST_PG_ADMIN_URL: admin, TEST_PG_APP_URL: app, TEST_PG_OWNER_URL: owner } = process.env;
  const template = process.env.TEST_PG_TEMPLATE ?? 'fj_template';
  if (!admin || !app || !owner)
    throw new Error(
      'TEST_PG_ADMIN_URL / TEST_PG_APP_URL / TEST_PG_OWNER_URL are not set: run tests through jest (its global setup starts PostgreSQL)',
    );
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE "${name}" TEMPLATE "${template}" OWNER "${new URL(owner).username}"`);
  return {
    url: withDatabase(app, name),
    ownerUrl: withDatabase(owner, name),
    drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * A pool for a test's own queries, as the app's pools are: it listens for an idle client's error (a backend ended
 * between queries; pg drops that client and the next query opens another), which unheard would fail the test file.
 */
export function testPool(url: string, max = 2): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Insert a user the way the BFF would; returns the identity the BFF would assert for them. */
export async function createTestUser(
  db: {
    user: {
      create: (args: {
        data: { email: string; firstName: string; isPremium: boolean; isAdmin: boolean };
      }) => Promise<{ id: string; email: string; isPremium: boolean; isAdmin: boolean }>;
    };
  },
  data: { email?: string; firstName?: string; isPremium?: boolean; isAdmin?: boolean } = {},
) {
  const user = await db.user.create({
    data: {
      email: data.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.com`,
      firstName: data.firstName ?? 'Test',
      isPremium: data.isPremium ?? false,
      isAdmin: data.isAdmin ?? false,
    },
  });
  return { userId: user.id, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin };
}
