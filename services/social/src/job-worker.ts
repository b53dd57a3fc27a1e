import type { Db } from '@fj/db';
import { logger } from '@fj/server-kit';
import { startJobWorker } from '@fj/server-kit/jobs';
import { SERVICE_NAME } from './app';
import { SNAPSHOT_CRONTAB, snapshotJobHandlers } from './snapshots/capture';
import { FEED_CRONTAB, feedJobHandlers } from './feed-reader/refresh';

/** Social's job worker: growth snapshots every 6 hours and feed refreshes (architecture "Jobs and events", decision 1704). */
export function startSocialJobWorker(db: Db) {
  return startJobWorker({
    service: SERVICE_NAME,
    connectionString: process.env.DATABASE_URL!,
    handlers: [...snapshotJobHandlers(db), ...feedJobHandlers(db)],
    crontab: [SNAPSHOT_CRONTAB, FEED_CRONTAB].join('\n'),
    concurrency: Number(process.env.SOCIAL_JOB_CONCURRENCY ?? 2),
  }).catch((err: unknown) => {
    logger.error({ service: SERVICE_NAME, err }, 'social job worker did not start');
    return undefined;
  });
}
