import type { QueryClient } from '@tanstack/react-query';
import type { PaymentStatusValue } from '@fj/contracts';
import { AUTH_USER_KEY } from '@fj/ui';
import { fetchPaymentStatus, PAYMENT_INTENT_KEY } from './checkoutApi';

/**
 * After paying (or coming back from Stripe): the server asks Stripe about the intent and grants Premium if it
 * succeeded (so it shows even when the webhook is late), then the user is read again — the header's Premium badge,
 * the settings badge and every upsell follow. 'unknown' when the server could not be asked.
 */
export async function settlePayment(
  queryClient: QueryClient,
  paymentIntentId: string,
): Promise<PaymentStatusValue | 'unknown'> {
  const status = await fetchPaymentStatus(paymentIntentId).then(
    (s) => s.status,
    () => 'unknown' as const,
  );
  queryClient.removeQueries({ queryKey: PAYMENT_INTENT_KEY });
  await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  return status;
}
