import type { JobDefinition } from '@fj/contracts';
import type { RawQueryClient } from '../raw-sql';
import { currentTrace } from '../observability/trace-context';

/**
 * The payload key that carries the enqueuing request's `traceparent` to the job (W3C trace context, BFF → service →
 * job). The worker takes it off before the payload is validated (worker.ts).
 */
export const TRACE_KEY = '_traceparent';
/** Attempts a job gets unless its enqueuer says otherwise; then it is a dead letter (admin stats, metrics). */
export const DEFAULT_MAX_ATTEMPTS = 5;

function withTrace<P>(payload: P): P {
  const traceparent = currentTrace()?.traceparent;
  return traceparent && payload && typeof payload === 'object' ? { ...payload, [TRACE_KEY]: traceparent } : payload;
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one pending job per key: a second enqueue with the same key replaces the first (graphile-worker's job_key). */
  jobKey?: string;
  /** Jobs in one named queue run one at a time, in order. */
  queueName?: string;
  /**
   * Attempts before the job is given up and kept as a dead letter (default 5, with exponential back-off between
   * them: about a minute and a half in all; decision 2905).
   */
  maxAttempts?: number;
  /** Lower runs first (default 0). */
  priority?: number;
}

/**
 * Adds a job in the caller's database client. Pass the transaction client (`db.$transaction(async (tx) => …)`) to
 * make the job part of the write that causes it: committed together, or never enqueued (a transactional outbox).
 */
export async function enqueueJob<P>(
  db: RawQueryClient,
  job: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string> {
  const checked = withTrace(job.payload.parse(payload));
  const [row] = await db.$queryRawUnsafe<Array<{ id: string }>>(
    `SELECT (graphile_worker.add_job(identifier => $1, payload => $2::json, queue_name => $3, run_at => $4::timestamptz,
       max_attempts => $5::smallint, job_key => $6, priority => $7::smallint)).id::text AS id`,
    job.name,
    JSON.stringify(checked),
    options.queueName ?? null,
    options.runAt?.toISOString() ?? null,
    options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    options.jobKey ?? null,
    options.priority ?? null,
  );
  return row.id;
}

/**
 * Adds many jobs of one kind in one statement (a fan-out batch), in the caller's client like `enqueueJob`.
 * Returns how many were added.
 */
export async function enqueueJobs<P>(
  db: RawQueryClient,
  job: JobDefinition<P>,
  payloads: P[],
  options: Pick<EnqueueOptions, 'runAt' | 'maxAttempts' | 'priority'> = {},
): Promise<number> {
  if (!payloads.length) return 0;
  const checked = payloads.map((p) => withTrace(job.payload.parse(p)));
  const [row] = await db.$queryRawUnsafe<Array<{ count: number }>>(
    `SELECT count(*)::int AS count FROM graphile_worker.add_jobs((
       SELECT array_agg(ROW($1, p, NULL, $3::timestamptz, $4::smallint, NULL, $5::smallint, NULL)::graphile_worker.job_spec)
       FROM json_array_elements($2::json) AS p))`,
    job.name,
    JSON.stringify(checked),
    options.runAt?.toISOString() ?? null,
    options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    options.priority ?? null,
  );
  return row.count;
}
