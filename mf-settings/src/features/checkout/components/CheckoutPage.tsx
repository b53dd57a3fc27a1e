import { lazy, Suspense, useEffect } from 'react';
import { Crown, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ALREADY_PREMIUM, PAYMENTS_NOT_CONFIGURED } from '@fj/contracts/messages';
import {
  ApiError,
  AUTH_USER_KEY,
  Button,
  buttonClass,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  errorMessage,
  Page,
  toastFailure,
  useAuth,
} from '@fj/ui';
import { usePaymentIntent, usePaymentsConfig } from '../../../shared/api/checkoutApi';
import { PlanCard } from './PlanCard';
import { Preparing } from './Preparing';
import '../../../shared/settings.css';

// Stripe's React library and the loader of Stripe.js come with the form only, once there is something to pay.
const PaymentForm = lazy(() => import('./PaymentForm'));

/**
 * Checkout (docs/product.md#checkout): the plan card, then the payment form (or why there is none). Back goes to
 * /settings.
 */
export function CheckoutPage() {
  const { user } = useAuth();
  return (
    <Page title="Upgrade to Premium" backTo="/settings" forceBackTo>
      <div className="fjs-checkout">
        <PlanCard />
        <Card>
          <CardHeader>
            <CardTitle>Payment</CardTitle>
          </CardHeader>
          <CardContent>{user?.isPremium ? <AlreadyPremium /> : <PaymentSection />}</CardContent>
        </Card>
      </div>
    </Page>
  );
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

function PaymentSection() {
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const publishableKey = config.data?.publishableKey ?? null;
  const intent = usePaymentIntent(publishableKey !== null);
  const status = statusOf(intent.error);

  useEffect(() => {
    if (!intent.error) return;
    // Premium meanwhile (another tab, the webhook): read the user again; the page then says so.
    if (status === 409) void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    else if (status !== 503)
      toastFailure(intent.error, {
        title: 'Failed to initialize payment',
        description: errorMessage(intent.error, 'Please try again.'),
      });
  }, [intent.error, status, queryClient]);

  if (config.isLoading || intent.isLoading) return <Preparing />;
  if (config.isError) return <Unavailable onRetry={() => void config.refetch()} />;
  if (publishableKey === null || status === 503) return <NotConfigured />;
  if (status === 409) return <AlreadyPremium message={errorMessage(intent.error, ALREADY_PREMIUM)} />;
  if (intent.isError || !intent.data) return <Unavailable onRetry={() => void intent.refetch()} />;
  return (
    <Suspense fallback={<Preparing />}>
      <PaymentForm publishableKey={publishableKey} clientSecret={intent.data.clientSecret} />
    </Suspense>
  );
}

function NotConfigured() {
  return (
    <EmptyState
      icon={<CreditCard size={28} aria-hidden="true" />}
      title={PAYMENTS_NOT_CONFIGURED}
      description="Premium cannot be bought here until the server has Stripe keys."
    />
  );
}

function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<CreditCard size={28} aria-hidden="true" />}
      title="Failed to initialize payment"
      description="The secure payment form could not be prepared. Check your connection and try again."
      action={
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

function AlreadyPremium({ message = ALREADY_PREMIUM }: { message?: string }) {
  return (
    <EmptyState
      icon={<Crown size={28} aria-hidden="true" />}
      title={message}
      description="Everything Premium includes is unlocked on your account."
      action={
        <Link to="/settings" className={buttonClass({ variant: 'outline' })}>
          Back to Settings
        </Link>
      }
    />
  );
}
