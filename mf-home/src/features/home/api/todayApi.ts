import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checklist, ContentPlan, Today, TodayActionItem } from '@fj/contracts';
import { apiJson, errorMessage, toastFailure, toastWithUndo } from '@fj/ui';

// Home's Today and the first-run checklist (docs/decisions/2705-home-today-and-first-run-checklist.md).

export const TODAY_KEY = ['/api/home/today'] as const;
export const CHECKLIST_KEY = ['/api/home/checklist'] as const;

/** Read again each time home opens: other screens change content, items and meetings without telling home. */
export const useToday = () => useQuery<Today>({ queryKey: TODAY_KEY, refetchOnMount: 'always' });
export const useChecklist = () => useQuery<Checklist>({ queryKey: CHECKLIST_KEY, refetchOnMount: 'always' });

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

/** What ticking a Today line sends, and what Undo sends back. */
type Tick = { url: string; method: 'PATCH' | 'PUT'; done: object; undo: object; title: string };

export const contentTick = (plan: ContentPlan): Tick => ({
  url: `/api/content-plans/${plan.id}`,
  method: 'PATCH',
  done: { isCompleted: !plan.isCompleted },
  undo: { isCompleted: plan.isCompleted },
  title: plan.isCompleted ? `${plan.title} reopened` : `${plan.title} done`,
});

export const actionItemTick = (item: TodayActionItem): Tick => ({
  url: item.kind === 'business' ? `/api/action-items/${item.id}` : `/api/user-action-items/${item.id}`,
  method: 'PUT',
  done: { status: 'completed' },
  undo: { status: item.status },
  title: `${item.title} done`,
});

/**
 * Ticks a line of Today: saved at once, the list read again, and a toast naming it with Undo for 5 s
 * (docs/product.md#records-edit-delete-undo).
 */
export function useTick() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TODAY_KEY });
  const send = (tick: Tick, body: object) => apiJson(tick.method, tick.url, body);
  return useMutation({
    mutationFn: (tick: Tick) => send(tick, tick.done),
    onSuccess: (_data, tick) => {
      toastWithUndo({
        title: tick.title,
        onUndo: () =>
          void send(tick, tick.undo).then(
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
