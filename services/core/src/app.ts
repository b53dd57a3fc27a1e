import type { Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { settingsRouter } from './settings/router';

export const SERVICE_NAME = 'core';

/** Core owns the user's own records: settings, businesses, notes, wellness, layout… */
export function createCoreApp(db: Db) {
  return createServiceApp({ name: SERVICE_NAME, routers: [settingsRouter(db)] });
}
