import type { Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';

export const SERVICE_NAME = 'payments';

/** Answers health only until its feature issues land; every /api route still requires an identity. */
export function createPaymentsApp(_db: Db) {
  return createServiceApp({ name: SERVICE_NAME, routers: [] });
}
