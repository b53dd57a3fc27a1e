import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TrendingUp } from 'lucide-react';
import type { BusinessList } from '@fj/contracts';
import { SOCIAL_CARDS_SHOWN } from '@fj/contracts/social-messages';
import { LoadError, Skeleton, useSelectedBusiness } from '@fj/ui';
import { useSocialGrowth } from '../../../shared/api/socialApi';
import { ConnectPlatformsButton } from '../../../shared/components/ConnectPlatformsButton';
import { GrowthCard } from '../../../shared/components/GrowthCard';
import './socialGrowth.css';

/**
 * The Social Growth section of the home dashboard (docs/product.md#social-growth), shown inside home (and the business
 * dashboard's social tab, for its business) through federation: a business selector, up to 3 accounts of the selected
 * business with growth measured from their snapshots (never generated), 'View All' and 'Connect Platforms'.
 */
export function SocialGrowth({ businessId: fixedBusinessId }: { businessId?: string } = {}) {
  const businesses = useQuery<BusinessList>({ queryKey: ['/api/businesses'], enabled: !fixedBusinessId });
  const { selectedBusinessId, selectBusiness } = useSelectedBusiness(businesses.data);
  const businessId = fixedBusinessId ?? (selectedBusinessId === null ? null : String(selectedBusinessId));
  const growth = useSocialGrowth(businessId, 30, businessId !== null);
  const accounts = growth.data?.accounts ?? [];
  return (
    <section className="fj-card fjs-growth" aria-labelledby="fjs-growth-title">
      <div className="fjs-growth__head">
        <h2 id="fjs-growth-title" className="fjs-growth__title">
          <TrendingUp size={18} aria-hidden="true" />
          Social Growth
        </h2>
        <Link to="/analytics" className="fjs-growth__all">
          View All
        </Link>
      </div>
      {!fixedBusinessId && (businesses.data?.length ?? 0) > 1 && (
        <label className="fjs-growth__business">
          <span className="fj-label">Business</span>
          <select className="fj-input" value={businessId ?? ''} onChange={(e) => selectBusiness(e.target.value)}>
            {businesses.data!.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {businesses.isError || growth.isError ? (
        <LoadError
          what="social growth"
          onRetry={() => void (businesses.isError ? businesses.refetch() : growth.refetch())}
        />
      ) : (!fixedBusinessId && businesses.isPending) || (businessId !== null && growth.isPending) ? (
        <Skeleton style={{ height: 96, width: '100%' }} />
      ) : businessId === null ? (
        <p className="fj-muted fjs-growth__text">Add a business first, then connect its social accounts here.</p>
      ) : accounts.length === 0 ? (
        <p className="fj-muted fjs-growth__text">
          No linked accounts yet. Follower growth shows here once you connect one, measured from its real figures over
          time.
        </p>
      ) : (
        <ul className="fjs-cards">
          {accounts.slice(0, SOCIAL_CARDS_SHOWN).map((g) => (
            <li key={g.account.id}>
              <GrowthCard growth={g} days={growth.data!.days} />
            </li>
          ))}
        </ul>
      )}
      {businessId !== null && (
        <ConnectPlatformsButton variant="outline" businessId={businessId} accounts={accounts.map((g) => g.account)} />
      )}
    </section>
  );
}
