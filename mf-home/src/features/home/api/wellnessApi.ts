import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpsertWellness, WellnessEntry } from '@fj/contracts';
import { apiJson, errorMessage, toast, toastFailure } from '@fj/ui';

/** One day's entry: GET /api/wellness?startDate=day&endDate=day (an empty list = nothing recorded yet). */
export const wellnessDayKey = (day: string) => [`/api/wellness?startDate=${day}&endDate=${day}`] as const;

export function useWellnessDay(day: string) {
  return useQuery<WellnessEntry[], Error, WellnessEntry | null>({
    queryKey: wellnessDayKey(day),
    select: (list) => list[0] ?? null,
  });
}

/** PUT /api/wellness/{day}: the fields sent change; the day's cache takes the answer. */
export function useSaveWellness(day: string, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpsertWellness) => apiJson<WellnessEntry>('PUT', `/api/wellness/${day}`, changes),
    onSuccess: (entry) => {
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
