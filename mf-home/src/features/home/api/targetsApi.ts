import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWeeklyTarget, UpdateWeeklyTarget, WeeklyTarget } from '@fj/contracts';
import { apiJson, apiRequest, errorMessage, toastFailure } from '@fj/ui';

export const weeklyTargetsKey = (weekStartDate: string) =>
  [`/api/weekly-targets?weekStartDate=${weekStartDate}`] as const;

export const useWeeklyTargets = (weekStartDate: string) =>
  useQuery<WeeklyTarget[]>({ queryKey: weeklyTargetsKey(weekStartDate) });

/** Add, change and remove this week's targets; each refreshes the week (progress is the server's) and achievements. */
export function useTargetMutations(weekStartDate: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: weeklyTargetsKey(weekStartDate) });
    void queryClient.invalidateQueries({ queryKey: ['/api/achievements'] });
  };
  const failed = (title: string) => (error: unknown) =>
    toastFailure(error, { title, description: errorMessage(error, 'Please try again') });
  return {
    create: useMutation({
      mutationFn: (body: CreateWeeklyTarget) =>
        apiJson<WeeklyTarget>('POST', '/api/weekly-targets', { ...body, weekStartDate }),
      onSuccess: refresh,
      onError: failed('Could not add the target'),
    }),
    update: useMutation({
      mutationFn: ({ id, ...changes }: UpdateWeeklyTarget & { id: string }) =>
        apiJson<WeeklyTarget>('PUT', `/api/weekly-targets/${id}`, changes),
      onSuccess: refresh,
      onError: failed('Could not update the target'),
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/weekly-targets/${id}`),
      onSuccess: refresh,
      onError: failed('Could not remove the target'),
    }),
  };
}
