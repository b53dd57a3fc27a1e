import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MeetingActionItem } from '@fj/contracts';
import { apiJson, errorMessage, toastFailure, toastWithUndo } from '@fj/ui';

// A meeting's action items are real action items (docs/decisions/2704-meeting-action-items-are-tasks.md): the meeting
// lists, the business's Actions tab and the personal list all show them, so a change in one is read again by all.

/** Every meeting list and every action-item list (business and personal). */
export function invalidateMeetingLinks(queryClient: QueryClient) {
  return Promise.all(
    ['/api/meeting-notes', '/api/action-items', '/api/user-action-items'].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

/**
 * Ticks (or unticks) an action item from its meeting: a business meeting's through its business's action items, a
 * personal one's through the person's; saved at once, with Undo.
 */
export function useToggleMeetingItem(kind: 'business' | 'personal') {
  const queryClient = useQueryClient();
  const put = (item: MeetingActionItem, status: string) =>
    apiJson(
      'PUT',
      kind === 'business'
        ? `/api/action-items/${encodeURIComponent(item.id)}`
        : `/api/user-action-items/${encodeURIComponent(item.id)}`,
      { status },
    );
  const reopened = kind === 'business' ? 'todo' : 'pending';
  return useMutation({
    mutationFn: (item: MeetingActionItem) => put(item, item.completed ? reopened : 'completed'),
    onSuccess: (_answer, item) => {
      toastWithUndo({
        title: item.completed ? `${item.title} reopened` : `${item.title} done`,
        onUndo: () => void put(item, item.status).then(() => invalidateMeetingLinks(queryClient)),
      });
      // Settles once the lists are read again, so the box does not flick back meanwhile.
      return invalidateMeetingLinks(queryClient);
    },
    onError: (error) =>
      toastFailure(error, { title: 'Update Failed', description: errorMessage(error, 'Could not update the item') }),
  });
}
