import type { ReactNode } from 'react';
import type { Business, ContentPlan } from '@fj/contracts';
import { ContentPlanItem } from './ContentPlanItem';

/** A titled list of plans with its count, or a line saying why it is empty. */
export function PlanSection({
  id,
  title,
  plans,
  businesses,
  today,
  empty,
  footer,
}: {
  id: string;
  title: string;
  plans: readonly ContentPlan[];
  businesses: readonly Business[];
  today: string;
  empty: string;
  footer?: ReactNode;
}) {
  return (
    <section className="fjb-section" aria-labelledby={id}>
      <h2 id={id} className="fj-section-title">
        {title} <span className="fjb-group__count">{plans.length}</span>
      </h2>
      {plans.length === 0 ? (
        <p className="fj-muted fjcp-empty-line">{empty}</p>
      ) : (
        <ul className="fjb-checklist fj-card" aria-label={title}>
          {plans.map((plan) => (
            <ContentPlanItem key={plan.id} plan={plan} businesses={businesses} today={today} />
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
