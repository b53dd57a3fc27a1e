import './telemetry';
import { createPrisma } from '@fj/db';
import { runJobWorkerProcess } from '@fj/server-kit/jobs';
import { startSocialJobWorker } from './job-worker';
import { tokenSealers } from './oauth/tokens';

// Social's job worker as a process of its own (the `social-worker` container; the service then runs with JOB_WORKER=off).
const db = createPrisma();
tokenSealers();
runJobWorkerProcess(
  'social-worker',
  () => startSocialJobWorker(db),
  () => db.$disconnect(),
);
