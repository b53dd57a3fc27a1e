// Database roles (decision 0804): the superuser belongs to the launcher alone; `fj_owner` owns the schema and runs
// migrations; `fj_app` — what the services and the BFF connect as — may only read and write rows. Neither is a
// superuser, so neither can run `COPY … PROGRAM` or read server files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { persistedSecret } from '../../server-kit/data-dir.cjs';

export const OWNER_ROLE = 'fj_owner';
export const APP_ROLE = 'fj_app';
/** The password every cluster had before credentials were generated (upgraded on start, see embedded-postgres.mjs). */
export const LEGACY_SUPERUSER_PASSWORD = 'postgres';

const newPassword = () => crypto.randomBytes(24).toString('base64url');

/** Fresh random passwords (test clusters keep them in memory only). */
export const generateCredentials = () => ({ superuser: newPassword(), owner: newPassword(), app: newPassword() });

/**
 * The passwords of the embedded cluster, generated on first use into `file` (`persistedSecret`: mode 0600,
 * published atomically so processes starting together agree). A file from a later version with more roles keeps
 * its extra keys.
 */
export function loadCredentials(file) {
  const stored = JSON.parse(
    persistedSecret(
      path.basename(file),
      () => JSON.stringify(generateCredentials(), null, 2) + '\n',
      path.dirname(file),
    ),
  );
  const missing = ['superuser', 'owner', 'app'].filter((key) => typeof stored[key] !== 'string' || !stored[key]);
  if (missing.length) {
    for (const key of missing) stored[key] = newPassword();
    fs.writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
  }
  return stored;
}

/** `url` with another user and password. */
export function asRole(url, user, password) {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  return u.toString();
}

async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const ident = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * Create (or update) both roles, make `fj_owner` the owner of `database`, its `public` schema and every object in
 * it — a database from before this change has them owned by the superuser — and grant `fj_app` row access.
 * Idempotent and quick; run on every start, and again after migrations (`grantAppAccess`).
 */
