import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateUserActionItemRequest,
  UpdateUserActionItemRequest,
  UserActionItem,
  UserActionItemStatus,
} from '@fj/contracts';
import { apiJson, deleteWithUndo, errorMessage, toast, toastFailure, toastWithUndo } from '@fj/ui';
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

export function useCreateUserActionItem() {
  const refetch = useRefetchItems();
  return useMutation({
    mutationFn: (body: CreateUserActionItemRequest) => apiJson<UserActionItem>('POST', PATH, body),
    onSuccess: () => {
      toast({ title: 'Action Item Created' });
      return refetch();
    },
    onError: failure('Failed to create the action item'),
  });
}

export function useUpdateUserActionItem() {
  const refetch = useRefetchItems();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserActionItemRequest }) =>
      apiJson<UserActionItem>('PUT', itemUrl(id), body),
    onSuccess: () => {
      toast({ title: 'Action Item Updated' });
      return refetch();
    },
    onError: failure('Failed to update the action item'),
  });
}

/** A status change from a list: saved at once; the toast names the item and its Undo puts the previous status back. */
export function useChangeUserActionItemStatus() {
  const refetch = useRefetchItems();
  const onError = failure('Failed to update the action item');
  return useMutation({
    mutationFn: ({ item, status }: { item: UserActionItem; status: UserActionItemStatus }) =>
      apiJson<UserActionItem>('PUT', itemUrl(item.id), { status }),
    onSuccess: (_saved, { item, status }) => {
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
