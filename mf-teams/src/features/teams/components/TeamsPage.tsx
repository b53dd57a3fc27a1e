import { KeyRound, Plus, UsersRound } from 'lucide-react';
import { Button, EmptyState, LoadError, Page, Skeleton } from '@fj/ui';
import { useTeams } from '../../../shared/api/teamQueries';
import { CreateTeamDialog } from './CreateTeamDialog';
import { JoinTeamDialog } from './JoinTeamDialog';
import { TeamCard } from './TeamCard';
import '../../../shared/teams.css';

/**
 * /teams, 'My Teams' (docs/product.md#teams): join by code, create, and a card per team; 'No Teams Yet' when there are
 * none.
 */
export function TeamsPage() {
  const teams = useTeams();
  const actions = (
    <div className="fjt-toolbar">
      <JoinTeamDialog
        trigger={
          <Button variant="outline">
            <KeyRound size={18} aria-hidden="true" />
            Join Team
          </Button>
        }
      />
      <CreateTeamDialog
        trigger={
          <Button>
            <Plus size={18} aria-hidden="true" />
            Create Team
          </Button>
        }
      />
    </div>
  );
  return (
    <Page title="My Teams" subtitle="Goals, members and chat with the people you build with">
      {actions}
      {teams.isPending ? (
        <div className="fjt-grid" role="status" aria-label="Loading teams">
          <Skeleton className="fjt-skeleton-card" />
          <Skeleton className="fjt-skeleton-card" />
        </div>
      ) : teams.isError ? (
        <LoadError what="your teams" onRetry={() => void teams.refetch()} />
      ) : teams.data.length === 0 ? (
        <EmptyState
          icon={<UsersRound size={28} aria-hidden="true" />}
          title="No Teams Yet"
          description="Create a team and share its invite code, or join one with a code someone gave you."
        />
      ) : (
        <ul className="fjt-grid" aria-label={`Your teams (${teams.data.length})`}>
          {teams.data.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </ul>
      )}
    </Page>
  );
}
