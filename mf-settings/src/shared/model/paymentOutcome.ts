import type { PaymentIntentResult } from '@stripe/stripe-js';

/** What confirming the payment came to, as the screen tells it. */
export type PaymentOutcome =
  | { kind: 'failed'; message: string }
  | { kind: 'paid'; paymentIntentId: string }
  | { kind: 'processing'; paymentIntentId: string };

export const PAYMENT_FAILED_FALLBACK = 'Your payment could not be completed. Please try again.';

/** 'Payment Failed' with Stripe's message; otherwise paid (or, for slow methods, still processing). */
export function paymentOutcome(result: PaymentIntentResult): PaymentOutcome {
  if (result.error) return { kind: 'failed', message: result.error.message || PAYMENT_FAILED_FALLBACK };
  const intent = result.paymentIntent;
  if (intent.status === 'succeeded') return { kind: 'paid', paymentIntentId: intent.id };
  if (intent.status === 'processing') return { kind: 'processing', paymentIntentId: intent.id };
  return { kind: 'failed', message: PAYMENT_FAILED_FALLBACK };
}

/** The toasts of each outcome. */
export const PAYMENT_SUCCESS = {
  title: 'Payment Successful',
  description: 'Welcome to Founder Journal Premium! Everything is unlocked.',
};
export const PAYMENT_PROCESSING_TOAST = {
  title: 'Payment processing',
  description: 'Your bank is confirming the payment. Premium starts as soon as it completes.',
};
