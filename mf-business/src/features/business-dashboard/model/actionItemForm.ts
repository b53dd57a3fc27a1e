import type {
  ActionItem,
  ActionItemStatus,
  CreateActionItemRequest,
  Priority,
  UpdateActionItemRequest,
} from '@fj/contracts';
import { ACTION_ITEM_TITLE_REQUIRED } from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';
import { nullableText, optionalText } from '../../../shared/model/formValues';

export interface ActionItemFormValues {
  title: string;
  description: string;
  priority: Priority;
  /** yyyy-MM-dd or '' */
  dueDate: string;
  assignedTo: string;
  /** Only the edit form shows it; new items start 'todo'. */
  status: ActionItemStatus;
}

/** Default priority medium (docs/product.md#business-action-items). */
export const EMPTY_ACTION_ITEM_FORM: ActionItemFormValues = {
  title: '',
  description: '',
  priority: 'medium',
  dueDate: '',
  assignedTo: '',
  status: 'todo',
};

export const actionItemToFormValues = (item: ActionItem): ActionItemFormValues => ({
  title: item.title,
  description: item.description ?? '',
  priority: item.priority,
  dueDate: item.dueDate ?? '',
  assignedTo: item.assignedTo ?? '',
  status: item.status,
});

/** The title is required (non-empty after trimming). */
export const validateActionItemForm = (values: ActionItemFormValues): FieldErrors<'title'> =>
  isBlank(values.title) ? { title: ACTION_ITEM_TITLE_REQUIRED } : {};

/** The POST /api/action-items body (fields plus businessId, status todo); null when the title is blank. */
export function toCreateActionItemRequest(
  values: ActionItemFormValues,
  businessId: string,
): CreateActionItemRequest | null {
  const title = values.title.trim();
  if (!title) return null;
  return {
    businessId,
    title,
    description: optionalText(values.description),
    priority: values.priority,
    dueDate: values.dueDate || null,
    assignedTo: optionalText(values.assignedTo),
    status: 'todo',
  };
}

/** The PUT /api/action-items/:id body of the edit form: every field (emptied ones as null, to clear them). */
export function toUpdateActionItemRequest(values: ActionItemFormValues): UpdateActionItemRequest | null {
  const title = values.title.trim();
  if (!title) return null;
  return {
    status: values.status,
    title,
    description: nullableText(values.description),
    priority: values.priority,
    dueDate: values.dueDate || null,
    assignedTo: nullableText(values.assignedTo),
  };
}
