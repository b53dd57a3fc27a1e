import { ShieldOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { TEAM_SETTINGS_NO_ACCESS } from '@fj/contracts/messages';
import { buttonClass, EmptyState, LoadError, Page, Skeleton, useAuth } from '@fj/ui';
import { isNotFound, useTeamDetail } from '../../../shared/api/teamQueries';
import { TeamNotFound } from '../../../shared/components/TeamNotFound';
import { isManager } from '../../../shared/model/roles';
import { InviteCodeCard } from './InviteCodeCard';
import { LeaveOrDeleteCard } from './LeaveOrDeleteCard';
import { MembersCard } from './MembersCard';
import { TeamDetailsCard } from './TeamDetailsCard';
import '../../../shared/teams.css';
import './settings.css';

/**
 * /teams/:id/settings (owner and admin; docs/product.md#team-settings): details, invite code, members and roles, leave
 * or delete.
 */
export function TeamSettingsPage() {
  const { id = '' } = useParams();
  const team = useTeamDetail(id);
  const { user } = useAuth();
  return (
    <Page title="Team Settings" subtitle={team.data?.name} backTo="/teams">
      {team.isPending ? (
        <div className="fjt-stack" role="status" aria-label="Loading team settings">
          <Skeleton className="fjt-skeleton-card" />
          <Skeleton className="fjt-skeleton-card" />
        </div>
      ) : team.isError ? (
        isNotFound(team.error) ? (
          <TeamNotFound />
        ) : (
          <LoadError what="this team" onRetry={() => void team.refetch()} />
        )
      ) : !isManager(team.data.userRole) ? (
        <EmptyState
          icon={<ShieldOff size={28} aria-hidden="true" />}
          title={TEAM_SETTINGS_NO_ACCESS}
          description="Only the team's owner and admins can change its settings."
          action={
            <Link to="/teams" className={buttonClass()}>
              Back to My Teams
            </Link>
          }
        />
      ) : (
        // Two columns from 1024 px: what the team is (details, leave or delete) beside who is in it (code, members).
        <div className="fjt-settings">
          <div className="fjt-settings__column">
            {/* Keyed by the saved values: after a save the form starts from what the server has. */}
            <TeamDetailsCard
              key={`${team.data.name}|${team.data.description}|${team.data.isPublic}|${team.data.maxMembers}`}
              team={team.data}
            />
          </div>
          <div className="fjt-settings__column">
            <InviteCodeCard team={team.data} />
            <MembersCard team={team.data} me={user?.id ?? ''} />
          </div>
          <div className="fjt-settings__column">
            <LeaveOrDeleteCard team={team.data} me={user?.id ?? ''} />
          </div>
        </div>
      )}
    </Page>
  );
}
