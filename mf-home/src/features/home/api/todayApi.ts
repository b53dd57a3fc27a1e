import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checklist, ContentPlan, Today, TodayActionItem } from '@fj/contracts';
import {
  apiJson,
  errorMessage,
  patchCachedRecords,
  readAgainOnEachOpen,
  toastFailure,
  toastWithUndo,
  useWrite,
} from '@fj/ui';

// Home's Today and the first-run checklist (docs/decisions/2705-home-today-and-first-run-checklist.md).

export const TODAY_KEY = ['/api/home/today'] as const;
export const CHECKLIST_KEY = ['/api/home/checklist'] as const;

/**
 * Read again each time home opens (other screens change content, items and meetings without telling home), except
 * when the page brought the answer just now.
 */
export const useToday = () => useQuery<Today>({ queryKey: TODAY_KEY, refetchOnMount: readAgainOnEachOpen });
export const useChecklist = () => useQuery<Checklist>({ queryKey: CHECKLIST_KEY, refetchOnMount: readAgainOnEachOpen });

/** PUT /api/home/checklist { dismissed: true }: stored on the server, so it stays hidden on every device. */
export function useDismissChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Checklist>('PUT', '/api/home/checklist', { dismissed: true }),
    onSuccess: (checklist) => queryClient.setQueryData(CHECKLIST_KEY, checklist),
    onError: (error) =>
      toastFailure(error, { title: 'Update Failed', description: errorMessage(error, 'Could not hide the checklist') }),
  });
}

/** What ticking a Today line sends, what Undo sends back, and how it shows while it waits on this device. */
type Tick = {
  url: string;
  method: 'PATCH' | 'PUT';
  done: object;
  undo: object;
  title: string;
  /** The waiting write, in words (as the content plan and action item screens name theirs). */
  label: string;
  /** The record's own lists, patched at once when the tick is kept offline. */
  scope: string;
  id: string;
};

export const contentTick = (plan: ContentPlan): Tick => ({
  url: `/api/content-plans/${plan.id}`,
  method: 'PATCH',
  done: { isCompleted: !plan.isCompleted },
  undo: { isCompleted: plan.isCompleted },
  title: plan.isCompleted ? `${plan.title} reopened` : `${plan.title} done`,
  label: `${plan.isCompleted ? 'Reopen' : 'Complete'} "${plan.title}"`,
  scope: '/api/content-plans',
  id: plan.id,
});

export const actionItemTick = (item: TodayActionItem): Tick => {
  const scope = item.kind === 'business' ? '/api/action-items' : '/api/user-action-items';
  return {
    url: `${scope}/${item.id}`,
    method: 'PUT',
    done: { status: 'completed' },
    undo: { status: item.status },
    title: `${item.title} done`,
    label: `Complete action item "${item.title}"`,
    scope,
    id: item.id,
  };
};

/**
 * Ticks a line of Today: saved at once, the list read again, and a toast naming it with Undo for 5 s
 * (docs/product.md#records-edit-delete-undo). Offline the tick is kept on this device, shown at once, and synced
 * later (docs/decisions/2602-offline-first.md).
 */
export function useTick() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TODAY_KEY });
  return useWrite<Tick, unknown>({
    request: (tick) => ({ method: tick.method, url: tick.url, body: tick.done, scope: tick.scope }),
    describe: (tick) => tick.label,
    // Today shows it through the waiting writes (model/waitingTicks.ts); the record's own lists are patched.
    onQueued: (tick, _queued, client) => patchCachedRecords(client, tick.scope, tick.id, tick.done),
    onSaved: (_data, tick) => {
      toastWithUndo({
        title: tick.title,
        onUndo: () =>
          void apiJson(tick.method, tick.url, tick.undo).then(
            () => refresh(),
            (error: unknown) =>
              toastFailure(error, { title: 'Update Failed', description: errorMessage(error, 'Could not undo') }),
          ),
      });
      // Settles once Today is read again, so the box does not flick back meanwhile.
      return refresh();
    },
    onError: (error) =>
      toastFailure(error, { title: 'Update Failed', description: errorMessage(error, 'Could not save that change') }),
  });
}
