import { z } from 'zod';
import { createPrisma } from '@fj/db';
import { createTestDatabase, testPool, type TestDatabase } from '@fj/db/testing';
import { defineJob } from '@fj/contracts';
import { enqueueJob, enqueueJobs, jobHandler, queueStats, runJobsOnce, startJobWorker } from '../src/jobs';
import { currentTraceId, runInTrace } from '../src';

// The job queue as every service uses it, on a real database migrated like production (graphile-worker's schema
// created by the owner role; the test connects as the application role).
const greet = defineJob('core:test-greet', z.object({ name: z.string().min(1) }).strict());
const elsewhere = defineJob('social:test-elsewhere', z.object({ n: z.number() }));

let database: TestDatabase;
let db: ReturnType<typeof createPrisma>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createPrisma(database.url, { max: 4 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const pendingJobs = async (task: string) =>
  (
    await db.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = $1`,
      task,
    )
  )[0].n;

it("enqueues in the caller's transaction: a rolled-back write enqueues nothing, a committed one runs once", async () => {
  await expect(
    db.$transaction(async (tx) => {
      await enqueueJob(tx, greet, { name: 'rolled back' });
      throw new Error('the write failed');
    }),
  ).rejects.toThrow('the write failed');
  expect(await pendingJobs(greet.name)).toBe(0);

  await db.$transaction(async (tx) => void (await enqueueJob(tx, greet, { name: 'Ada' })));
  const seen: string[] = [];
  await runJobsOnce({
    service: 'core',
    connectionString: database.url,
    handlers: [jobHandler(greet, async ({ name }) => void seen.push(name))],
  });
  expect(seen).toEqual(['Ada']);
  expect(await pendingJobs(greet.name)).toBe(0);
});

it('refuses a payload that breaks the contract before it is enqueued', async () => {
  await expect(enqueueJob(db, greet, { name: '' })).rejects.toThrow();
  expect(await pendingJobs(greet.name)).toBe(0);
});

it("adds a batch in one statement, and a worker runs only its own service's jobs", async () => {
  expect(await enqueueJobs(db, greet, [{ name: 'a' }, { name: 'b' }, { name: 'c' }])).toBe(3);
  await enqueueJob(db, elsewhere, { n: 1 });
  const seen: string[] = [];
  const worker = await startJobWorker({
    service: 'core',
    connectionString: database.url,
    handlers: [jobHandler(greet, async ({ name }) => void seen.push(name))],
    pollInterval: 100,
  });
  try {
    for (const started = Date.now(); seen.length < 3 && Date.now() - started < 10_000;)
      await new Promise((r) => setTimeout(r, 50));
  } finally {
    await worker.stop();
  }
  expect(seen.sort()).toEqual(['a', 'b', 'c']);
  expect(await pendingJobs(elsewhere.name)).toBe(1); // left for the social service's worker
  await expect(() =>
    startJobWorker({
      service: 'core',
      connectionString: database.url,
      handlers: [jobHandler(elsewhere, async () => {})],
    }),
  ).rejects.toThrow('core cannot run social:test-elsewhere');
});

it('retries a job that fails, and drops one whose stored payload can never be valid', async () => {
  await db.$queryRawUnsafe(`SELECT graphile_worker.add_job('core:test-greet', '{"name": 42}'::json)`);
  let attempts = 0;
  const flaky = jobHandler(greet, async () => {
    attempts += 1;
    throw new Error('provider down');
  });
  await enqueueJob(db, greet, { name: 'retry me' });
  await runJobsOnce({ service: 'core', connectionString: database.url, handlers: [flaky] });
  expect(attempts).toBe(1); // the invalid one never reached the handler
  const rows = await db.$queryRawUnsafe<Array<{ attempts: number; last_error: string | null }>>(
    `SELECT attempts, last_error FROM graphile_worker.jobs WHERE task_identifier = $1`,
    greet.name,
  );
  expect(rows).toEqual([{ attempts: 1, last_error: expect.stringContaining('provider down') }]); // kept for a retry with back-off
});

it('gives a job that keeps failing up after 5 attempts and keeps it as a dead letter with its last error', async () => {
  const doomed = defineJob('core:test-doomed', z.object({ n: z.number() }));
  let attempts = 0;
  const handler = jobHandler(doomed, async () => {
    attempts += 1;
    throw new Error(`still failing (${attempts})`);
  });
  await enqueueJob(db, doomed, { n: 1 });
  for (let i = 0; i < 6; i++) {
    await runJobsOnce({ service: 'core', connectionString: database.url, handlers: [handler] });
    // Skip the back-off: make whatever is left due now.
    await db.$queryRawUnsafe(
      `SELECT graphile_worker.reschedule_jobs(array_agg(id), run_at => now()) FROM graphile_worker.jobs WHERE task_identifier = $1`,
      doomed.name,
    );
  }
  expect(attempts).toBe(5); // the sixth run found nothing left to try
  const pool = testPool(database.url, 1);
  try {
    expect((await queueStats(pool, 'core')).find((s) => s.task === doomed.name)).toEqual({
      task: doomed.name,
      depth: 0,
      oldestAgeSeconds: 0,
      deadLetters: 1,
    });
  } finally {
    await pool.end();
  }
  const [row] = await db.$queryRawUnsafe<Array<{ last_error: string }>>(
    `SELECT last_error FROM graphile_worker.jobs WHERE task_identifier = $1`,
    doomed.name,
  );
  expect(row.last_error).toContain('still failing (5)');
});

it('runs a job in the trace of the request that enqueued it (W3C traceparent carried in the payload)', async () => {
  const traced = defineJob('core:test-traced', z.object({ n: z.number() }).strict());
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  await runInTrace('request', `00-${traceId}-00f067aa0ba902b7-01`, () => enqueueJob(db, traced, { n: 1 }));
  const seen: Array<{ n: number; traceId?: string }> = [];
  await runJobsOnce({
    service: 'core',
    connectionString: database.url,
    handlers: [jobHandler(traced, async ({ n }) => void seen.push({ n, traceId: currentTraceId() }))],
  });
  expect(seen).toEqual([{ n: 1, traceId }]); // the strict payload schema never saw the trace key
});
