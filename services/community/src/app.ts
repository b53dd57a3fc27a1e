import type { Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';

export const SERVICE_NAME = 'community';

/** Answers health only until its feature issues land; every /api route still requires an identity. */
export function createCommunityApp(_db: Db) {
  return createServiceApp({ name: SERVICE_NAME, routers: [] });
}
