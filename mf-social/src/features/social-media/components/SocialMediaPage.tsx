import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import type { BusinessList } from '@fj/contracts';
import { EmptyState, FilterChips, LoadError, Page, PageSkeleton } from '@fj/ui';
import { useSocialGrowth } from '../../../shared/api/socialApi';
import { ConnectPlatformsButton } from '../../../shared/components/ConnectPlatformsButton';
import { AccountPanel } from './AccountPanel';
import '../../../shared/social.css';

const RANGES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;

/** /social-media: every linked account across businesses with its measured growth, follower entry, target and unlink. */
export function SocialMediaPage() {
  const [range, setRange] = useState<'30' | '90'>('30');
  const businesses = useQuery<BusinessList>({ queryKey: ['/api/businesses'] });
  const growth = useSocialGrowth(null, range === '30' ? 30 : 90);
  const accounts = growth.data?.accounts ?? [];
  const connect = businesses.data && businesses.data.length > 0 && (
    <ConnectPlatformsButton businesses={businesses.data} accounts={accounts.map((g) => g.account)} />
  );
  return (
    <Page title="Social Media" subtitle="Your linked accounts and their measured growth">
      {businesses.isError || growth.isError ? (
        <LoadError what="your social accounts" onRetry={() => void (businesses.refetch(), growth.refetch())} />
      ) : businesses.isPending || growth.isPending ? (
        <PageSkeleton />
      ) : businesses.data.length === 0 ? (
        <EmptyState
          icon={<Share2 size={28} aria-hidden="true" />}
          title="Add a business first"
          description="Social accounts are linked to one of your businesses."
        />
      ) : accounts.length === 0 ? (
        <EmptyState
          icon={<Share2 size={28} aria-hidden="true" />}
          title="No social accounts connected"
          description="Connect a podcast, a YouTube channel or a social account to follow its growth."
          action={connect}
        />
      ) : (
        <div className="fjs-page">
          <div className="fjs-page__bar">
            <FilterChips label="Growth period" options={RANGES} value={range} onChange={setRange} />
            {connect}
          </div>
          {businesses.data
            .filter((b) => accounts.some((g) => g.account.businessId === b.id))
            .map((b) => (
              <section key={b.id} aria-label={b.name} className="fjs-page__business">
                <h2 className="fjs-page__heading">{b.name}</h2>
                <ul className="fjs-cards fjs-cards--grid">
                  {accounts
                    .filter((g) => g.account.businessId === b.id)
                    .map((g) => (
                      <li key={g.account.id}>
                        <AccountPanel growth={g} days={growth.data.days} />
                      </li>
                    ))}
                </ul>
              </section>
            ))}
        </div>
      )}
    </Page>
  );
}
