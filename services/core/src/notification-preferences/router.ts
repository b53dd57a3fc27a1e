import { Router } from 'express';
import type { Db } from '@fj/db';
import { updateNotificationPreferencesSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { getPreferences, updatePreferences } from './service';

/** /api/notification-preferences: GET with defaults, PUT a partial set (the full set on reset). */
export function notificationPreferencesRouter(db: Db) {
  const router = Router();
  router.get('/notification-preferences', async (req, res) => {
    res.json(await getPreferences(db, identityOf(req).userId));
  });
  router.put('/notification-preferences', async (req, res) => {
    const { userId } = identityOf(req);
    res.json(await updatePreferences(db, userId, parse(updateNotificationPreferencesSchema, req.body)));
  });
  return router;
}
