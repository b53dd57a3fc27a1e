import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateGrowthIdeaRequest, GrowthIdea, UpdateGrowthIdeaRequest } from '@fj/contracts';
import { apiJson, errorMessage, toast } from '@fj/ui';
import { toastFailure } from '../../../shared/toastFailure';
import { businessChildKey, fetchBusinessChildren, useRefetchBusinessChildren } from './businessChildren';

const PATH = '/api/growth-ideas';

export function useGrowthIdeas(businessId: string) {
  return useQuery({ queryKey: businessChildKey(PATH, businessId), queryFn: () => fetchBusinessChildren<GrowthIdea>(PATH, businessId) });
}

export function useCreateGrowthIdea(businessId: string) {
  const refetch = useRefetchBusinessChildren(PATH, businessId);
  return useMutation({
    mutationFn: (body: CreateGrowthIdeaRequest) => apiJson<GrowthIdea>('POST', PATH, body),
    onSuccess: () => {
      void refetch();
      toast({ title: 'Growth Idea Added!' });
    },
    onError: (error) => toastFailure(error, { title: 'Error', description: 'Failed to save your growth idea. Please try again.' }),
  });
}

/** PUT /api/growth-ideas/:id (the status dropdown: any status → any other). */
export function useUpdateGrowthIdeaStatus(businessId: string) {
  const refetch = useRefetchBusinessChildren(PATH, businessId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGrowthIdeaRequest }) =>
      apiJson<GrowthIdea>('PUT', `${PATH}/${encodeURIComponent(id)}`, body),
    onSuccess: () => {
      toast({ title: 'Status Updated' });
      return refetch();
    },
    onError: (error) => toastFailure(error, { title: 'Update Failed', description: errorMessage(error, 'Failed to update the growth idea. Please try again.') }),
  });
}
