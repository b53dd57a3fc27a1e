import express, { Router } from 'express';
import type Stripe from 'stripe';
import type { Db } from '@fj/db';
import { PAYMENTS_NOT_CONFIGURED } from '@fj/contracts';
import { badRequest, HttpError, logger } from '@fj/server-kit';
import { handleEvent } from './service';

/** Stripe's events are a few KB; the BFF refuses larger declared bodies before they get here. */
export const WEBHOOK_BYTES = 64 * 1024;
const log = logger.child({ service: 'payments' });

/**
 * POST /api/payments/webhook: mounted before the identity check (the BFF forwards it without a session, Origin check
 * or JSON parsing). The raw body's Stripe-Signature, made with STRIPE_WEBHOOK_SECRET, is the only authentication:
 * a bad or missing signature is a 400 and nothing is read or written.
 */
export function webhookRouter(db: Db, stripe: Stripe | null, webhookSecret: string | undefined) {
  const router = Router();
  router.post('/payments/webhook', express.raw({ type: () => true, limit: WEBHOOK_BYTES }), async (req, res) => {
    if (!stripe || !webhookSecret) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
    const signature = req.get('stripe-signature');
    if (!signature) throw badRequest('Missing Stripe-Signature header');
    const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
    } catch {
      throw badRequest("Invalid Stripe-Signature: the event was not signed with this server's webhook secret");
    }
    const outcome = await handleEvent(db, event);
    log.info({ event: event.id, type: event.type, outcome }, 'Stripe event handled');
    res.json({ received: true, outcome });
  });
  return router;
}
