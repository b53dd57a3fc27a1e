import type { z } from 'zod';

/**
 * A job on the project's one PostgreSQL job queue (graphile-worker, architecture "Jobs and events"). The name is
 * prefixed with the service that runs it (`core:deliver-notification`); the payload schema is checked when the job is
 * enqueued and again when a worker picks it up. A service that needs another's work enqueues that service's job,
 * never writes its tables. Features define their jobs in this file with `defineJob`.
 */
export interface JobDefinition<P> {
  name: `${'core' | 'social' | 'payments' | 'community'}:${string}`;
  payload: z.ZodType<P>;
}

export function defineJob<P>(name: JobDefinition<P>['name'], payload: z.ZodType<P>): JobDefinition<P> {
  return { name, payload };
}
