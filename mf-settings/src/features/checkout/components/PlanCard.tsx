import { Check } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, CardTitle, PREMIUM_PLAN } from '@fj/ui';

/** £30 one-time and the Premium feature list (@fj/ui plans: the same words as the landing page). 'No recurring charges' is
 * among the payment notes under the form. */
export function PlanCard() {
  return (
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
      </CardContent>
    </Card>
  );
}
