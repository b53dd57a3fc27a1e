import './telemetry';
import { createPrisma, poolOf } from '@fj/db';
import { listen, observePool } from '@fj/server-kit';
import { jobWorkerInProcess } from '@fj/server-kit/jobs';
import { createCoreApp, SERVICE_NAME } from './app';
import { startCoreJobWorker } from './job-worker';
import { vapidKeys } from './push/vapid';

const db = createPrisma();
observePool('prisma', poolOf(db));
// Generate (or load) the VAPID keys at start, like the session secret, so every later read agrees.
vapidKeys();
// The job worker runs here unless it has a process of its own (dist/worker.js, JOB_WORKER=off).
const worker = jobWorkerInProcess() ? startCoreJobWorker(db) : undefined;
listen(createCoreApp(db), {
  name: SERVICE_NAME,
  port: Number(process.env.CORE_PORT ?? 4001),
  onClose: async () => {
    await (await worker)?.stop();
    await db.$disconnect();
  },
});
