import type { BusinessDetail } from '@fj/contracts';
import { ManageBusinessSheet } from '../../businesses/components/ManageBusinessSheet';
import { businessColorStyle } from '../../businesses/model/businessColors';
import { formatUsd } from '../model/money';

/**
 * Linked social accounts arrive with the social service (a later issue); until then no business has any, so the
 * header says 0 without asking (GET /api/social-accounts does not exist yet).
 */
const SOCIAL_ACCOUNTS_BEFORE_SOCIAL_SERVICE = 0;

/**
 * Spec §2, compacted to one line (issue 9): the business name on its colour with Total Revenue (USD), Clients and
 * Social Accounts. Tapping the header opens the business to edit or delete it. White text meets WCAG AA on every
 * business colour (businessColors.ts).
 */
export function BusinessHero({ business }: { business: BusinessDetail }) {
  return (
    <section className="fjb-hero fj-openable" style={{ background: businessColorStyle(business.color).gradient }} aria-labelledby="fjb-hero-name">
      <div className="fjb-hero__head">
        <h2 id="fjb-hero-name" className="fjb-hero__name">
          {business.name}
        </h2>
        <ManageBusinessSheet business={business} />
      </div>
      <dl className="fjb-hero__stats">
        <div className="fjb-hero__stat">
          <dt>Total Revenue</dt>
          <dd data-testid="total-revenue">{formatUsd(business.stats.totalRevenue)}</dd>
        </div>
        <div className="fjb-hero__stat">
          <dt>Clients</dt>
          <dd data-testid="total-clients">{business.stats.totalClients}</dd>
        </div>
        <div className="fjb-hero__stat">
          <dt>Social Accounts</dt>
          <dd>{SOCIAL_ACCOUNTS_BEFORE_SOCIAL_SERVICE}</dd>
        </div>
      </dl>
    </section>
  );
}
