import crypto from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './url';

/**
 * A fresh, migrated database for one test file, cloned from the template that the test
 * run's global setup migrated (`TEST_PG_ADMIN_URL`, `TEST_PG_TEMPLATE`).
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_PG_ADMIN_URL;
  const template = process.env.TEST_PG_TEMPLATE ?? 'fj_template';
  if (!admin) throw new Error('TEST_PG_ADMIN_URL is not set: run tests through jest (its global setup starts PostgreSQL)');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return { url: withDatabase(admin, name), drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
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
  db: { user: { create: (args: any) => Promise<{ id: string; email: string; isPremium: boolean; isAdmin: boolean }> } },
  data: { email?: string; firstName?: string; isPremium?: boolean; isAdmin?: boolean } = {},
) {
  const user = await db.user.create({
    data: { email: data.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.com`, firstName: data.firstName ?? 'Test', isPremium: data.isPremium ?? false, isAdmin: data.isAdmin ?? false },
  });
  return { userId: user.id, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin };
}
