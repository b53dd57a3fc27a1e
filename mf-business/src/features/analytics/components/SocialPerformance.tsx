import { Link } from 'react-router';
import { Share2 } from 'lucide-react';
import type { SocialAccountSummary } from '@fj/contracts';
import { buttonClass, EmptyState } from '@fj/ui';

/**
 * Social Media Performance: the linked accounts from the summary. Growth figures come from the social
 * service's measured snapshots once it provides them; until an account is connected (or while social cannot be
 * reached) an honest empty state with 'Connect Platforms' — never invented numbers.
 */
export function SocialPerformance({
  accounts,
  unavailable,
}: {
  accounts: readonly SocialAccountSummary[];
  unavailable: boolean;
}) {
  return (
    <section className="fjb-section" aria-labelledby="fja-social">
      <h2 id="fja-social" className="fj-section-title">
        Social Media Performance
      </h2>
      {accounts.length === 0 ? (
        <EmptyState
          icon={<Share2 size={28} aria-hidden="true" />}
          title="No social accounts connected"
          description={
            unavailable
              ? 'Connect your social platforms to see their followers and growth here, measured over time.'
              : 'Connect a platform for each business to follow its growth here.'
          }
          action={
            <Link to="/social-media" className={buttonClass({ variant: 'outline' })}>
              Connect Platforms
            </Link>
          }
        />
      ) : (
        <ul className="fja-accounts fj-card" aria-label="Connected accounts">
          {accounts.map((a) => (
            <li key={a.id} className="fja-account">
              <span className="fja-account__platform">{a.platform}</span>
              {a.username && <span className="fja-account__name">@{a.username}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
