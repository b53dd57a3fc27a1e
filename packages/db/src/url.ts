/** The embedded server's defaults; `DATABASE_URL` overrides them everywhere. */
export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 5433);
export const EMBEDDED_DATABASE = 'founder_journal';
/**
 * Where the embedded database listens, without credentials: the passwords are generated per installation
 * (`.data/postgres-credentials.json`, see scripts/database.mjs). `prisma generate` only needs some URL.
 */
export const embeddedUrl = (port = EMBEDDED_PORT, database = EMBEDDED_DATABASE) =>
  `postgresql://127.0.0.1:${port}/${database}`;

/** Same server, another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}
