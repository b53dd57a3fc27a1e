import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from '@fj/ui';
import { RETURN_PARAMS, returnToast } from '../model/paymentReturn';
import { settlePayment } from './settlePayment';

/**
 * On /settings, Stripe's return URL after a payment that left the page (3-D Secure, wallets):
 * `?payment_intent=pi_…`. The payment is settled once, its outcome told, and the parameters dropped from the URL.
 */
export function usePaymentReturn(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const paymentIntentId = params.get('payment_intent');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!paymentIntentId || handled.current === paymentIntentId) return;
    handled.current = paymentIntentId;
    void settlePayment(queryClient, paymentIntentId).then((status) => {
      toast(returnToast(status));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of RETURN_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      );
    });
  }, [paymentIntentId, queryClient, setParams]);
}
