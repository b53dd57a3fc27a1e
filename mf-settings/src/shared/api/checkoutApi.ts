import { useQuery } from '@tanstack/react-query';
import type { PaymentIntentResponse, PaymentsConfig, PaymentStatus } from '@fj/contracts';
import { PREMIUM_PRICE_PENCE } from '@fj/contracts/messages';
import { apiJson } from '@fj/ui';

/** GET /api/payments/config: the publishable key (nothing is baked into the build); null = not configured. */
export const PAYMENTS_CONFIG_KEY = ['/api/payments/config'] as const;
export const usePaymentsConfig = () => useQuery<PaymentsConfig>({ queryKey: PAYMENTS_CONFIG_KEY });

/**
 * POST /api/create-payment-intent { amount: 3000 }: the client secret of the caller's open PaymentIntent. The server
 * hands back the same open intent on every visit, so asking again (Retry, another visit) is safe.
 */
export const PAYMENT_INTENT_KEY = ['/api/create-payment-intent'] as const;
export const usePaymentIntent = (enabled: boolean) =>
  useQuery({
    queryKey: PAYMENT_INTENT_KEY,
    queryFn: () =>
      apiJson<PaymentIntentResponse>('POST', '/api/create-payment-intent', { amount: PREMIUM_PRICE_PENCE }),
    enabled,
  });

/** GET /api/payments/status: after paying (or the return from Stripe) — the server asks Stripe and grants Premium. */
export const fetchPaymentStatus = (paymentIntentId: string) =>
  apiJson<PaymentStatus>('GET', `/api/payments/status?payment_intent=${encodeURIComponent(paymentIntentId)}`);
