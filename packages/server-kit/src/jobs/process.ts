import express from 'express';
import { listen } from '../listen';
import { logger } from '../logger';
import { readinessRoute } from '../readiness';

/**
 * Where a service's job worker runs: inside the service process (`npm start`, the default), or — with
 * `JOB_WORKER=off` on the service — in a process of its own (`dist/worker.js`, the containers' `core-worker` and
 * `social-worker`), so HTTP and jobs scale and restart apart (docs/decisions/3302).
 */
export const jobWorkerInProcess = (env: NodeJS.ProcessEnv = process.env) => env.JOB_WORKER !== 'off';

/**
 * A worker-only process: starts the worker (a worker that cannot start ends the process, so its supervisor restarts
 * it) and answers /healthz and /readyz on `WORKER_PORT` for probes. SIGTERM lets running jobs finish, then exits.
 */
export function runJobWorkerProcess(
  name: string,
  start: () => Promise<{ stop: () => Promise<void> } | undefined>,
  onClose: () => Promise<void>,
) {
  let started = false;
  const worker = start().then((w) => {
    if (!w) throw new Error(`${name} did not start`);
    started = true;
    return w;
  });
  worker.catch((err: unknown) => {
    logger.error({ service: name, err }, `${name} did not start`);
    process.exit(1);
  });
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => void res.json({ ok: true, service: name, pid: process.pid }));
  // Ready once the worker runs (it has reached the queue).
  app.get(
    '/readyz',
    readinessRoute(name, () => Promise.resolve({ worker: started ? 'ok' : 'starting' })),
  );
  listen(app, {
    name,
    port: Number(process.env.WORKER_PORT ?? 4010),
    onClose: async () => {
      await (await worker).stop();
      await onClose();
    },
  });
}
