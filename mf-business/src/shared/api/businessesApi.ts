import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business, BusinessList, CreateBusinessRequest, UpdateBusinessRequest } from '@fj/contracts';
import { apiJson, apiRequest, errorMessage, selectBusiness, toast, toastFailure, useUiNavigate } from '@fj/ui';
import { toBusinessUpdates } from '../model/reorder';

/** GET /api/businesses (the default query function reads the key). Also the prefix of every business detail key. */
export const BUSINESSES_KEY = ['/api/businesses'] as const;

export function useBusinesses() {
  return useQuery<BusinessList>({ queryKey: BUSINESSES_KEY });
}

/**
 * POST /api/businesses. The new business is selected; the plan-limit message reaches the toast
 * (docs/product.md#businesses).
 */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBusinessRequest) => apiJson<Business>('POST', '/api/businesses', body),
    onSuccess: (created) => {
      // List it before selecting it: the selected-business store falls back to the first business when the
      // stored id is not in the list, which would undo the selection until the refetch lands.
      queryClient.setQueryData<BusinessList>(BUSINESSES_KEY, (list = []) => [
        ...list.filter((b) => b.id !== created.id),
        created,
      ]);
      selectBusiness(created.id);
      void queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY });
      toast({ title: 'Business Created', description: `${created.name} is now your active business.` });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Creation Failed', description: errorMessage(error, 'Failed to create business') }),
  });
}

interface ReorderVariables {
  ordered: Business[];
  previous: BusinessList | undefined;
}

/**
 * Optimistic reorder: the list takes its new order at once, then POST /api/businesses/reorder saves every position.
 * On failure the previous order comes back with 'Reorder Failed'.
 */
export function useReorderBusinesses() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ ordered }: ReorderVariables) =>
      apiJson<BusinessList>('POST', '/api/businesses/reorder', { businessUpdates: toBusinessUpdates(ordered) }),
    onError: (error, { previous }) => {
      if (previous) queryClient.setQueryData(BUSINESSES_KEY, previous);
      toastFailure(error, {
        title: 'Reorder Failed',
        description: errorMessage(error, 'Failed to reorder businesses'),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY, exact: true }),
  });
  return (ordered: Business[]) => {
    const previous = queryClient.getQueryData<BusinessList>(BUSINESSES_KEY);
    // Synchronously, in the drop's own render: the dropped row does not flash back to its old place.
    queryClient.setQueryData(BUSINESSES_KEY, ordered);
    mutation.mutate({ ordered, previous });
  };
}

const businessUrl = (id: string) => `/api/businesses/${encodeURIComponent(id)}`;

/** PUT /api/businesses/:id (rename, description, colour). The list and the dashboard header refetch. */
export function useUpdateBusiness(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBusinessRequest) => apiJson<Business>('PUT', businessUrl(id), body),
    onSuccess: () => {
      toast({ title: 'Business Updated' });
      // The list key is the prefix of every business detail key.
      return queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update the business. Please try again.'),
      }),
  });
}

/**
 * DELETE /api/businesses/:id (after the name is typed to confirm): the business and everything recorded for it.
 * Goes to /businesses first, so the dashboard does not refetch a business that no longer exists.
 */
export function useDeleteBusiness(business: Pick<Business, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const navigate = useUiNavigate();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', businessUrl(business.id)),
    onSuccess: () => {
      navigate('/businesses');
      queryClient.setQueryData<BusinessList>(BUSINESSES_KEY, (list) => list?.filter((b) => b.id !== business.id));
      queryClient.removeQueries({ queryKey: [...BUSINESSES_KEY, encodeURIComponent(business.id)] });
      void queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY, exact: true });
      toast({
        title: 'Business Deleted',
        description: `${business.name} and everything recorded for it were deleted.`,
      });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Delete Failed',
        description: errorMessage(error, 'Failed to delete the business. Please try again.'),
      }),
  });
}
