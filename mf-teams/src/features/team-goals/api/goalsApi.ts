import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamGoalRequest, TeamGoal, TeamGoalList, UpdateTeamGoalRequest } from '@fj/contracts';
import {
  ApiError,
  apiJson,
  apiRequest,
  errorMessage,
  removeWithUndo,
  toast,
  toastFailure,
  toastWithUndo,
} from '@fj/ui';
import { goalsKey, teamUrl } from '../../../shared/api/teamQueries';
import { progressText } from '../model/goals';

const goalUrl = (teamId: string, goalId: string) => `${teamUrl(teamId)}/goals/${encodeURIComponent(goalId)}`;

export function useGoals(teamId: string) {
  return useQuery<TeamGoalList>({ queryKey: goalsKey(teamId) });
}

function useRefetchGoals(teamId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goalsKey(teamId) });
}

const updateFailed = (error: unknown) =>
  toastFailure(error, {
    title: 'Update Failed',
    description: errorMessage(error, 'Failed to update the goal. Please try again.'),
  });

/** POST (owner or admin). */
export function useCreateGoal(teamId: string) {
  const refetch = useRefetchGoals(teamId);
  return useMutation({
    mutationFn: (body: CreateTeamGoalRequest) => apiJson<TeamGoal>('POST', `${teamUrl(teamId)}/goals`, body),
    onSuccess: (goal) => {
      toast({ title: 'Goal Created', description: goal.title });
      return refetch();
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Creation Failed',
        description: errorMessage(error, 'Failed to create the goal. Please try again.'),
      }),
  });
}

/** PATCH: edits (owner or admin) and progress (any member). Resolves after the list has refetched. */
export function useUpdateGoal(teamId: string) {
  const refetch = useRefetchGoals(teamId);
  return useMutation({
    mutationFn: ({ goalId, body }: { goalId: string; body: UpdateTeamGoalRequest }) =>
      apiJson<TeamGoal>('PATCH', goalUrl(teamId, goalId), body),
    onSuccess: (goal, { body }) => {
      if (body.completed === undefined)
        toast({
          title: body.title !== undefined ? 'Goal Updated' : 'Progress Updated',
          description: `${goal.title}: ${progressText(goal)}`,
        });
      return refetch();
    },
    onError: updateFailed,
  });
}

/** Complete or reopen, with Undo in the toast (raised here: the card moves to the other group when the list refetches). */
export function useCompleteGoal(teamId: string) {
  const refetch = useRefetchGoals(teamId);
  return useMutation({
    mutationFn: ({ goal, completed }: { goal: TeamGoal; completed: boolean }) =>
      apiJson<TeamGoal>('PATCH', goalUrl(teamId, goal.id), { completed }),
    onSuccess: (_saved, { goal, completed }) => {
      toastWithUndo({
        title: completed ? 'Goal Completed' : 'Goal Reopened',
        description: goal.title,
        onUndo: () =>
          void apiJson('PATCH', goalUrl(teamId, goal.id), { completed: !completed }).then(refetch, updateFailed),
      });
      return refetch();
    },
    onError: updateFailed,
  });
}

/** Delete with Undo (owner or admin): gone at once, the DELETE is sent when the toast closes. */
export function useDeleteGoal(teamId: string) {
  const refetch = useRefetchGoals(teamId);
  return (goal: TeamGoal) =>
    removeWithUndo({
      id: goal.id,
      title: 'Goal Deleted',
      description: goal.title,
      commit: async () => {
        try {
          await apiRequest('DELETE', goalUrl(teamId, goal.id));
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) {
            toastFailure(error, {
              title: 'Delete Failed',
              description: errorMessage(error, 'Failed to delete the goal. Please try again.'),
            });
            throw error;
          }
        }
        await refetch();
      },
    });
}
