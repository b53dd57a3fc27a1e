// Author a migration: `npm run migrate:dev -w @fj/db -- --name <what>`.
// Starts the embedded server (unless DATABASE_URL is set) and runs `prisma migrate dev` as the schema owner; the
// superuser only creates the shadow database (see src/adapter.ts).
import { startDatabase } from './database.mjs';
import { prisma } from './migrate.mjs';

let db;
let url = process.env.MIGRATION_DATABASE_URL ?? process.env.DATABASE_URL;
const env = {};
if (!url) {
  db = await startDatabase();
  url = db.ownerUrl;
  env.SHADOW_DATABASE_ADMIN_URL = db.superuserUrl;
}
try {
  console.log(await prisma(['migrate', 'dev', ...process.argv.slice(2)], { DATABASE_URL: url, ...env }));
  await db?.grantAppAccess();
} finally {
  await db?.stop();
}
