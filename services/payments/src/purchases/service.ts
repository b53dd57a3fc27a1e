import type { Db } from '@fj/db';
import { PREMIUM_CURRENCY, PREMIUM_PRICE_PENCE, type PaymentStatusValue } from '@fj/contracts';
import { logger } from '@fj/server-kit';

/** What a Premium purchase needs to know of a Stripe PaymentIntent (its id, price and status). */
export interface IntentFacts {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** Intents the buyer can still pay: checkout hands their client secret back instead of creating another. */
export const PAYABLE_STATUSES: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

const log = logger.child({ service: 'payments' });

/** Our price, and nothing else, buys Premium: an intent for another amount or currency grants nothing. */
const isPremiumPrice = (intent: IntentFacts) =>
  intent.amount === PREMIUM_PRICE_PENCE && intent.currency === PREMIUM_CURRENCY;

/** The caller's most recent purchase, if any. */
export const latestPurchase = (db: Db, userId: string) =>
  db.purchase.findFirst({ where: { userId }, orderBy: { createdAt: 'desc' } });

/** Records a new intent of the caller's (a second request that got the same intent from Stripe changes nothing). */
export async function recordPurchase(db: Db, userId: string, intent: IntentFacts): Promise<void> {
  // INSERT … ON CONFLICT DO NOTHING: two checkouts opened at once may both be handed the same intent by Stripe.
  await db.purchase.createMany({
    data: [
      { userId, paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency, status: intent.status },
    ],
    skipDuplicates: true,
  });
}

/** Keeps a purchase's status in step with Stripe's (processing, failed and back to payable, canceled). */
export async function recordStatus(db: Db, intent: IntentFacts): Promise<void> {
  await db.purchase.updateMany({
    where: { paymentIntentId: intent.id, status: { not: 'succeeded' } },
    data: { status: intent.status },
  });
}

export type GrantOutcome = 'granted' | 'already granted' | 'unknown intent' | 'not our price';

/**
 * Premium for a succeeded intent, exactly once: the purchase turns `succeeded` in one conditional UPDATE (a replayed
 * event, or the webhook and the return page racing, find it done and change nothing), and in the same transaction
 * the buyer's `isPremium` is set. The "User" trigger then notifies `user_changed`, so every BFF instance shows
 * Premium on the very next request (docs/decisions/1401-premium-granted-only-by-payments.md).
 */
export async function grantPremium(db: Db, intent: IntentFacts): Promise<GrantOutcome> {
  if (!isPremiumPrice(intent)) {
    log.error(
      { paymentIntent: intent.id, amount: intent.amount, currency: intent.currency },
      'a succeeded intent is not for the Premium price: nothing granted',
    );
    return 'not our price';
  }
  return db.$transaction(async (tx) => {
    const won = await tx.$queryRaw<Array<{ userId: string }>>`
      UPDATE "Purchase" SET "status" = 'succeeded'
      WHERE "paymentIntentId" = ${intent.id} AND "status" <> 'succeeded' AND "refundedAt" IS NULL
      RETURNING "userId"`;
    if (won.length === 0) {
      const known = await tx.purchase.count({ where: { paymentIntentId: intent.id } });
      return known ? 'already granted' : 'unknown intent';
    }
    await tx.$executeRaw`UPDATE "User" SET "isPremium" = true, "updatedAt" = now() WHERE "id" = ${won[0].userId} AND NOT "isPremium"`;
    log.info({ paymentIntent: intent.id, userId: won[0].userId }, 'Premium granted');
    return 'granted';
  });
}

export type RefundOutcome = 'revoked' | 'already refunded' | 'unknown intent';

/**
 * A full refund: the purchase records `refundedAt` (once) and the buyer loses Premium, unless another paid purchase
 * still stands or they are an admin (the admin bootstrap grants Premium without a purchase).
 */
export async function revokeForRefund(db: Db, paymentIntentId: string): Promise<RefundOutcome> {
  return db.$transaction(async (tx) => {
    const refunded = await tx.$queryRaw<Array<{ userId: string }>>`
      UPDATE "Purchase" SET "refundedAt" = now()
      WHERE "paymentIntentId" = ${paymentIntentId} AND "refundedAt" IS NULL
      RETURNING "userId"`;
    if (refunded.length === 0) {
      const known = await tx.purchase.count({ where: { paymentIntentId } });
      return known ? 'already refunded' : 'unknown intent';
    }
    const userId = refunded[0].userId;
    await tx.$executeRaw`
      UPDATE "User" SET "isPremium" = false, "updatedAt" = now()
      WHERE "id" = ${userId} AND "isPremium" AND NOT "isAdmin"
        AND NOT EXISTS (SELECT 1 FROM "Purchase" WHERE "userId" = ${userId} AND "status" = 'succeeded' AND "refundedAt" IS NULL)`;
    log.info({ paymentIntent: paymentIntentId, userId }, 'refunded: Premium revoked');
    return 'revoked';
  });
}

/** The buyer's Premium flag as stored now (after a grant in this request the identity assertion is older). */
export async function isPremiumNow(db: Db, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { isPremium: true } });
  return user?.isPremium ?? false;
}

export const asPaymentStatus = (status: string): PaymentStatusValue => status as PaymentStatusValue;
