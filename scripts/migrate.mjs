// npm run migrate: the migration step on its own, for a database you run yourself (the container images' `migrate`
// command, the Kubernetes Job that runs before a rollout): pending migrations as the owner role
// (MIGRATION_DATABASE_URL, else DATABASE_URL), then the application role's grants. Idempotent.
import { migrateAndGrant } from '../packages/db/scripts/migrate.mjs';
import { appRoleName } from '../packages/db/scripts/roles.mjs';
import { loadEnvFile } from './env.mjs';

loadEnvFile();
const ownerUrl = process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL;
if (!ownerUrl) {
  console.error('Set MIGRATION_DATABASE_URL (the owner role) or DATABASE_URL: npm run migrate needs a database.');
  process.exit(2);
}
try {
  const waitMs = Number(process.env.MIGRATION_WAIT_SECONDS ?? 60) * 1000;
  const applied = await migrateAndGrant(ownerUrl, { appRole: appRoleName(), waitMs });
  console.log(
    `› Database up to date (${applied.length} migration(s) applied); "${appRoleName()}" may read and write rows.`,
  );
} catch (err) {
  console.error(err.message ?? err);
  process.exit(1);
}
