import type { CreateActionItemRequest, Priority } from '@fj/contracts';
import { optionalText } from './formValues';

export interface ActionItemFormValues {
  title: string;
  description: string;
  priority: Priority;
  /** yyyy-MM-dd or '' */
  dueDate: string;
  assignedTo: string;
}

/** Spec §5: default priority medium. */
export const EMPTY_ACTION_ITEM_FORM: ActionItemFormValues = { title: '', description: '', priority: 'medium', dueDate: '', assignedTo: '' };

export const isActionItemFormComplete = (values: ActionItemFormValues) => values.title.trim() !== '';

/** The POST /api/action-items body (spec §7: fields plus businessId, status todo); null when the title is blank. */
export function toCreateActionItemRequest(values: ActionItemFormValues, businessId: string): CreateActionItemRequest | null {
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
