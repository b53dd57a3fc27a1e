import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CycleDay, CycleSummary, PutCycleDayRequest } from '@fj/contracts';
import { apiJson, errorMessage, toast, toastFailure } from '@fj/ui';

export const cycleDaysKey = (from: string, to: string) => [`/api/cycle/days?from=${from}&to=${to}`] as const;
export const CYCLE_SUMMARY_KEY = ['/api/cycle/summary'] as const;
export const useCycleDays = (from: string, to: string) => useQuery<CycleDay[]>({ queryKey: cycleDaysKey(from, to) });
export const useCycleSummary = () => useQuery<CycleSummary>({ queryKey: CYCLE_SUMMARY_KEY });

/** PUT /api/cycle/days/{date}: the whole day; the month and the prediction are read again. */
export function usePutCycleDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, day }: { date: string; day: PutCycleDayRequest }) =>
      apiJson<CycleDay>('PUT', `/api/cycle/days/${date}`, day),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/cycle/'),
      });
      toast({ title: 'Cycle day saved' });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Save Failed', description: errorMessage(error, 'Could not save this day') }),
  });
}
