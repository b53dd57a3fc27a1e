import { useMutation, useQuery } from '@tanstack/react-query';
import type { ActionItem, CreateActionItemRequest, UpdateActionItemRequest } from '@fj/contracts';
import { apiJson, errorMessage, toast } from '@fj/ui';
import { toastFailure } from '../../../shared/toastFailure';
import { businessChildKey, fetchBusinessChildren, useRefetchBusinessChildren } from './businessChildren';

const PATH = '/api/action-items';

export function useActionItems(businessId: string) {
  return useQuery({ queryKey: businessChildKey(PATH, businessId), queryFn: () => fetchBusinessChildren<ActionItem>(PATH, businessId) });
}

export function useCreateActionItem(businessId: string) {
  const refetch = useRefetchBusinessChildren(PATH, businessId);
  return useMutation({
    mutationFn: (body: CreateActionItemRequest) => apiJson<ActionItem>('POST', PATH, body),
    onSuccess: () => {
      void refetch();
      toast({ title: 'Action Item Created' });
    },
    onError: (error) => toastFailure(error, { title: 'Error', description: 'Failed to create action item. Please try again.' }),
  });
}

/** PUT /api/action-items/:id (the checkbox). */
export function useUpdateActionItemStatus(businessId: string) {
  const refetch = useRefetchBusinessChildren(PATH, businessId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateActionItemRequest }) =>
      apiJson<ActionItem>('PUT', `${PATH}/${encodeURIComponent(id)}`, body),
    onSuccess: () => {
      toast({ title: 'Status Updated' });
      return refetch();
    },
    onError: (error) => toastFailure(error, { title: 'Update Failed', description: errorMessage(error, 'Failed to update the action item. Please try again.') }),
  });
}
