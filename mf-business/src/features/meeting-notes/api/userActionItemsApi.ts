import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateUserActionItemRequest,
  UpdateUserActionItemRequest,
  UserActionItem,
  UserActionItemStatus,
} from '@fj/contracts';
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
import { statusMessage } from '../model/userActionItems';
import { invalidateMeetingLinks } from '../../../shared/api/meetingItemsApi';

const PATH = '/api/user-action-items';
const itemUrl = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** GET /api/user-action-items: open first, each with the server's isOverdue (the user's time zone). */
export const useUserActionItems = () => useQuery<UserActionItem[]>({ queryKey: [PATH] });

/** The personal list and the meetings its items were written in (decision 2704). */
function useRefetchItems() {
  const queryClient = useQueryClient();
  return () => invalidateMeetingLinks(queryClient);
}

const failure = (fallback: string) => (error: unknown) =>
  toastFailure(error, { title: 'Error', description: errorMessage(error, fallback) });

/** Kept on this device when offline and listed as waiting to sync (docs/decisions/2602-offline-first.md). */
export function useCreateUserActionItem() {
  const refetch = useRefetchItems();
  return useWrite<CreateUserActionItemRequest, UserActionItem>({
    request: (body) => ({ method: 'POST', url: PATH, body }),
    describe: (body) => `New action item "${body.title}"`,
    onSaved: () => {
      toast({ title: 'Action Item Created' });
      return refetch();
    },
    onError: failure('Failed to create the action item'),
  });
}

/** An edit on the version it started from (`version`): changed elsewhere meanwhile, the person chooses. */
export function useUpdateUserActionItem() {
  const refetch = useRefetchItems();
  return useWrite<{ id: string; body: UpdateUserActionItemRequest; version?: string }, UserActionItem>({
    request: ({ id, body, version }) => ({ method: 'PUT', url: itemUrl(id), body, ifMatch: version, scope: PATH }),
    describe: ({ body }) => `Edit action item "${body.title ?? ''}"`,
    onQueued: ({ id, body }, _queued, queryClient) => patchCachedRecords(queryClient, PATH, id, body),
    onSaved: () => {
      toast({ title: 'Action Item Updated' });
      return refetch();
    },
    onError: failure('Failed to update the action item'),
  });
}

/**
 * A status change from a list: saved at once; the toast names the item and its Undo puts the previous status back.
 * Offline the new status shows at once and syncs later.
 */
export function useChangeUserActionItemStatus() {
  const refetch = useRefetchItems();
  const onError = failure('Failed to update the action item');
  return useWrite<{ item: UserActionItem; status: UserActionItemStatus }, UserActionItem>({
    request: ({ item, status }) => ({ method: 'PUT', url: itemUrl(item.id), body: { status }, scope: PATH }),
    describe: ({ item, status }) => statusMessage(item.title, status),
    onQueued: ({ item, status }, _queued, queryClient) => patchCachedRecords(queryClient, PATH, item.id, { status }),
    onSaved: (_saved, { item, status }) => {
      toastWithUndo({
        title: 'Status Updated',
        description: statusMessage(item.title, status),
        onUndo: () => void apiJson('PUT', itemUrl(item.id), { status: item.status }).then(refetch, onError),
      });
      return refetch();
    },
    onError,
  });
}

export function useDeleteUserActionItem() {
  const refetch = useRefetchItems();
  return (item: UserActionItem) =>
    deleteWithUndo({
      id: item.id,
      url: itemUrl(item.id),
      title: 'Action Item Deleted',
      description: item.title,
      onError: failure('Failed to delete the action item'),
      refetch,
    });
}
