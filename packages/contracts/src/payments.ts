import { z } from 'zod';
import { PREMIUM_AMOUNT_INVALID, PREMIUM_CURRENCY_INVALID, PREMIUM_PRICE_PENCE } from './messages';

/**
 * POST /api/create-payment-intent (`{ amount: 3000 }`). The server sets the price: the body may only
 * repeat it. `currency` may be given, and must then be pounds sterling.
 */
export const createPaymentIntentSchema = z
  .object({
    amount: z.literal(PREMIUM_PRICE_PENCE, { message: PREMIUM_AMOUNT_INVALID }),
    currency: z.literal(['gbp', 'GBP'], { message: PREMIUM_CURRENCY_INVALID }).optional(),
  })
  .strict();
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentSchema>;

export const paymentIntentSchema = z.object({ clientSecret: z.string() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentSchema>;

/** Stripe's PaymentIntent statuses (what a Purchase records). */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export const paymentStatusValueSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatusValue = z.infer<typeof paymentStatusValueSchema>;

/** GET /api/payments/status?payment_intent= (the return from Stripe): the intent's status, and Premium after it. */
export const paymentStatusQuerySchema = z.object({ payment_intent: z.string().max(255) });
export const paymentStatusSchema = z.object({ status: paymentStatusValueSchema, isPremium: z.boolean() });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET /api/payments/config: Stripe's publishable key, null when payments are not configured on this server. */
export const paymentsConfigSchema = z.object({ publishableKey: z.string().nullable() });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** POST /api/admin/bootstrap: the `ADMIN_EMAIL` account becomes admin and Premium. */
export const adminBootstrapSchema = z.object({ isAdmin: z.literal(true), isPremium: z.literal(true) });
