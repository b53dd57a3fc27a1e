import type { BusinessDetail } from '@fj/contracts';
import { businessColorStyle } from '../../businesses/model/businessColors';
import { formatUsd } from '../model/money';

/**
 * Linked social accounts arrive with the social service (a later issue); until then no business has any, so the
 * header says 0 without asking (GET /api/social-accounts does not exist yet).
 */
const SOCIAL_ACCOUNTS_BEFORE_SOCIAL_SERVICE = 0;

/** Spec §2: the gradient header in the business colour with Total Revenue (USD), Clients and Social Accounts. */
export function BusinessHero({ business }: { business: BusinessDetail }) {
  return (
    <section className="fjb-hero" style={{ background: businessColorStyle(business.color).gradient }} aria-labelledby="fjb-hero-name">
      <h2 id="fjb-hero-name" className="fjb-hero__name">
        {business.name}
      </h2>
      {business.description && <p className="fjb-hero__description">{business.description}</p>}
      <dl className="fjb-hero__stats">
        <div className="fjb-hero__stat fjb-hero__stat--wide">
          <dt>Total Revenue</dt>
          <dd data-testid="total-revenue">{formatUsd(business.stats.totalRevenue)}</dd>
        </div>
        <div className="fjb-hero__stat">
          <dt>Clients</dt>
          <dd>{business.stats.totalClients}</dd>
        </div>
        <div className="fjb-hero__stat">
          <dt>Social Accounts</dt>
          <dd>{SOCIAL_ACCOUNTS_BEFORE_SOCIAL_SERVICE}</dd>
        </div>
      </dl>
    </section>
  );
}
