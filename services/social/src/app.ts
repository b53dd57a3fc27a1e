import { readSnapshot, type Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { SOCIAL_EXPORTERS } from './account/exporters';

export const SERVICE_NAME = 'social';

/** Answers health only until its feature issues land; every /api route still requires an identity. */
export function createSocialApp(db: Db) {
  return createServiceApp({
    name: SERVICE_NAME,
    routers: [],
    // GET /api/account/export: each social feature's rows for the caller (src/account/exporters.ts).
    accountExport: { exporters: SOCIAL_EXPORTERS, snapshot: readSnapshot(db) },
  });
}
