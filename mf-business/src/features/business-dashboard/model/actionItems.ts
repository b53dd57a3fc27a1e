import type { ActionItem, ActionItemStatus, Priority, UpdateActionItemRequest } from '@fj/contracts';

export interface ActionItemGroup {
  status: ActionItemStatus;
  heading: string;
  items: ActionItem[];
}

/** Spec §4: items are grouped by status, in this order, with readable headings. */
export const ACTION_ITEM_STATUS_HEADINGS: Record<ActionItemStatus, string> = {
  todo: 'To Do',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

/** Every status group in display order (empty groups included; the screen decides whether to show them). */
export function groupActionItemsByStatus(items: readonly ActionItem[]): ActionItemGroup[] {
  return (Object.keys(ACTION_ITEM_STATUS_HEADINGS) as ActionItemStatus[]).map((status) => ({
    status,
    heading: ACTION_ITEM_STATUS_HEADINGS[status],
    items: items.filter((item) => item.status === status),
  }));
}

/**
 * Spec §4/§7: the checkbox toggles completed ↔ todo (an in-progress item becomes completed).
 * Completing sends completedAt = now; the server keeps its own clock's value.
 */
export function toggleActionItemRequest(item: Pick<ActionItem, 'status'>, now: Date = new Date()): UpdateActionItemRequest {
  return item.status === 'completed' ? { status: 'todo' } : { status: 'completed', completedAt: now.toISOString() };
}

export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const PRIORITY_CHOICES = Object.keys(PRIORITY_LABELS) as Priority[];
