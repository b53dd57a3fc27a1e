import type Stripe from 'stripe';
import type { Db } from '@fj/db';
import {
  ALREADY_PREMIUM,
  PAYMENT_PROCESSING,
  PREMIUM_CURRENCY,
  PREMIUM_PRICE_PENCE,
  type PaymentStatus,
} from '@fj/contracts';
import { conflict, HttpError, logger, notFound, type Identity } from '@fj/server-kit';
import {
  asPaymentStatus,
  grantPremium,
  isPremiumNow,
  latestPurchase,
  PAYABLE_STATUSES,
  recordPurchase,
  recordStatus,
} from '../purchases/service';

const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Please try again in a moment.';
const log = logger.child({ service: 'payments' });

/** A Stripe call that failed (network, Stripe down, a bad key) is a 502 in our words; the details go to the log. */
async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    log.error({ err }, `Stripe: ${what} failed`);
    throw new HttpError(502, PAYMENTS_UNAVAILABLE);
  }
}

/**
 * POST /api/create-payment-intent: the client secret of the caller's open Premium PaymentIntent. One intent per
 * purchase attempt, not per visit: while the latest one can still be paid it is handed back; a new one is created
 * only when there is none (or it was canceled, or refunded), with the idempotency key `premium:<user>:<attempt>`, so
 * two checkouts opened at once get the same intent from Stripe and record it once.
 */
export async function openPaymentIntent(db: Db, stripe: Stripe, identity: Identity): Promise<{ clientSecret: string }> {
  if (identity.isPremium) throw conflict(ALREADY_PREMIUM);
  const latest = await latestPurchase(db, identity.userId);
  if (latest && !latest.refundedAt && latest.status !== 'canceled') {
    const intent = await callStripe('retrieving a PaymentIntent', () =>
      stripe.paymentIntents.retrieve(latest.paymentIntentId),
    );
    if (intent.status === 'succeeded') {
      await grantPremium(db, intent);
      throw conflict(ALREADY_PREMIUM);
    }
    await recordStatus(db, intent);
    if (intent.status === 'processing') throw conflict(PAYMENT_PROCESSING);
    if (PAYABLE_STATUSES.has(intent.status) && intent.client_secret) return { clientSecret: intent.client_secret };
  }
  const attempt = (await db.purchase.count({ where: { userId: identity.userId } })) + 1;
  const intent = await callStripe('creating a PaymentIntent', () =>
    stripe.paymentIntents.create(
      {
        amount: PREMIUM_PRICE_PENCE,
        currency: PREMIUM_CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: 'Founder Journal Premium (one-time)',
        metadata: { userId: identity.userId, product: 'premium' },
      },
      { idempotencyKey: `premium:${identity.userId}:${attempt}` },
    ),
  );
  await recordPurchase(db, identity.userId, intent);
  if (!intent.client_secret) throw new HttpError(502, PAYMENTS_UNAVAILABLE);
  return { clientSecret: intent.client_secret };
}

/** Stripe's PaymentIntent ids: `pi_` and letters or digits. Anything else cannot be ours (404, like another user's). */
const INTENT_ID = /^pi_[A-Za-z0-9]{1,250}$/;

/**
 * GET /api/payments/status?payment_intent=: after Stripe sends the buyer back (return URL /settings), the intent's
 * status from Stripe itself, with the same exactly-once grant as the webhook, so Premium shows even when the
 * webhook is late. Another user's intent (or an unknown or malformed id) is a 404.
 */
export async function paymentStatus(
  db: Db,
  stripe: Stripe,
  userId: string,
  paymentIntentId: string,
): Promise<PaymentStatus> {
  if (!INTENT_ID.test(paymentIntentId)) throw notFound('Payment');
  const purchase = await db.purchase.findFirst({ where: { paymentIntentId, userId }, select: { id: true } });
  if (!purchase) throw notFound('Payment');
  const intent = await callStripe('retrieving a PaymentIntent', () => stripe.paymentIntents.retrieve(paymentIntentId));
  if (intent.status === 'succeeded') await grantPremium(db, intent);
  else await recordStatus(db, intent);
  return { status: asPaymentStatus(intent.status), isPremium: await isPremiumNow(db, userId) };
}
