import type { Today } from '@fj/contracts';
import type { PendingWrite } from '@fj/ui';

/**
 * Today as it will be once the ticks waiting on this device have synced (docs/decisions/2602-offline-first.md):
 * whether made here or on the content plan, meeting or action item screens, a plan ticked offline shows ticked and a
 * completed action item leaves Due Today. Writes that need attention change nothing.
 */
export function withWaitingTicks(today: Today, writes: readonly PendingWrite[]): Today {
  let result = today;
  for (const write of writes) {
    if (write.problem || (write.method !== 'PATCH' && write.method !== 'PUT')) continue;
    const [, api, path, rawId, ...rest] = write.url.split('?')[0].split('/');
    if (api !== 'api' || !rawId || rest.length > 0) continue;
    const id = decodeURIComponent(rawId);
    const body = (write.body ?? {}) as { isCompleted?: unknown; status?: unknown };
    if (path === 'content-plans' && typeof body.isCompleted === 'boolean') {
      const isCompleted = body.isCompleted;
      result = { ...result, content: result.content.map((p) => (p.id === id ? { ...p, isCompleted } : p)) };
    } else if (
      (path === 'action-items' || path === 'user-action-items') &&
      body.status === 'completed' &&
      result.actionItems.some((item) => item.id === id)
    ) {
      result = {
        ...result,
        actionItems: result.actionItems.filter((item) => item.id !== id),
        actionItemsTotal: Math.max(0, result.actionItemsTotal - 1),
      };
    }
  }
  return result;
}
