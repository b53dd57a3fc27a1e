import { Router } from 'express';
import type { Db } from '@fj/db';
import { listNotificationsQuerySchema, markNotificationsReadSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { listNotifications, markNotificationsRead } from './service';

/** /api/notifications: the caller's inbox (broadcasts + their own notifications), newest first, 20 a page. */
export function notificationsRouter(db: Db) {
  const router = Router();
  router.get('/notifications', async (req, res) => {
    const { userId } = identityOf(req);
    res.json(await listNotifications(db, userId, parse(listNotificationsQuerySchema, req.query).cursor));
  });
  router.post('/notifications/read', async (req, res) => {
    const { userId } = identityOf(req);
    res.json(await markNotificationsRead(db, userId, parse(markNotificationsReadSchema, req.body)));
  });
  return router;
}
