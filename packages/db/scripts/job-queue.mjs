// The job queue's own schema (graphile-worker, architecture "Jobs and events"). Its migrations are run like ours:
// by the owner role at start (decision 0804), so the services' worker never needs DDL rights.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const JOB_QUEUE_SCHEMA = 'graphile_worker';
/** The newest migration this version of graphile-worker ships (its files are numbered "000001.sql"…). */
const LATEST = Math.max(
  ...Object.keys(require('graphile-worker/dist/generated/sql').migrations).map((f) => parseInt(f.slice(0, 6), 10)),
);

export async function migrateJobQueue(ownerUrl) {
  const { runMigrations } = require('graphile-worker');
  await runMigrations({ connectionString: ownerUrl, logger: silentLogger() });
}

/** True when the queue's schema is missing or older than this graphile-worker (a cheap check for a normal start). */
export async function jobQueuePending(client) {
  const { rows } = await client.query(`SELECT to_regclass('${JOB_QUEUE_SCHEMA}.migrations') AS t`);
  if (!rows[0].t) return true;
  const latest = await client.query(`SELECT max(id) AS id FROM ${JOB_QUEUE_SCHEMA}.migrations`);
  return Number(latest.rows[0].id ?? 0) < LATEST;
}

function silentLogger() {
  const { Logger } = require('graphile-worker');
  return new Logger(() => (level, message) => {
    if (String(level) === 'error') console.error(message);
  });
}

export { JOB_QUEUE_SCHEMA };
