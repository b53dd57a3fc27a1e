import type { ActionItem, ActionItemStatus, Priority, UpdateActionItemRequest } from '@fj/contracts';

export interface ActionItemGroup {
  status: ActionItemStatus;
  heading: string;
  items: ActionItem[];
}

/**
 * Items are grouped by status (docs/product.md#business-action-items), in this order, with readable headings (also the
 * status names in forms).
 */
export const ACTION_ITEM_STATUS_HEADINGS: Record<ActionItemStatus, string> = {
  todo: 'To Do',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export const PRIORITY_LABELS: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const PRIORITY_CHOICES = Object.keys(PRIORITY_LABELS) as Priority[];

const PRIORITY_RANK: Record<Priority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/**
 * A to-do list order: the soonest due date first (no due date last), then the highest priority, then the newest.
 * (Status comes first through the groups.)
 */
export function compareActionItems(a: ActionItem, b: ActionItem): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || b.createdAt.localeCompare(a.createdAt);
}

/** Every status group in display order, each sorted as a to-do list (empty groups included). */
export function groupActionItemsByStatus(items: readonly ActionItem[]): ActionItemGroup[] {
  return (Object.keys(ACTION_ITEM_STATUS_HEADINGS) as ActionItemStatus[]).map((status) => ({
    status,
    heading: ACTION_ITEM_STATUS_HEADINGS[status],
    items: items.filter((item) => item.status === status).sort(compareActionItems),
  }));
}

/** Overdue: not completed and due before today (today in the user's time zone, yyyy-MM-dd). */
export const isOverdue = (item: Pick<ActionItem, 'status' | 'dueDate'>, today: string): boolean =>
  item.status !== 'completed' && item.dueDate !== null && item.dueDate < today;

/**
 * The checkbox toggles completed ↔ todo (an in-progress item becomes completed).
 * Completing sends completedAt = now; the server keeps its own clock's value.
 */
export function toggleActionItemRequest(
  item: Pick<ActionItem, 'status'>,
  now: Date = new Date(),
): UpdateActionItemRequest {
  return item.status === 'completed' ? { status: 'todo' } : { status: 'completed', completedAt: now.toISOString() };
}

/** What the status toast says after the checkbox: it names the item. */
export const statusChangeMessage = (title: string, status: ActionItemStatus) =>
  `“${title}” is ${status === 'completed' ? 'completed' : `back in ${ACTION_ITEM_STATUS_HEADINGS[status]}`}.`;
