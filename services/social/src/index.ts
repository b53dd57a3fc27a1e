import './telemetry';
import { createPrisma, poolOf } from '@fj/db';
import { listen, logger, observePool } from '@fj/server-kit';
import { startJobWorker } from '@fj/server-kit/jobs';
import { createSocialApp, SERVICE_NAME } from './app';
import { tokenSealers } from './oauth/tokens';
import { SNAPSHOT_CRONTAB, snapshotJobHandlers } from './snapshots/capture';
import { FEED_CRONTAB, feedJobHandlers } from './feed-reader/refresh';

const db = createPrisma();
observePool('prisma', poolOf(db));
// Load (or generate) the token key at start, so every later seal and unseal agrees.
tokenSealers();
// Social's job worker: growth snapshots every 6 hours (architecture "Jobs and events", decision 1704).
const worker = startJobWorker({
  service: SERVICE_NAME,
  connectionString: process.env.DATABASE_URL!,
  handlers: [...snapshotJobHandlers(db), ...feedJobHandlers(db)],
  crontab: [SNAPSHOT_CRONTAB, FEED_CRONTAB].join('\n'),
  concurrency: Number(process.env.SOCIAL_JOB_CONCURRENCY ?? 2),
}).catch((err) => {
  logger.error({ service: SERVICE_NAME, err }, 'social job worker did not start');
  return undefined;
});
listen(createSocialApp(db), {
  name: SERVICE_NAME,
  port: Number(process.env.SOCIAL_PORT ?? 4002),
  onClose: async () => {
    await (await worker)?.stop();
    await db.$disconnect();
  },
});
