import { databaseReadiness, readSnapshot, type Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { SOCIAL_EXPORTERS } from './account/exporters';
import { socialAccountsRouter } from './accounts/router';
import { socialGrowthRouter } from './growth/router';
import { oauthRouter } from './oauth/router';
import { validationRouter } from './validation/router';
import { feedReaderRouter } from './feed-reader/router';
import { podcastsRouter } from './podcasts/router';

export const SERVICE_NAME = 'social';

/** Social owns linked social accounts, their OAuth sign-ins and measured growth (docs/product.md#social-accounts). */
export function createSocialApp(db: Db) {
  return createServiceApp({
    name: SERVICE_NAME,
    db,
    readiness: databaseReadiness(db),
    routers: [
      validationRouter(db),
      oauthRouter(db),
      socialAccountsRouter(db),
      socialGrowthRouter(db),
      podcastsRouter(db),
      feedReaderRouter(db),
    ],
    // GET /api/account/export: each social feature's rows for the caller (src/account/exporters.ts).
    accountExport: { exporters: SOCIAL_EXPORTERS, snapshot: readSnapshot(db) },
  });
}
