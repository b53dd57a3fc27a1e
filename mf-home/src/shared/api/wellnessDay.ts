import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpsertWellness, WellnessEntry } from '@fj/contracts';
import { errorMessage, toast, toastFailure, useWrite } from '@fj/ui';
import { wellnessLabel } from '../wellnessLabel';

// One day's wellness entry — its figures and the day's mood, the one mood home, wellness and the journal share
// (docs/decisions/2701-one-mood-a-day.md).

/** One day's entry: GET /api/wellness?startDate=day&endDate=day (an empty list = nothing recorded yet). */
export const wellnessDayKey = (day: string) => [`/api/wellness?startDate=${day}&endDate=${day}`] as const;

export function useWellnessDay(day: string, enabled = true) {
  return useQuery<WellnessEntry[], Error, WellnessEntry | null>({
    queryKey: wellnessDayKey(day),
    select: (list) => list[0] ?? null,
    enabled,
  });
}

/** Every cached wellness read (any day or range) and what counts days: after a day's figures or mood changed. */
export function invalidateWellnessDays(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/wellness?'),
  });
  void queryClient.invalidateQueries({ queryKey: ['/api/achievements'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/home/checklist'] });
}

/**
 * PUT /api/wellness/{day}: the fields sent change; the day's cache takes the answer. Offline it is kept on this
 * device and the day shows the change at once (docs/decisions/2602-offline-first.md).
 */
export function useSaveWellness(day: string, success: string) {
  const queryClient = useQueryClient();
  return useWrite<UpsertWellness, WellnessEntry>({
    request: (changes) => ({ method: 'PUT', url: `/api/wellness/${day}`, body: changes }),
    describe: (changes) => wellnessLabel(day, changes),
    onQueued: (changes) =>
      queryClient.setQueryData<WellnessEntry[]>(wellnessDayKey(day), (list) => [
        { ...(list?.[0] ?? ({ date: day } as WellnessEntry)), ...changes },
      ]),
    onSaved: (entry) => {
      queryClient.setQueryData(wellnessDayKey(day), [entry]);
      invalidateWellnessDays(queryClient);
      toast({ title: success });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Save Failed',
        description: errorMessage(error, 'Could not save your wellness entry'),
      }),
  });
}
