import { Plus, Target } from 'lucide-react';
import { useParams } from 'react-router';
import type { TeamDetail, TeamGoal } from '@fj/contracts';
import {
  Button,
  EmptyState,
  LoadError,
  Page,
  Skeleton,
  todayIn,
  useUserTimeZone,
  useWithoutPendingRemovals,
} from '@fj/ui';
import { isNotFound, useTeamDetail } from '../../../shared/api/teamQueries';
import { TeamNotFound } from '../../../shared/components/TeamNotFound';
import { isManager } from '../../../shared/model/roles';
import { useGoals } from '../api/goalsApi';
import { splitGoals } from '../model/goals';
import { GoalCard } from './GoalCard';
import { NewGoalDialog } from './GoalForm';
import '../../../shared/teams.css';
import './goals.css';

/** /teams/:id/goals: the team's goals with progress; any member logs progress, the owner and admins add goals. */
export function TeamGoalsPage() {
  const { id = '' } = useParams();
  const team = useTeamDetail(id);
  const goals = useGoals(id);
  const failed = team.error ?? goals.error;
  return (
    <Page title="Team Goals" subtitle={team.data?.name} backTo="/teams">
      {team.isPending || goals.isPending ? (
        <div className="fjt-stack" role="status" aria-label="Loading goals">
          <Skeleton className="fjt-skeleton-goal" />
          <Skeleton className="fjt-skeleton-goal" />
        </div>
      ) : failed ? (
        isNotFound(failed) ? (
          <TeamNotFound />
        ) : (
          <LoadError what="the team's goals" onRetry={() => void Promise.all([team.refetch(), goals.refetch()])} />
        )
      ) : (
        <Goals team={team.data!} goals={goals.data!} />
      )}
    </Page>
  );
}

function Goals({ team, goals }: { team: TeamDetail; goals: TeamGoal[] }) {
  const today = todayIn(useUserTimeZone());
  const { open, completed } = splitGoals(useWithoutPendingRemovals(goals));
  const canManage = isManager(team.userRole);
  const newGoal = canManage && (
    <NewGoalDialog
      teamId={team.id}
      trigger={
        <Button>
          <Plus size={18} aria-hidden="true" />
          New Goal
        </Button>
      }
    />
  );
  if (open.length + completed.length === 0) {
    return (
      <EmptyState
        icon={<Target size={28} aria-hidden="true" />}
        title="No goals yet"
        description={
          canManage
            ? 'Set a goal with a target, and everyone in the team can log progress towards it.'
            : 'The owner or an admin of the team sets its goals.'
        }
        action={newGoal || undefined}
      />
    );
  }
  return (
    <div className="fjt-goals">
      {newGoal && <div className="fjt-toolbar fjt-toolbar--end">{newGoal}</div>}
      <section className="fjt-stack" aria-labelledby="goals-open">
        <h2 id="goals-open" className="fj-section-title">
          In progress ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="fj-muted">Every goal is complete.</p>
        ) : (
          <ul className="fjt-goal-list">
            {open.map((goal) => (
              <GoalCard key={goal.id} goal={goal} today={today} canManage={canManage} />
            ))}
          </ul>
        )}
      </section>
      {completed.length > 0 && (
        <section className="fjt-stack" aria-labelledby="goals-done">
          <h2 id="goals-done" className="fj-section-title">
            Completed ({completed.length})
          </h2>
          <ul className="fjt-goal-list">
            {completed.map((goal) => (
              <GoalCard key={goal.id} goal={goal} today={today} canManage={canManage} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
