import pg from 'pg';
import { Logger, run, runOnce, type JobHelpers, type Runner, type TaskList } from 'graphile-worker';
import type { JobDefinition } from '@fj/contracts';
import { logger } from '../logger';
import { runInTrace } from '../observability/trace-context';
import { jobFailures, observeJobQueue, observePool, type QueueStats } from '../observability/metrics';
import { TRACE_KEY } from './queue';

/** A job kind and what to do with its (validated) payload. Throwing makes the queue retry with back-off. */
export interface JobHandler {
  job: JobDefinition<unknown>;
  run: (payload: unknown, helpers: JobHelpers) => Promise<void>;
}

export function jobHandler<P>(
  job: JobDefinition<P>,
  run: (payload: P, helpers: JobHelpers) => Promise<void>,
): JobHandler {
  return { job: job, run: run as JobHandler['run'] };
}

export interface JobWorkerOptions {
  /** The service running the worker: it may only run jobs named `<service>:…`. */
  service: string;
  connectionString: string;
  handlers: JobHandler[];
  /** graphile-worker crontab lines (UTC), e.g. `0 *\/6 * * * social:capture-snapshots`. */
  crontab?: string;
  concurrency?: number;
  /** Fallback poll when no notification arrives (ms). */
  pollInterval?: number;
}

const workerLogger = (service: string) => {
  const log = logger.child({ service, part: 'jobs' });
  return new Logger(() => (level, message, meta) => {
    // graphile's LogLevel is an ambient const enum, which isolatedModules cannot import: its values are these strings.
    const severity: string = level;
    if (severity === 'error') log.error(meta ?? {}, message);
    else if (severity === 'warning') log.warn(meta ?? {}, message);
    else log.debug(meta ?? {}, message);
  });
};

function taskList(service: string, handlers: JobHandler[]): TaskList {
  const tasks: TaskList = {};
  for (const { job, run: handle } of handlers) {
    if (!job.name.startsWith(`${service}:`))
      throw new Error(`${service} cannot run ${job.name}: a worker runs only its own service's jobs`);
    tasks[job.name] = async (raw, helpers) => {
      // The job continues the trace of the request (or job) that enqueued it.
      let traceparent: string | undefined;
      if (raw && typeof raw === 'object' && TRACE_KEY in raw) {
        const { [TRACE_KEY]: trace, ...rest } = raw as Record<string, unknown>;
        traceparent = typeof trace === 'string' ? trace : undefined;
        raw = rest;
      }
      await runInTrace(`job ${job.name}`, traceparent, async () => {
        const parsed = job.payload.safeParse(raw);
        // A payload that can never be valid is dropped (logged), not retried 25 times.
        if (!parsed.success)
          return void helpers.logger.error(`Dropped ${job.name}: its payload does not match the contract`, {
            issues: parsed.error.issues,
          });
        await handle(parsed.data, helpers);
      });
    };
  }
  return tasks;
}

function pool(connectionString: string, max: number) {
  const p = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  const lost = (err: Error) => logger.warn({ err }, 'job queue connection lost; it is re-established on the next use');
  p.on('error', lost);
  p.on('connect', (client) => client.on('error', lost));
  return p;
}

/**
 * The service's job worker: fetches only the jobs it has handlers for (graphile-worker asks for known task names),
 * `concurrency` at a time, woken by LISTEN/NOTIFY when a job is added. The queue's schema is created by migrations
 * (`packages/db`), so the worker needs no DDL rights. `stop()` finishes running jobs first.
 */
export async function startJobWorker({
  service,
  connectionString,
  handlers,
  crontab,
  concurrency = 4,
  pollInterval = 2000,
}: JobWorkerOptions): Promise<{ stop: () => Promise<void>; runner: Runner }> {
  const pgPool = pool(connectionString, concurrency + 2);
  observePool('jobs', pgPool);
  observeJobQueue(() => queueStats(pgPool, service));
  const runner = await run({
    pgPool,
    taskList: taskList(service, handlers),
    crontab,
    concurrency,
    pollInterval,
    noHandleSignals: true,
    logger: workerLogger(service),
  });
  runner.events.on('job:failed', ({ job }) => jobFailures.inc({ task: job.task_identifier }));
  return {
    runner,
    stop: async () => {
      await runner.stop();
      await pgPool.end();
    },
  };
}

/**
 * The queue as the metrics show it, for this service's tasks: waiting jobs, how long the oldest due one has waited,
 * and the dead letters — jobs given up after their last attempt, which graphile-worker keeps with their last error
 * (docs/decisions/2905-failures-stay-with-their-cause.md).
 */
export async function queueStats(db: pg.Pool, service: string): Promise<QueueStats[]> {
  const { rows } = await db.query<{ task: string; depth: number; oldest: number; dead: number }>(
    `SELECT task_identifier AS task,
       count(*) FILTER (WHERE attempts < max_attempts)::int AS depth,
       coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE attempts < max_attempts AND run_at <= now())), 0)::float8 AS oldest,
       count(*) FILTER (WHERE attempts >= max_attempts)::int AS dead
     FROM graphile_worker.jobs WHERE task_identifier LIKE $1 GROUP BY 1`,
    [`${service}:%`],
  );
  return rows.map((r) => ({ task: r.task, depth: r.depth, oldestAgeSeconds: r.oldest, deadLetters: r.dead }));
}

/** Runs every job that is due now for these handlers, then returns (tests, and one-off scripts). */
export async function runJobsOnce({
  service,
  connectionString,
  handlers,
}: Pick<JobWorkerOptions, 'service' | 'connectionString' | 'handlers'>): Promise<void> {
  const pgPool = pool(connectionString, 2);
  try {
    await runOnce({ pgPool, taskList: taskList(service, handlers), logger: workerLogger(service) });
  } finally {
    await pgPool.end();
  }
}
