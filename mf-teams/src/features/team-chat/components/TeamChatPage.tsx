import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { TEAM_CHAT_PREMIUM } from '@fj/contracts/messages';
import { LoadError, Page, Skeleton, UpgradeLink, useAuth } from '@fj/ui';
import { isNotFound, useTeamDetail } from '../../../shared/api/teamQueries';
import { TeamNotFound } from '../../../shared/components/TeamNotFound';
import '../../../shared/teams.css';
import './chat.css';

// The chat itself (crypto, stream, list) loads only once the page knows it can open: a Premium member of the team.
const ChatScreen = lazy(() => import('./ChatScreen'));

const loading = (
  <div className="fjc-loading" role="status" aria-label="Loading the chat">
    <Skeleton className="fjc-skeleton" />
    <Skeleton className="fjc-skeleton fjc-skeleton--own" />
    <Skeleton className="fjc-skeleton" />
  </div>
);

/** /teams/:id/chat (docs/product.md#team-chat): end-to-end encrypted team chat for Premium members. */
export function TeamChatPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const team = useTeamDetail(id);
  if (user && !user.isPremium) {
    return (
      <Page title="Team Chat" backTo="/teams" forceBackTo>
        <div className="fj-card fjc-premium">
          <h2 className="fj-section-title">Premium Feature</h2>
          <p>{TEAM_CHAT_PREMIUM}</p>
          <UpgradeLink />
        </div>
      </Page>
    );
  }
  return (
    <Page title="Team Chat" subtitle={team.data?.name} backTo="/teams" forceBackTo>
      {team.isPending || !user ? (
        loading
      ) : team.error ? (
        isNotFound(team.error) ? (
          <TeamNotFound />
        ) : (
          <LoadError what="the team" onRetry={() => void team.refetch()} />
        )
      ) : (
        <Suspense fallback={loading}>
          <ChatScreen team={team.data} me={user.id} />
        </Suspense>
      )}
    </Page>
  );
}
