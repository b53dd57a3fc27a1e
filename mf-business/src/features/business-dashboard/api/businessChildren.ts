import { useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@fj/ui';
import { businessDetailKey } from './businessDetailApi';

/** The lists that hang off one business, read with `?businessId=`. */
export type BusinessChildPath = '/api/business-metrics' | '/api/meeting-notes' | '/api/action-items' | '/api/growth-ideas';

export const businessChildKey = (path: BusinessChildPath, businessId: string) => [path, { businessId }] as const;

export function fetchBusinessChildren<T>(path: BusinessChildPath, businessId: string): Promise<T[]> {
  return apiJson<T[]>('GET', `${path}?businessId=${encodeURIComponent(businessId)}`);
}

/** Spec §4 "Lists refetch after mutations": the changed list and the business header (totals and counts). */
export function useRefetchBusinessChildren(path: BusinessChildPath, businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: businessChildKey(path, businessId) }),
      queryClient.invalidateQueries({ queryKey: businessDetailKey(businessId), exact: true }),
    ]);
}