export async function ensureRoles(superuserUrl, database, { owner, app }) {
  await withClient(superuserUrl, async (client) => {
    for (const [role, password] of [
      [OWNER_ROLE, owner],
      [APP_ROLE, app],
    ]) {
      const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
      if (!rowCount) await client.query(`CREATE ROLE ${ident(role)}`);
      await client.query(
        `ALTER ROLE ${ident(role)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${client.escapeLiteral(password)}`,
      );
    }
    await client.query(`ALTER DATABASE ${ident(database)} OWNER TO ${OWNER_ROLE}`);
    await client.query(`REVOKE ALL ON DATABASE ${ident(database)} FROM PUBLIC`);
    await client.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${ident(database)} TO ${APP_ROLE}`);
  });
  await withClient(withDatabaseName(superuserUrl, database), async (client) => {
    await client.query(`ALTER SCHEMA public OWNER TO ${OWNER_ROLE}`);
    await client.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
    // The job queue's schema (created by its migrations) belongs to the owner too, e.g. after a superuser-run upgrade.
    const queue = await client.query(`SELECT to_regnamespace('graphile_worker') AS s`);
    if (queue.rows[0].s) await client.query(`ALTER SCHEMA graphile_worker OWNER TO ${OWNER_ROLE}`);
    // Tables, views and free-standing sequences first (a table takes its own sequences and indexes along).
    await client.query(`
      DO $$ DECLARE r record; BEGIN
        FOR r IN
          SELECT c.oid::regclass AS name, CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END AS kind
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname IN ('public', 'graphile_worker') AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'c') AND c.relowner <> '${OWNER_ROLE}'::regrole
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i') AND c.relkind = 'S')
          ORDER BY c.relkind = 'S'
        LOOP
          EXECUTE format('ALTER %s %s OWNER TO ${OWNER_ROLE}', r.kind, r.name);
        END LOOP;
        FOR r IN
          SELECT t.oid::regtype AS name, CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END AS kind
          FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname IN ('public', 'graphile_worker') AND t.typtype IN ('e', 'd') AND t.typowner <> '${OWNER_ROLE}'::regrole
        LOOP
          EXECUTE format('ALTER %s %s OWNER TO ${OWNER_ROLE}', r.kind, r.name);
        END LOOP;
        FOR r IN
          SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname IN ('public', 'graphile_worker') AND p.proowner <> '${OWNER_ROLE}'::regrole
        LOOP
          EXECUTE format('ALTER ROUTINE %s OWNER TO ${OWNER_ROLE}', r.name);
        END LOOP;
      END $$`);
    await grantApp(client, { owner: OWNER_ROLE });
  });
}

/**
 * Exactly what the application role needs, and nothing more: rows of the app's tables (now and, through default
 * privileges, what later migrations add), their sequences, and the job queue's rows and functions. Run by whoever
 * owns those objects — the superuser for the embedded database, the owner role for one you run yourself — as
 * `owner` (default: the connected role), after every migration. Idempotent.
 */
async function grantApp(client, { app = APP_ROLE, owner } = {}) {
  const ownerName = owner ?? (await client.query('SELECT current_user AS u')).rows[0].u;
  const appRole = ident(app);
  const ownerRole = ident(ownerName);
  await client.query(`GRANT USAGE ON SCHEMA public TO ${appRole}`);
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${appRole}`);
  await client.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${appRole}`);
  await client.query(
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${ownerRole} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${appRole}`,
  );
  await client.query(
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${ownerRole} IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${appRole}`,
  );
  // The job queue (graphile-worker): workers and enqueuers read and write its rows and call its functions.
  const queue = await client.query(`SELECT to_regnamespace('graphile_worker') AS s`);
  if (queue.rows[0].s) {
    await client.query(`GRANT USAGE ON SCHEMA graphile_worker TO ${appRole}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA graphile_worker TO ${appRole}`);
    await client.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA graphile_worker TO ${appRole}`);
    await client.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA graphile_worker TO ${appRole}`);
    // Workers read the schema version at start; changing it is the migrations' business.
    await client.query(`REVOKE INSERT, UPDATE, DELETE ON TABLE graphile_worker.migrations FROM ${appRole}`);
    // graphile-worker turns on row-level security for its private tables (its owner bypasses it); the application
    // role is let through by a policy rather than the BYPASSRLS attribute, which would apply to every table.
    // Created once (no lock on the queue's tables on later runs).
    const policy = `${app}_rows`;
    await client.query(`
      DO $$ DECLARE r record; BEGIN
        FOR r IN SELECT c.oid, c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = 'graphile_worker' AND c.relkind = 'r' AND c.relrowsecurity
                   AND NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = ${client.escapeLiteral(policy)})
        LOOP
          EXECUTE format('CREATE POLICY %I ON %s FOR ALL TO %I USING (true) WITH CHECK (true)', ${client.escapeLiteral(policy)}, r.name, ${client.escapeLiteral(app)});
        END LOOP;
      END $$`);
  }
  // Migration bookkeeping is the owner's business.
  const { rows } = await client.query(`SELECT to_regclass('public._prisma_migrations') AS t`);
  if (rows[0].t) await client.query(`REVOKE ALL ON TABLE public._prisma_migrations FROM ${appRole}`);
}

/** After migrations on the embedded server: make sure `fj_app` can use what they created. */
export async function grantAppAccess(superuserUrl, database) {
  await withClient(withDatabaseName(superuserUrl, database), (client) => grantApp(client, { owner: OWNER_ROLE }));
}

/**
 * The application role of a database you run yourself (`DATABASE_APP_ROLE`, default the user of `DATABASE_URL`):
 * the migration step grants it what it needs, signed in as the owner role (`MIGRATION_DATABASE_URL`). Nothing to
 * do when both are the same role (it owns everything already).
 */
export function appRoleName(env = process.env) {
  if (env.DATABASE_APP_ROLE) return env.DATABASE_APP_ROLE;
  if (env.DATABASE_URL) return decodeURIComponent(new URL(env.DATABASE_URL).username) || APP_ROLE;
  return APP_ROLE;
}

export async function grantAppRole(ownerUrl, app) {
  await withClient(ownerUrl, async (client) => {
    const { rows } = await client.query('SELECT current_user AS owner, to_regrole($1) IS NOT NULL AS exists', [app]);
    if (rows[0].owner === app) return;
    if (!rows[0].exists)
      throw new Error(
        `The application role "${app}" does not exist. Create it (README: "Your own PostgreSQL") or set DATABASE_APP_ROLE.`,
      );
    await grantApp(client, { app, owner: rows[0].owner });
  });
}

function withDatabaseName(url, database) {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}
