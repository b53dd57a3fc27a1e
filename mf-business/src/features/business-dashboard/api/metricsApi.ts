import { useQuery } from '@tanstack/react-query';
import type { BusinessMetric, RecordBusinessMetricRequest, UpdateBusinessMetricRequest } from '@fj/contracts';
import {
  businessChildKey,
  fetchBusinessChildren,
  useCreateBusinessChild,
  useDeleteBusinessChild,
  useUpdateBusinessChild,
} from './businessChildren';

const PATH = '/api/business-metrics';

/** Recorded dates, oldest first. */
export function useBusinessMetrics(businessId: string) {
  return useQuery({
    queryKey: businessChildKey(PATH, businessId),
    queryFn: () => fetchBusinessChildren<BusinessMetric>(PATH, businessId),
  });
}

/** POST /api/business-metrics: revenue and clients for a date (recording a date again replaces it). */
export const useRecordMetric = (businessId: string) =>
  useCreateBusinessChild<RecordBusinessMetricRequest, BusinessMetric>(PATH, businessId, {
    created: 'Metrics Recorded',
    failure: 'Failed to record revenue. Please try again.',
    serverMessage: true,
  });

export const useUpdateMetric = (businessId: string) =>
  useUpdateBusinessChild<UpdateBusinessMetricRequest, BusinessMetric>(PATH, businessId, {
    updated: 'Figures Updated',
    failure: 'Failed to update the figures. Please try again.',
  });

export const useDeleteMetric = (businessId: string) =>
  useDeleteBusinessChild(PATH, businessId, {
    deleted: 'Figures Deleted',
    failure: 'Failed to delete the figures. Please try again.',
  });
