import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpdateWellnessGoals, UpsertWellness, WellnessEntry, WellnessGoals } from '@fj/contracts';
import { apiJson, errorMessage, SETTINGS_KEY, toast, toastFailure, useWrite } from '@fj/ui';
import { GOALS_KEY } from '../../../shared/api/wellnessGoals';
import { wellnessLabel } from '../../../shared/wellnessLabel';

export { GOALS_KEY, useWellnessGoals } from '../../../shared/api/wellnessGoals';

/** GET /api/wellness?startDate&endDate: the days with data in the range, oldest first. */
export const wellnessRangeKey = (start: string, end: string) =>
  [`/api/wellness?startDate=${start}&endDate=${end}`] as const;
export const useWellnessRange = (start: string, end: string) =>
  useQuery<WellnessEntry[]>({ queryKey: wellnessRangeKey(start, end) });

/** Every cached wellness read (ranges, the home widget's day, goals): after an import or an edit of any day. */
export function invalidateWellness(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/wellness?'),
  });
  void queryClient.invalidateQueries({ queryKey: ['/api/achievements'] });
}

/** PUT /api/wellness/{date} for any past day (the history's edit); kept on this device when offline (decision 2602). */
export function useSaveWellnessDay() {
  const queryClient = useQueryClient();
  return useWrite<{ date: string; changes: UpsertWellness }, WellnessEntry>({
    request: ({ date, changes }) => ({ method: 'PUT', url: `/api/wellness/${date}`, body: changes }),
    describe: ({ date, changes }) => wellnessLabel(date, changes),
    onSaved: () => {
      invalidateWellness(queryClient);
      toast({ title: 'Wellness saved' });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Save Failed',
        description: errorMessage(error, 'Could not save your wellness entry'),
      }),
  });
}

export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateWellnessGoals) => apiJson<WellnessGoals>('PUT', '/api/wellness/goals', changes),
    onSuccess: (goals) => {
      queryClient.setQueryData(GOALS_KEY, goals);
      toast({ title: 'Goals saved' });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Save Failed', description: errorMessage(error, 'Could not save your goals') }),
  });
}

/** After an import: the figures, the cycle log (period days), and Settings (appleHealthConnected) for the 'Apple Health' label. */
export function refreshAfterImport(queryClient: QueryClient) {
  invalidateWellness(queryClient);
  void queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/cycle/'),
  });
  void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
}
