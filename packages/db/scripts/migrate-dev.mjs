// Author a migration: `npm run migrate:dev -w @fj/db -- --name <what>`.
// Starts the embedded server (unless DATABASE_URL is set) and runs `prisma migrate dev`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres, ensureDatabase } from './embedded-postgres.mjs';
import { prisma } from './migrate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let server;
let url = process.env.DATABASE_URL;
if (!url) {
  server = await startEmbeddedPostgres({ dataDir: path.join(root, '.data/postgres'), port: Number(process.env.EMBEDDED_PG_PORT ?? 5433) });
  await ensureDatabase(server.url(), 'founder_journal');
  url = server.url('founder_journal');
}
try {
  console.log(await prisma(['migrate', 'dev', ...process.argv.slice(2)], { DATABASE_URL: url }));
} finally {
  await server?.stop();
}
