import { useMutation, useQuery } from '@tanstack/react-query';
import type { BusinessMetric, RecordBusinessMetricRequest } from '@fj/contracts';
import { apiJson, errorMessage, toast } from '@fj/ui';
import { toastFailure } from '../../../shared/toastFailure';
import { businessChildKey, fetchBusinessChildren, useRefetchBusinessChildren } from './businessChildren';

const PATH = '/api/business-metrics';

/** Recorded dates, oldest first. */
export function useBusinessMetrics(businessId: string) {
  return useQuery({ queryKey: businessChildKey(PATH, businessId), queryFn: () => fetchBusinessChildren<BusinessMetric>(PATH, businessId) });
}

/** POST /api/business-metrics: revenue and clients for a date (recording a date again replaces it). */
export function useRecordMetric(businessId: string) {
  const refetch = useRefetchBusinessChildren(PATH, businessId);
  return useMutation({
    mutationFn: (body: RecordBusinessMetricRequest) => apiJson<BusinessMetric>('POST', PATH, body),
    onSuccess: () => {
      void refetch();
      toast({ title: 'Metrics Recorded', description: 'Revenue and clients are up to date.' });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Error', description: errorMessage(error, 'Failed to record revenue. Please try again.') }),
  });
}
