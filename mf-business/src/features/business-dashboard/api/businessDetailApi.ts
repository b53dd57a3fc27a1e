import { useQuery } from '@tanstack/react-query';
import type { BusinessDetail } from '@fj/contracts';
import { ApiError } from '@fj/ui';

/** GET /api/businesses/:id — the default query function reads the key. Under the businesses list key's prefix. */
export const businessDetailKey = (businessId: string) => ['/api/businesses', encodeURIComponent(businessId)] as const;

export function useBusinessDetail(businessId: string) {
  return useQuery<BusinessDetail>({ queryKey: businessDetailKey(businessId) });
}

/** Unknown ids and other users' businesses both answer 404 (never revealing which). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
