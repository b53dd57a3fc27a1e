import { Router } from 'express';
import type { Db } from '@fj/db';
import { createAdminMessageSchema } from '@fj/contracts';
import { adminIdentityOf, parse } from '@fj/server-kit';
import { adminStats, broadcastRecipients, createAdminMessage, listAdminMessages } from './service';

/** /api/admin/messages and /api/admin/stats: admins only, decided from the identity assertion (403 'Admins only'). */
export function adminMessagesRouter(db: Db) {
  const router = Router();
  router.get('/admin/messages', async (req, res) => {
    adminIdentityOf(req);
    res.json(await listAdminMessages(db));
  });
  router.get('/admin/messages/recipients', async (req, res) => {
    adminIdentityOf(req);
    res.json(await broadcastRecipients(db));
  });
  router.post('/admin/messages', async (req, res) => {
    const { userId } = adminIdentityOf(req);
    res.status(201).json(await createAdminMessage(db, userId, parse(createAdminMessageSchema, req.body)));
  });
  router.get('/admin/stats', async (req, res) => {
    adminIdentityOf(req);
    res.json(await adminStats(db));
  });
  return router;
}
