import { Check, CreditCard } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, CardTitle, EmptyState, Page } from '@fj/ui';

/** Spec §1: what Premium (the Founder Deal) includes. */
const PREMIUM_FEATURES = [
  'Unlimited businesses',
  'Advanced analytics & reporting',
  'Apple Health integration',
  'Multiple podcast tracking',
  'RSS feed reader',
  'Hormonal cycle tracking',
  'Premium features',
  'Priority support',
] as const;

// Placeholder until payments land: the real plan card; no payment form yet (nothing can be bought here today).
export function CheckoutPage() {
  return (
    <Page title="Upgrade to Premium" backTo="/settings" forceBackTo>
      <Card>
        <CardHeader>
          <Badge variant="premium">Founder Deal</Badge>
          <CardTitle>Premium</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="fj-price">
            £30 <span className="fj-muted">one-time</span>
          </p>
          <ul className="fj-checklist">
            {PREMIUM_FEATURES.map((feature) => (
              <li key={feature}>
                <Check size={18} aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="fj-muted">No recurring charges</p>
        </CardContent>
      </Card>
      <EmptyState
        icon={<CreditCard size={28} aria-hidden="true" />}
        title="Payment is not available yet"
        description="The secure payment form will appear here."
      />
    </Page>
  );
}
