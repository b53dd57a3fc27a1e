import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Lock, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { Button, EmptyState, toast } from '@fj/ui';
import { settlePayment } from '../../../shared/api/settlePayment';
import { currentStripeAppearance } from '../model/stripeAppearance';
import {
  PAYMENT_FAILED_FALLBACK,
  PAYMENT_PROCESSING_TOAST,
  PAYMENT_SUCCESS,
  paymentOutcome,
} from '../../../shared/model/paymentOutcome';
import { Preparing } from './Preparing';

// No advanced fraud signals: Stripe.js then sets no cookies of its own on our pages, so the session cookie stays the
// only one (the privacy page says so; docs/decisions/1402-stripe-checkout.md). Card checks (CVC, 3-D Secure) remain.
loadStripe.setLoadParameters({ advancedFraudSignals: false });

/** Tabs of payment methods (cards first); a constant, so the element is never asked to update. */
const PAYMENT_ELEMENT_OPTIONS = { layout: 'tabs' } as const;

/** Stripe.js for a publishable key: loaded once per page, and again after a failure when Retry asks for it. */
function useStripeJs(publishableKey: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ stripe: Stripe | null; failed: boolean }>({ stripe: null, failed: false });
  useEffect(() => {
    let live = true;
    setState({ stripe: null, failed: false });
    loadStripe(publishableKey).then(
      (stripe) => live && setState({ stripe, failed: !stripe }),
      () => live && setState({ stripe: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** Stripe's Payment Element for the open PaymentIntent (lazy: only this chunk carries Stripe's libraries). */
export default function PaymentForm({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  const { stripe, failed, retry } = useStripeJs(publishableKey);
  const appearance = useMemo(() => currentStripeAppearance(), []);
  useEffect(() => {
    if (failed)
      toast({
        title: 'Failed to initialize payment',
        description: 'The secure payment form could not be loaded.',
        variant: 'destructive',
      });
  }, [failed]);
  if (failed) {
    return (
      <EmptyState
        title="Failed to initialize payment"
        description="The secure payment form could not be loaded. Check your connection and try again."
        action={
          <Button variant="outline" onClick={retry}>
            <RotateCcw size={18} aria-hidden="true" />
            Retry
          </Button>
        }
      />
    );
  }
  if (!stripe) return <Preparing />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      <PaymentFields />
    </Elements>
  );
}

function PaymentFields() {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  const pay = async (stripe: Stripe, elements: StripeElements) => {
    const outcome = await stripe
      .confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/settings` },
        redirect: 'if_required',
      })
      .then(paymentOutcome, () => ({ kind: 'failed' as const, message: PAYMENT_FAILED_FALLBACK }));
    if (outcome.kind === 'failed') {
      toast({ title: 'Payment Failed', description: outcome.message, variant: 'destructive' });
      setProcessing(false);
      return;
    }
    await settlePayment(queryClient, outcome.paymentIntentId);
    toast(outcome.kind === 'paid' ? PAYMENT_SUCCESS : PAYMENT_PROCESSING_TOAST);
    await navigate('/settings');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    // Whatever fails unexpectedly on the way leaves the form usable again, and says so.
    pay(stripe, elements).catch(() => {
      toast({ title: 'Payment Failed', description: PAYMENT_FAILED_FALLBACK, variant: 'destructive' });
      setProcessing(false);
    });
  };

  return (
    <form className="fjs-payment" onSubmit={submit} aria-busy={processing}>
      <div className="fjs-payment__element">
        {!ready && <Preparing />}
        <PaymentElement options={PAYMENT_ELEMENT_OPTIONS} onReady={() => setReady(true)} />
      </div>
      <Button type="submit" size="lg" block disabled={!stripe || !ready || processing}>
        {processing ? 'Processing...' : 'Complete Payment - £30'}
      </Button>
      <ul className="fjs-payment__notes">
        <li>
          <Lock size={16} aria-hidden="true" />
          Secure payment powered by Stripe
        </li>
        <li>No recurring charges</li>
      </ul>
    </form>
  );
}
