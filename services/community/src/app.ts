import { readSnapshot, type Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { COMMUNITY_EXPORTERS } from './account/exporters';

export const SERVICE_NAME = 'community';

/** Answers health only until its feature issues land; every /api route still requires an identity. */
export function createCommunityApp(db: Db) {
  return createServiceApp({
    name: SERVICE_NAME,
    routers: [],
    // GET /api/account/export: each community feature's rows for the caller (src/account/exporters.ts).
    accountExport: { exporters: COMMUNITY_EXPORTERS, snapshot: readSnapshot(db) },
  });
}
