import { useQuery } from '@tanstack/react-query';
import type { BusinessDetail, SocialAccount } from '@fj/contracts';
import { ManageBusinessSheet } from '../../../shared/components/ManageBusinessSheet';
import { businessColorStyle } from '../../../shared/model/businessColors';
import { formatUsd } from '../model/money';

/**
 * The dashboard header, compacted to one line (decision 0902): the business name on its colour with Total Revenue
 * (USD), Clients and Social Accounts. Tapping the header opens the business to edit or delete it. White text meets WCAG
 * AA on every business colour (businessColors.ts).
 */
export function BusinessHero({ business }: { business: BusinessDetail }) {
  // The social service's count of this business's linked accounts; a dash until (or unless) it answers.
  const social = useQuery<SocialAccount[]>({
    queryKey: [`/api/social-accounts?businessId=${encodeURIComponent(business.id)}`],
  });
  return (
    <section
      className="fjb-hero fj-openable"
      style={{ background: businessColorStyle(business.color).gradient }}
      aria-labelledby="fjb-hero-name"
    >
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
          <dd data-testid="social-accounts">{social.data ? social.data.length : '–'}</dd>
        </div>
      </dl>
    </section>
  );
}
