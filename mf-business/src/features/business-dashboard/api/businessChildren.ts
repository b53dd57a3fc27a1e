import { useQueryClient } from '@tanstack/react-query';
import {
  apiJson,
  deleteWithUndo,
  errorMessage,
  patchCachedRecords,
  toast,
  toastFailure,
  toastWithUndo,
  useWrite,
} from '@fj/ui';
import { businessDetailKey } from './businessDetailApi';
import { invalidateMeetingLinks } from '../../../shared/api/meetingItemsApi';

/** The lists that hang off one business, read with `?businessId=`. */
export type BusinessChildPath =
  '/api/business-metrics' | '/api/meeting-notes' | '/api/action-items' | '/api/growth-ideas';

export const businessChildKey = (path: BusinessChildPath, businessId: string) => [path, { businessId }] as const;

export function fetchBusinessChildren<T>(path: BusinessChildPath, businessId: string): Promise<T[]> {
  return apiJson<T[]>('GET', `${path}?businessId=${encodeURIComponent(businessId)}`);
}

const recordUrl = (path: BusinessChildPath, id: string) => `${path}/${encodeURIComponent(id)}`;

/** What a write does, in words, while it waits to sync on this device (docs/decisions/2602-offline-first.md). */
const NOUNS: Record<BusinessChildPath, string> = {
  '/api/business-metrics': 'figures',
  '/api/meeting-notes': 'meeting',
  '/api/action-items': 'action item',
  '/api/growth-ideas': 'growth idea',
};
const named = (body: unknown) => {
  const { title, date } = (body ?? {}) as { title?: string; date?: string };
  return title ? ` "${title}"` : date ? ` for ${date}` : '';
};

/**
 * Lists refetch after mutations (docs/product.md#data-loading): the changed list and the business header (totals and
 * counts).
 */
export function useRefetchBusinessChildren(path: BusinessChildPath, businessId: string) {
  const queryClient = useQueryClient();
  // A meeting's action items are the business's: meetings and action items are read again together (decision 2704).
  const linked = path === '/api/meeting-notes' || path === '/api/action-items';
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: businessChildKey(path, businessId) }),
      queryClient.invalidateQueries({ queryKey: businessDetailKey(businessId), exact: true }),
      linked ? invalidateMeetingLinks(queryClient) : undefined,
    ]);
}

/**
 * POST one record; the list refetches. `created` is the success toast and `failure` its error text (the texts are in
 * docs/product.md#business-dashboard; `serverMessage` shows the server's own message first, when it sent one).
 */
export function useCreateBusinessChild<TBody, TRecord>(
  path: BusinessChildPath,
  businessId: string,
  { created, failure, serverMessage = false }: { created: string; failure: string; serverMessage?: boolean },
) {
  const refetch = useRefetchBusinessChildren(path, businessId);
  // Offline it is kept on this device and listed as waiting to sync (docs/decisions/2602-offline-first.md).
  return useWrite<TBody, TRecord>({
    request: (body) => ({ method: 'POST', url: path, body }),
    describe: (body) => `New ${NOUNS[path]}${named(body)}`,
    onSaved: () => {
      void refetch();
      toast({ title: created });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Error', description: serverMessage ? errorMessage(error, failure) : failure }),
  });
}

/**
 * PUT one record (an edit or a status change); resolves once the list has refetched. An edit of a record with a
 * version (`version`, its updatedAt) applies only to that version: changed elsewhere meanwhile, the person chooses
 * (docs/decisions/2603-edit-conflicts.md). Offline the change shows at once and syncs later.
 */
export function useUpdateBusinessChild<TBody extends object, TRecord>(
  path: BusinessChildPath,
  businessId: string,
  { updated, failure }: { updated?: string; failure: string },
) {
  const refetch = useRefetchBusinessChildren(path, businessId);
  return useWrite<{ id: string; body: TBody; version?: string }, TRecord>({
    request: ({ id, body, version }) => ({
      method: 'PUT',
      url: recordUrl(path, id),
      body,
      ifMatch: version,
      scope: path,
    }),
    describe: ({ body }) => `Edit ${NOUNS[path]}${named(body)}`,
    onQueued: ({ id, body }, _queued, queryClient) => patchCachedRecords(queryClient, path, id, body),
    onSaved: () => {
      if (updated) toast({ title: updated });
      return refetch();
    },
    onError: (error) => toastFailure(error, { title: 'Update Failed', description: errorMessage(error, failure) }),
  });
}

/**
 * Delete from a list with Undo: the record disappears at once, the toast offers Undo for 5 s, and the DELETE runs when
 * the toast closes without Undo (removeWithUndo). An id that is already gone counts as deleted.
 */
export function useDeleteBusinessChild(
  path: BusinessChildPath,
  businessId: string,
  { deleted, failure }: { deleted: string; failure: string },
) {
  const refetch = useRefetchBusinessChildren(path, businessId);
  return (id: string, name: string) =>
    deleteWithUndo({
      id,
      url: recordUrl(path, id),
      title: deleted,
      description: name,
      onError: (error) => toastFailure(error, { title: 'Delete Failed', description: errorMessage(error, failure) }),
      refetch,
    });
}

/**
 * A status change from a list (the action item checkbox, the idea dropdown): PUT `body`, then the
 * 'Status Updated' toast naming the record, with Undo for 5 s that puts its previous status back. The toast is raised
 * here, not in the caller, because the record's row may move to another group (and unmount) when the list refetches.
 */
export function useStatusChange<S extends string, TRecord extends { id: string; title: string; status: S }>(
  path: BusinessChildPath,
  businessId: string,
  { describe, failure }: { describe: (title: string, status: S) => string; failure: string },
) {
  const refetch = useRefetchBusinessChildren(path, businessId);
  const onError = (error: unknown) =>
    toastFailure(error, { title: 'Update Failed', description: errorMessage(error, failure) });
  return useWrite<{ record: TRecord; body: { status: S } }, TRecord>({
    request: ({ record, body }) => ({ method: 'PUT', url: recordUrl(path, record.id), body, scope: path }),
    describe: ({ record, body }) => describe(record.title, body.status),
    onQueued: ({ record, body }, _queued, queryClient) => patchCachedRecords(queryClient, path, record.id, body),
    onSaved: (_saved, { record, body }) => {
      toastWithUndo({
        title: 'Status Updated',
        description: describe(record.title, body.status),
        onUndo: () => void apiJson('PUT', recordUrl(path, record.id), { status: record.status }).then(refetch, onError),
      });
      return refetch();
    },
    onError,
  });
}
