import './telemetry';
import { createPrisma } from '@fj/db';
import { runJobWorkerProcess } from '@fj/server-kit/jobs';
import { startCoreJobWorker } from './job-worker';
import { vapidKeys } from './push/vapid';

// Core's job worker as a process of its own (the `core-worker` container; the service then runs with JOB_WORKER=off).
const db = createPrisma();
vapidKeys();
runJobWorkerProcess(
  'core-worker',
  () => startCoreJobWorker(db),
  () => db.$disconnect(),
);
