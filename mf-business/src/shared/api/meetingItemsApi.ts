import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MeetingActionItem } from '@fj/contracts';
import { apiJson, errorMessage, patchCachedRecords, toastFailure, toastWithUndo, useWrite } from '@fj/ui';

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
 * personal one's through the person's; saved at once, with Undo. Offline the tick is kept on this device, shown at
 * once (the meeting and the item's own list), and synced later (docs/decisions/2602-offline-first.md).
 */
export function useToggleMeetingItem(kind: 'business' | 'personal') {
  const queryClient = useQueryClient();
  const scope = kind === 'business' ? '/api/action-items' : '/api/user-action-items';
  const url = (item: MeetingActionItem) => `${scope}/${encodeURIComponent(item.id)}`;
  const reopened = kind === 'business' ? 'todo' : 'pending';
  const statusAfter = (item: MeetingActionItem) => (item.completed ? reopened : 'completed');
  return useWrite<MeetingActionItem, unknown>({
    request: (item) => ({ method: 'PUT', url: url(item), body: { status: statusAfter(item) }, scope }),
    describe: (item) => `${item.completed ? 'Reopen' : 'Complete'} action item "${item.title}"`,
    onQueued: (item, _queued, client) => {
      const status = statusAfter(item);
      patchCachedRecords(client, scope, item.id, { status });
      patchCachedRecords(client, '/api/meeting-notes', item.id, { status, completed: !item.completed });
    },
    onSaved: (_answer, item) => {
      toastWithUndo({
        title: item.completed ? `${item.title} reopened` : `${item.title} done`,
        onUndo: () =>
          void apiJson('PUT', url(item), { status: item.status }).then(() => invalidateMeetingLinks(queryClient)),
      });
      // Settles once the lists are read again, so the box does not flick back meanwhile.
      return invalidateMeetingLinks(queryClient);
    },
    onError: (error) =>
      toastFailure(error, { title: 'Update Failed', description: errorMessage(error, 'Could not update the item') }),
  });
}
