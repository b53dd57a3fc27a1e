import { Router } from 'express';
import type Stripe from 'stripe';
import type { Db } from '@fj/db';
import { createPaymentIntentSchema, PAYMENTS_NOT_CONFIGURED, paymentStatusQuerySchema } from '@fj/contracts';
import { HttpError, identityOf, parse } from '@fj/server-kit';
import type { StripeSettings } from '../stripe/config';
import { openPaymentIntent, paymentStatus } from './service';

/** 503 'Payments are not configured on this server' without STRIPE_SECRET_KEY. */
function configured(stripe: Stripe | null): Stripe {
  if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  return stripe;
}

/** /api/create-payment-intent, /api/payments/config and /api/payments/status. */
export function checkoutRouter(db: Db, stripe: Stripe | null, settings: StripeSettings) {
  const router = Router();
  router.post('/create-payment-intent', async (req, res) => {
    parse(createPaymentIntentSchema, req.body);
    res.json(await openPaymentIntent(db, configured(stripe), identityOf(req)));
  });
  router.get('/payments/config', (_req, res) => {
    res.json({ publishableKey: stripe ? (settings.publishableKey ?? null) : null });
  });
  router.get('/payments/status', async (req, res) => {
    const { payment_intent: id } = parse(paymentStatusQuerySchema, req.query);
    res.json(await paymentStatus(db, configured(stripe), identityOf(req).userId, id));
  });
  return router;
}
