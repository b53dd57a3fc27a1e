import './telemetry';
import { createPrisma, poolOf } from '@fj/db';
import { listen, logger, observePool } from '@fj/server-kit';
import { startJobWorker } from '@fj/server-kit/jobs';
import { createCoreApp, SERVICE_NAME } from './app';
import { notificationJobHandlers } from './notification-delivery/jobs';
import { WEEKLY_DIGEST_CRONTAB } from './notification-delivery/weekly-summary';
import { vapidKeys } from './push/vapid';

const db = createPrisma();
observePool('prisma', poolOf(db));
// Generate (or load) the VAPID keys at start, like the session secret, so every later read agrees.
vapidKeys();
// Core's job worker: notification fan-out and delivery (architecture "Jobs and events", decision 1601).
const worker = startJobWorker({
  service: SERVICE_NAME,
  connectionString: process.env.DATABASE_URL!,
  handlers: notificationJobHandlers(db),
  crontab: WEEKLY_DIGEST_CRONTAB,
  concurrency: Number(process.env.CORE_JOB_CONCURRENCY ?? 4),
}).catch((err) => {
  logger.error({ service: SERVICE_NAME, err }, 'core job worker did not start');
  return undefined;
});
listen(createCoreApp(db), {
  name: SERVICE_NAME,
  port: Number(process.env.CORE_PORT ?? 4001),
  onClose: async () => {
    await (await worker)?.stop();
    await db.$disconnect();
  },
});
