import type Stripe from 'stripe';
import type { Db } from '@fj/db';
import { logger } from '@fj/server-kit';
import { grantPremium, recordStatus, revokeForRefund } from '../purchases/service';

const log = logger.child({ service: 'payments' });

/** What a verified event did (logged, and answered to Stripe for its dashboard). */
export type EventOutcome = string;

/**
 * A verified Stripe event. Every handler is idempotent (Stripe delivers at least once, and replays): a succeeded
 * intent grants Premium once, a full refund revokes it once, other intent changes keep the purchase's status in
 * step. Intents that are not a purchase of ours, and event types we do not use, are acknowledged and ignored.
 */
export async function handleEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return grantPremium(db, event.data.object);
    case 'payment_intent.processing':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
    case 'payment_intent.requires_action':
      await recordStatus(db, event.data.object);
      return 'status recorded';
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentIntent) return 'not a payment of ours';
      // A partial refund leaves the purchase standing (Premium is one product: it is refunded whole or not at all).
      if (!charge.refunded) {
        log.warn({ paymentIntent, amountRefunded: charge.amount_refunded }, 'partial refund: Premium kept');
        return 'partial refund';
      }
      return revokeForRefund(db, paymentIntent);
    }
    default:
      return 'ignored';
  }
}
