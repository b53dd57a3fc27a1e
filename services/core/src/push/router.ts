import { Router } from 'express';
import type { Db } from '@fj/db';
import { deletePushSubscriptionSchema, pushSubscriptionSchema } from '@fj/contracts';
import { identityOf, parse } from '@fj/server-kit';
import { deleteSubscription, saveSubscription } from './service';
import { vapidKeys } from './vapid';

/** /api/push: the VAPID public key and the caller's browser subscriptions (decision 1602). */
export function pushRouter(db: Db) {
  const router = Router();
  router.get('/push/public-key', (req, res) => {
    identityOf(req);
    res.json({ publicKey: vapidKeys().publicKey });
  });
  router.post('/push/subscriptions', async (req, res) => {
    await saveSubscription(db, identityOf(req).userId, parse(pushSubscriptionSchema, req.body));
    res.status(201).json({ subscribed: true });
  });
  router.delete('/push/subscriptions', async (req, res) => {
    await deleteSubscription(db, identityOf(req).userId, parse(deletePushSubscriptionSchema, req.body).endpoint);
    res.status(204).end();
  });
  return router;
}
