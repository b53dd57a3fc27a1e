// Jest global setup shared by every backend package: one PostgreSQL for the run and a
// migrated template database that each test file clones (see src/testing.ts).
// When the root test script already started one (TEST_PG_ADMIN_URL set), reuse it.
import { startTestPostgres } from './test-postgres.mjs';

export default async function globalSetup() {
  process.env.NODE_ENV = 'test';
  if (process.env.TEST_PG_ADMIN_URL) return;
  const server = await startTestPostgres();
  globalThis.__FJ_TEST_PG__ = server;
}
