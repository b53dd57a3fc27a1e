import { Check, CreditCard } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, CardTitle, EmptyState, Page, PREMIUM_PLAN } from '@fj/ui';

// Placeholder until payments land: the real plan card; no payment form yet (nothing can be bought here today).
export function CheckoutPage() {
  return (
    <Page title="Upgrade to Premium" backTo="/settings" forceBackTo>
      <Card>
        <CardHeader>
          <Badge variant="premium">{PREMIUM_PLAN.deal}</Badge>
          <CardTitle>{PREMIUM_PLAN.name}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="fj-price">
            {PREMIUM_PLAN.price} <span className="fj-muted">{PREMIUM_PLAN.cadence}</span>
          </p>
          <ul className="fj-checklist">
            {PREMIUM_PLAN.features.map((feature) => (
              <li key={feature}>
                <Check size={18} aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="fj-muted">{PREMIUM_PLAN.note}</p>
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
