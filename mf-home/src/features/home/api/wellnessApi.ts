import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpsertWellness, WellnessEntry } from '@fj/contracts';
import { errorMessage, toast, toastFailure, useWrite } from '@fj/ui';
import { wellnessLabel } from '../../../shared/wellnessLabel';

/** One day's entry: GET /api/wellness?startDate=day&endDate=day (an empty list = nothing recorded yet). */
export const wellnessDayKey = (day: string) => [`/api/wellness?startDate=${day}&endDate=${day}`] as const;

export function useWellnessDay(day: string) {
  return useQuery<WellnessEntry[], Error, WellnessEntry | null>({
    queryKey: wellnessDayKey(day),
    select: (list) => list[0] ?? null,
  });
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
      void queryClient.invalidateQueries({ queryKey: ['/api/achievements'] });
      toast({ title: success });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Save Failed',
        description: errorMessage(error, 'Could not save your wellness entry'),
      }),
  });
}
