import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentPlan,
  ContentPlanFilter as ContentPlanQuery,
  CreateContentPlanRequest,
  UpdateContentPlanRequest,
} from '@fj/contracts';
import {
  ApiError,
  apiJson,
  apiRequest,
  errorMessage,
  patchCachedRecords,
  queryMeta,
  toast,
  toastFailure,
  toastWithUndo,
  useWrite,
} from '@fj/ui';

const PATH = '/api/content-plans';
/** Every content plan list (any filter) sits under this prefix, so one invalidation refreshes them all. */
export const CONTENT_PLANS_KEY = [PATH] as const;

export type ContentPlanFilter = Partial<ContentPlanQuery>;

/** `?businessId=…&from=…` from the filter's defined values. */
export function contentPlansUrl(filter: ContentPlanFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export function useContentPlans(filter: ContentPlanFilter, enabled = true) {
  return useQuery({
    queryKey: [PATH, filter],
    queryFn: () => apiJson<ContentPlan[]>('GET', contentPlansUrl(filter)),
    meta: queryMeta(contentPlansUrl(filter)),
    enabled,
  });
}

const recordUrl = (id: string) => `${PATH}/${encodeURIComponent(id)}`;
const UPDATED = { title: 'Updated', description: 'Content plan updated successfully' };
const UPDATE_FAILED = { title: 'Error', description: 'Failed to update content plan' };

/** Lists refetch after mutations: every content plan list, and the analytics that count completed plans. */
function useRefetchPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CONTENT_PLANS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/analytics'] }),
    ]);
}

/**
 * POST, with the toasts 'Success' / 'Content plan created successfully' and 'Error' / 'Failed to create content plan'.
 * Offline it is kept on this device and listed as waiting to sync (docs/decisions/2602-offline-first.md).
 */
export function useCreateContentPlan() {
  const refetch = useRefetchPlans();
  return useWrite<CreateContentPlanRequest, ContentPlan>({
    request: (body) => ({ method: 'POST', url: PATH, body }),
    describe: (body) => `New content plan "${body.title}"`,
    onSaved: () => {
      toast({ title: 'Success', description: 'Content plan created successfully' });
      return refetch();
    },
    onError: (error) => toastFailure(error, { title: 'Error', description: 'Failed to create content plan' }),
  });
}

/** A plan ticked or unticked offline shows its new state at once (its status follows, as the server derives it). */
const completedPatch = (plan: ContentPlan, isCompleted: boolean) => ({
  isCompleted,
  status: plan.scheduledDate === null ? 'draft' : isCompleted ? 'published' : 'scheduled',
});

/**
 * The complete toggle (PATCH { isCompleted }): 'Updated' / 'Content plan updated successfully' with Undo,
 * raised here because the plan may move to another list (and unmount) when the lists refetch. Offline the tick
 * shows at once and syncs later.
 */
export function useToggleContentPlan() {
  const refetch = useRefetchPlans();
  const onError = (error: unknown) => toastFailure(error, UPDATE_FAILED);
  return useWrite<{ plan: ContentPlan; isCompleted: boolean }, ContentPlan>({
    request: ({ plan, isCompleted }) => ({
      method: 'PATCH',
      url: recordUrl(plan.id),
      body: { isCompleted },
      scope: PATH,
    }),
    describe: ({ plan, isCompleted }) => `${isCompleted ? 'Complete' : 'Reopen'} "${plan.title}"`,
    onQueued: ({ plan, isCompleted }, _queued, queryClient) =>
      patchCachedRecords(queryClient, PATH, plan.id, completedPatch(plan, isCompleted)),
    onSaved: (_saved, { plan }) => {
      toastWithUndo({
        ...UPDATED,
        onUndo: () =>
          void apiJson('PATCH', recordUrl(plan.id), { isCompleted: plan.isCompleted }).then(refetch, onError),
      });
      return refetch();
    },
    onError,
  });
}

/**
 * The edit form's PATCH (every field it shows), on the version the form opened (`version`): changed elsewhere
 * meanwhile, the person chooses which to keep (docs/decisions/2603-edit-conflicts.md).
 */
export function useUpdateContentPlan() {
  const refetch = useRefetchPlans();
  return useWrite<{ id: string; body: UpdateContentPlanRequest; version?: string }, ContentPlan>({
    request: ({ id, body, version }) => ({ method: 'PATCH', url: recordUrl(id), body, ifMatch: version, scope: PATH }),
    describe: ({ body }) => `Edit content plan "${body.title ?? ''}"`,
    onQueued: ({ id, body }, _queued, queryClient) => patchCachedRecords(queryClient, PATH, id, body),
    onSaved: () => {
      toast(UPDATED);
      return refetch();
    },
    onError: (error) =>
      toastFailure(error, { title: 'Error', description: errorMessage(error, UPDATE_FAILED.description) }),
  });
}

/** DELETE after the sheet's confirmation; a plan already gone counts as deleted. */
export function useDeleteContentPlan() {
  const refetch = useRefetchPlans();
  return useMutation({
    mutationFn: (plan: ContentPlan) =>
      apiRequest('DELETE', recordUrl(plan.id)).catch((error) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }),
    onSuccess: (_r, plan) => {
      toast({ title: 'Content Plan Deleted', description: plan.title });
      return refetch();
    },
    onError: (error) => toastFailure(error, { title: 'Error', description: 'Failed to delete content plan' }),
  });
}
