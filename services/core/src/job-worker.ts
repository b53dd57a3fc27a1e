import type { Db } from '@fj/db';
import { logger } from '@fj/server-kit';
import { startJobWorker } from '@fj/server-kit/jobs';
import { SERVICE_NAME } from './app';
import { notificationJobHandlers } from './notification-delivery/jobs';
import { WEEKLY_DIGEST_CRONTAB } from './notification-delivery/weekly-summary';

/** Core's job worker: notification fan-out and delivery (architecture "Jobs and events", decision 1601). */
export function startCoreJobWorker(db: Db) {
  return startJobWorker({
    service: SERVICE_NAME,
    connectionString: process.env.DATABASE_URL!,
    handlers: notificationJobHandlers(db),
    crontab: WEEKLY_DIGEST_CRONTAB,
    concurrency: Number(process.env.CORE_JOB_CONCURRENCY ?? 4),
  }).catch((err: unknown) => {
    logger.error({ service: SERVICE_NAME, err }, 'core job worker did not start');
    return undefined;
  });
}
