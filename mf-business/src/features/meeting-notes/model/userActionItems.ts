import type {
  CreateUserActionItemRequest,
  Priority,
  UpdateUserActionItemRequest,
  UserActionItem,
  UserActionItemStatus,
} from '@fj/contracts';
import { ACTION_ITEM_TITLE_REQUIRED } from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';
import { nullableText } from '../../../shared/model/formValues';

/**
 * Statuses (docs/product.md#personal-action-items), as the dropdown and the detail sheet name them (every status may
 * change to any other).
 */
export const USER_ACTION_ITEM_STATUS_LABELS: Record<UserActionItemStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  blocked: 'Blocked',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Open means pending or in_progress. */
export const isOpen = (item: Pick<UserActionItem, 'status'>) =>
  item.status === 'pending' || item.status === 'in_progress';

/** Cards show at most 3 items, then '+N more'. */
export const CARD_ITEMS = 3;
export function firstFew<T>(items: readonly T[], count = CARD_ITEMS): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

export const statusMessage = (title: string, status: UserActionItemStatus) =>
  `“${title}” is now ${USER_ACTION_ITEM_STATUS_LABELS[status]}.`;

export interface UserActionItemFormValues {
  title: string;
  description: string;
  priority: Priority;
  /** yyyy-MM-dd or '' */
  dueDate: string;
  status: UserActionItemStatus;
}

export const EMPTY_USER_ACTION_ITEM_FORM: UserActionItemFormValues = {
  title: '',
  description: '',
  priority: 'medium',
  dueDate: '',
  status: 'pending',
};

export const userActionItemToFormValues = (item: UserActionItem): UserActionItemFormValues => ({
  title: item.title,
  description: item.description ?? '',
  priority: item.priority,
  dueDate: item.dueDate ?? '',
  status: item.status,
});

export const validateUserActionItemForm = (values: UserActionItemFormValues): FieldErrors<'title'> => ({
  title: isBlank(values.title) ? ACTION_ITEM_TITLE_REQUIRED : undefined,
});

/** POST and PUT send every field (null clears an optional one). */
export const toUserActionItemRequest = (
  values: UserActionItemFormValues,
): CreateUserActionItemRequest & UpdateUserActionItemRequest => ({
  title: values.title.trim(),
  description: nullableText(values.description),
  priority: values.priority,
  dueDate: values.dueDate || null,
  status: values.status,
});
