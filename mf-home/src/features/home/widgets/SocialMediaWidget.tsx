import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Share2 } from 'lucide-react';
import type { SocialGrowth } from '@fj/contracts';
import { PLATFORM_LABELS, SOCIAL_CARDS_SHOWN } from '@fj/contracts/social-messages';
import { LoadError, plural } from '@fj/ui';
import { WidgetCard } from '../components/WidgetCard';
import { WidgetSkeleton } from '../components/WidgetBoundary';
import './lines.css';

/**
 * Social accounts at a glance, across businesses, from GET /api/social-growth: each account's measured followers
 * (or episodes) and its status label against its monthly target — never invented numbers.
 */
export default function SocialMediaWidget() {
  const growth = useQuery<SocialGrowth>({ queryKey: ['/api/social-growth?days=30'] });
  if (growth.isPending) return <WidgetSkeleton title="Social Media" />;
  if (growth.isError)
    return (
      <WidgetCard id="social" title="Social Media">
        <LoadError what="your social accounts" onRetry={() => void growth.refetch()} />
      </WidgetCard>
    );
  const { accounts } = growth.data;
  return (
    <WidgetCard id="social" title="Social Media" icon={<Share2 size={18} aria-hidden="true" />}>
      {accounts.length === 0 ? (
        <div className="fjh-empty-line">
          <p className="fj-muted">No social accounts connected yet. Connect one to follow its growth here.</p>
          <Link to="/social-media" className="fj-btn fj-btn--outline fj-btn--md">
            Connect accounts
          </Link>
        </div>
      ) : (
        <>
          <p>
            {accounts.length} account{accounts.length === 1 ? '' : 's'} connected
          </p>
          <ul className="fjh-lines">
            {accounts.slice(0, SOCIAL_CARDS_SHOWN).map(({ account, followers, posts, status }) => (
              <li key={account.id} className="fjh-line">
                <span className="fjh-line__main">
                  {account.displayName ?? account.username}
                  <span className="fjh-line__detail fj-muted">
                    {PLATFORM_LABELS[account.platform]}
                    {followers !== null
                      ? ` · ${plural(followers, 'follower')}`
                      : posts !== null
                        ? ` · ${plural(posts, account.platform === 'podcast' ? 'episode' : 'post')}`
                        : ''}
                  </span>
                </span>
                {status && <span className="fj-badge fj-badge--outline">{status}</span>}
              </li>
            ))}
          </ul>
          <Link to="/social-media">View All</Link>
        </>
      )}
    </WidgetCard>
  );
}
