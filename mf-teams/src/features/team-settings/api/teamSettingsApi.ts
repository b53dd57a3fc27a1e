import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team, TeamMember, TeamRole, UpdateTeamRequest } from '@fj/contracts';
import { apiJson, apiRequest, errorMessage, toast, toastFailure, useUiNavigate } from '@fj/ui';
import { TEAMS_KEY, teamKey, teamUrl } from '../../../shared/api/teamQueries';
import { memberName } from '../../../shared/model/roles';

/** After any change the team (and the list of teams, whose key prefixes it) refetch. */
function useRefetchTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
}

const failed = (title: string, fallback: string) => (error: unknown) =>
  toastFailure(error, { title, description: errorMessage(error, fallback) });

export function useUpdateTeam(teamId: string) {
  const refetch = useRefetchTeam();
  return useMutation({
    mutationFn: (body: UpdateTeamRequest) => apiJson<Team>('PATCH', teamUrl(teamId), body),
    onSuccess: (team) => {
      toast({ title: 'Team Updated', description: `${team.name} is saved.` });
      return refetch();
    },
    onError: failed('Update Failed', 'Failed to update the team. Please try again.'),
  });
}

export function useRegenerateInviteCode(teamId: string) {
  const refetch = useRefetchTeam();
  return useMutation({
    mutationFn: () => apiJson<Team>('POST', `${teamUrl(teamId)}/invite-code`),
    onSuccess: (team) => {
      toast({
        title: 'Invite Code Replaced',
        description: `The new code is ${team.inviteCode}. The old one no longer works.`,
      });
      return refetch();
    },
    onError: failed('Update Failed', 'Failed to replace the invite code. Please try again.'),
  });
}

const ROLE_CHANGED: Record<TeamRole, (name: string) => string> = {
  owner: (name) => `${name} now owns the team. You are an admin.`,
  admin: (name) => `${name} is now an admin.`,
  member: (name) => `${name} is now a member.`,
};

/** A role change, or handing the team over (role 'owner'). */
export function useChangeRole(teamId: string) {
  const refetch = useRefetchTeam();
  return useMutation({
    mutationFn: ({ member, role }: { member: TeamMember; role: TeamRole }) =>
      apiJson<TeamMember>('PUT', `${teamUrl(teamId)}/members/${encodeURIComponent(member.userId)}`, { role }),
    onSuccess: (_saved, { member, role }) => {
      toast({
        title: role === 'owner' ? 'Ownership Transferred' : 'Role Updated',
        description: ROLE_CHANGED[role](memberName(member.name)),
      });
      return refetch();
    },
    onError: failed('Update Failed', 'Failed to change the role. Please try again.'),
  });
}

export function useRemoveMember(teamId: string) {
  const refetch = useRefetchTeam();
  return useMutation({
    mutationFn: (member: TeamMember) =>
      apiRequest('DELETE', `${teamUrl(teamId)}/members/${encodeURIComponent(member.userId)}`),
    onSuccess: (_res, member) => {
      toast({ title: 'Member Removed', description: `${memberName(member.name)} is no longer in the team.` });
      return refetch();
    },
    onError: failed('Remove Failed', 'Failed to remove the member. Please try again.'),
  });
}

/** Leave (the caller's own membership) or delete the team: either way the team is gone for this user. */
function useGoneFromTeam(teamId: string) {
  const queryClient = useQueryClient();
  const navigate = useUiNavigate();
  return () => {
    navigate('/teams');
    queryClient.removeQueries({ queryKey: teamKey(teamId) });
    void queryClient.invalidateQueries({ queryKey: TEAMS_KEY, exact: true });
  };
}

export function useLeaveTeam(teamId: string, userId: string, teamName: string) {
  const gone = useGoneFromTeam(teamId);
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `${teamUrl(teamId)}/members/${encodeURIComponent(userId)}`),
    onSuccess: () => {
      gone();
      toast({ title: 'Left Team', description: `You are no longer in ${teamName}.` });
    },
    onError: failed('Leave Failed', 'Failed to leave the team. Please try again.'),
  });
}

export function useDeleteTeam(teamId: string, teamName: string) {
  const gone = useGoneFromTeam(teamId);
  return useMutation({
    mutationFn: () => apiRequest('DELETE', teamUrl(teamId)),
    onSuccess: () => {
      gone();
      toast({ title: 'Team Deleted', description: `${teamName} and its goals were deleted.` });
    },
    onError: failed('Delete Failed', 'Failed to delete the team. Please try again.'),
  });
}
