import type { AccountGrowth } from '@fj/contracts';
import { PLATFORM_LABELS } from '@fj/contracts/social-messages';
import { Badge, TargetProgress } from '@fj/ui';
import { formatChange, formatCount, formatPercent, STATUS_BADGE } from '../model/growthText';
// The cards' styles travel with the card: home and the business dashboard load it without the dialog or the page.
import '../social.css';

/**
 * One account's card: measured followers (or episodes / videos), the change over the window, growth against the
 * monthly target and the growth label (docs/product.md#social-growth). Until two counts exist it says so instead of a
 * number.
 */
export function GrowthCard({
  growth,
  days,
  children,
}: {
  growth: AccountGrowth;
  days: number;
  children?: React.ReactNode;
}) {
  const { account } = growth;
  const label = PLATFORM_LABELS[account.platform];
  return (
    <article className="fjs-card" aria-label={`${label} ${account.displayName ?? account.username}`}>
      <div className="fjs-card__head">
        <div style={{ minWidth: 0 }}>
          <h3 className="fjs-card__name">{account.displayName ?? account.username}</h3>
          <span className="fjs-card__platform">
            {label}
            {account.connectionKind === 'manual' ? ' · manual' : ''}
          </span>
        </div>
        {growth.status && <Badge variant={STATUS_BADGE[growth.status]}>{growth.status}</Badge>}
      </div>
      <p className="fjs-card__figures">
        {growth.followers !== null ? (
          <>
            <span className="fjs-card__big">{formatCount(growth.followers)}</span>
            <span>{account.platform === 'youtube' ? 'subscribers' : 'followers'}</span>
          </>
        ) : growth.posts !== null ? (
          <>
            <span className="fjs-card__big">{formatCount(growth.posts)}</span>
            <span>{account.platform === 'podcast' ? 'episodes' : 'posts'}</span>
          </>
        ) : (
          <span className="fj-muted">No figures measured yet</span>
        )}
      </p>
      {growth.change !== null ? (
        <p>
          {formatChange(growth.change)} in {days} days
          {growth.growthPercent !== null && ` (${formatPercent(growth.growthPercent)})`} · target{' '}
          {account.monthlyGrowthTarget}% a month
        </p>
      ) : (
        <p className="fj-muted">
          {growth.followers !== null
            ? 'Growth shows once a second count is measured.'
            : account.platform === 'podcast'
              ? 'Episodes are counted from the feed every 6 hours.'
              : 'Enter follower counts to follow growth.'}
        </p>
      )}
      {growth.growthPercent !== null && (
        <TargetProgress
          current={Math.max(0, growth.growthPercent)}
          target={account.monthlyGrowthTarget}
          label={`${label} growth against its monthly target`}
        />
      )}
      {children}
    </article>
  );
}
