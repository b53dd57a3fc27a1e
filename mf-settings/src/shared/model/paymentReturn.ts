import type { PaymentStatusValue } from '@fj/contracts';
import type { ToastInput } from '@fj/ui';
import { PAYMENT_PROCESSING_TOAST, PAYMENT_SUCCESS } from './paymentOutcome';

/** Stripe's return URL (/settings) carries these; they are removed once read. */
export const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** What to tell someone coming back from Stripe (a bank's page, a wallet), by what the server found. */
export function returnToast(status: PaymentStatusValue | 'unknown'): ToastInput {
  if (status === 'succeeded') return PAYMENT_SUCCESS;
  if (status === 'processing') return PAYMENT_PROCESSING_TOAST;
  if (status === 'unknown')
    return {
      title: 'Payment not confirmed yet',
      description: 'Premium appears as soon as Stripe confirms your payment.',
    };
  return {
    title: 'Payment Failed',
    description: 'Your payment was not completed and you have not been charged. Please try again.',
    variant: 'destructive',
  };
}
