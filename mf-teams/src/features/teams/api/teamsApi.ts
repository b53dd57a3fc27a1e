import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamRequest, JoinTeamRequest, Team, TeamList } from '@fj/contracts';
import { apiJson, errorMessage, toast, toastFailure } from '@fj/ui';
import { TEAMS_KEY } from '../../../shared/api/teamQueries';

/** Puts the team first in the cached list at once (the list is newest first), then refetches. */
function useShowTeam() {
  const queryClient = useQueryClient();
  return (team: Team) => {
    queryClient.setQueryData<TeamList>(TEAMS_KEY, (list = []) => [team, ...list.filter((t) => t.id !== team.id)]);
    void queryClient.invalidateQueries({ queryKey: TEAMS_KEY, exact: true });
  };
}

/** POST /api/teams: 'Team Created', or 'Creation Failed' with the server's message or 'Failed to create team'. */
export function useCreateTeam() {
  const show = useShowTeam();
  return useMutation({
    mutationFn: (body: CreateTeamRequest) => apiJson<Team>('POST', '/api/teams', body),
    onSuccess: (team) => {
      show(team);
      toast({ title: 'Team Created', description: `${team.name} is ready. Share its invite code to add people.` });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Creation Failed', description: errorMessage(error, 'Failed to create team') }),
  });
}

/** POST /api/teams/join: 'Team Joined', or 'Join Failed' with the server's message or 'Failed to join team'. */
export function useJoinTeam() {
  const show = useShowTeam();
  return useMutation({
    mutationFn: (body: JoinTeamRequest) => apiJson<Team>('POST', '/api/teams/join', body),
    onSuccess: (team) => {
      show(team);
      toast({ title: 'Team Joined', description: `Welcome to ${team.name}.` });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Join Failed', description: errorMessage(error, 'Failed to join team') }),
  });
}
