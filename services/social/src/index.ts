import './telemetry';
import { createPrisma, poolOf } from '@fj/db';
import { listen, observePool } from '@fj/server-kit';
import { jobWorkerInProcess } from '@fj/server-kit/jobs';
import { createSocialApp, SERVICE_NAME } from './app';
import { startSocialJobWorker } from './job-worker';
import { tokenSealers } from './oauth/tokens';

const db = createPrisma();
observePool('prisma', poolOf(db));
// Load (or generate) the token key at start, so every later seal and unseal agrees.
tokenSealers();
// The job worker runs here unless it has a process of its own (dist/worker.js, JOB_WORKER=off).
const worker = jobWorkerInProcess() ? startSocialJobWorker(db) : undefined;
listen(createSocialApp(db), {
  name: SERVICE_NAME,
  port: Number(process.env.SOCIAL_PORT ?? 4002),
  onClose: async () => {
    await (await worker)?.stop();
    await db.$disconnect();
  },
});
