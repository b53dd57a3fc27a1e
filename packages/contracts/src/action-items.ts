import { z } from 'zod';
import {
  isoDateSchema,
  isoDateTimeSchema,
  optionalTextSchema,
  prioritySchema,
  recordIdSchema,
  requiredDisplayTextSchema,
} from './common';
import { ACTION_ITEM_TITLE_REQUIRED } from './messages';

/**
 * Business action item statuses (docs/product.md#business-action-items): starts 'todo'; the checkbox toggles
 * completed/todo.
 */
export const ACTION_ITEM_STATUSES = ['todo', 'in-progress', 'completed'] as const;
export const actionItemStatusSchema = z.enum(ACTION_ITEM_STATUSES, {
  message: `Status must be one of: ${ACTION_ITEM_STATUSES.join(', ')}`,
});
export type ActionItemStatus = z.infer<typeof actionItemStatusSchema>;

/** The meeting an action item was written in: enough to name it and open it. */
export const meetingLinkSchema = z.object({ id: z.string(), title: z.string() });
export type MeetingLink = z.infer<typeof meetingLinkSchema>;

/** A business action item. dueDate is yyyy-MM-dd; completedAt and createdAt are ISO date-times. */
export const actionItemSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priority: prioritySchema,
  dueDate: isoDateSchema.nullable(),
  assignedTo: z.string().nullable(),
  status: actionItemStatusSchema,
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** the version an edit starts from: sent back as If-Match (docs/decisions/2603-edit-conflicts.md) */
  updatedAt: z.string(),
  /** The meeting it was written in (docs/decisions/2704-meeting-action-items-are-tasks.md), or null. */
  meeting: meetingLinkSchema.nullable(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

/** GET /api/action-items?businessId= → ActionItem[] newest first (404 if the business is not the caller's). */
export const actionItemListSchema = z.array(actionItemSchema);

/** A due date: yyyy-MM-dd, or an ISO date-time whose calendar date (as written) is taken. */
export const dueDateSchema = z
  .string({ message: 'Use a real date in the format yyyy-MM-dd' })
  .meta({ format: 'date' })
  .refine(
    (v) =>
      isoDateSchema.safeParse(v.slice(0, 10)).success && (v.length === 10 || isoDateTimeSchema.safeParse(v).success),
    'Use a real date in the format yyyy-MM-dd',
  )
  .transform((v) => v.slice(0, 10));

/**
 * POST /api/action-items → 201 ActionItem with status 'todo'.
 * title trimmed and required; priority defaults to medium; dueDate yyyy-MM-dd (or ISO) or null.
 * `status` may be sent (the original client sent 'todo') but only 'todo' is accepted.
 */
export const createActionItemSchema = z
  .object({
    businessId: recordIdSchema('business'),
    title: requiredDisplayTextSchema(ACTION_ITEM_TITLE_REQUIRED, 'Title', 200),
    description: optionalTextSchema('Description', 5000),
    priority: prioritySchema.default('medium'),
    dueDate: dueDateSchema.nullish().transform((v) => v ?? null),
    assignedTo: optionalTextSchema('Assigned to', 200),
    status: z.literal('todo', { message: "New action items start as 'todo'" }).optional(),
  })
  .strict();
export type CreateActionItemRequest = z.input<typeof createActionItemSchema>;
export type CreateActionItem = z.output<typeof createActionItemSchema>;

/**
 * PUT /api/action-items/{id} → 200 ActionItem: the status change (`{ status, completedAt? }`) or a full edit.
 * `status` is always sent; every other field the body carries replaces the stored one (null clears an optional field),
 * and a field it leaves out keeps its value, so the checkbox call and the edit form share one endpoint.
 * The server owns completedAt: set to the server's now when the item becomes completed (kept if it already was) and
 * cleared for any other status. A client-sent completedAt (the original client sent one) is validated as ISO or null
 * and ignored. DELETE /api/action-items/{id} → 204.
 */
export const updateActionItemSchema = z
  .object({
    status: actionItemStatusSchema,
    completedAt: isoDateTimeSchema.nullish(),
    title: requiredDisplayTextSchema(ACTION_ITEM_TITLE_REQUIRED, 'Title', 200).optional(),
    description: optionalTextSchema('Description', 5000).optional(),
    priority: prioritySchema.optional(),
    dueDate: dueDateSchema.nullable().optional(),
    assignedTo: optionalTextSchema('Assigned to', 200).optional(),
  })
  .strict();
export type UpdateActionItemRequest = z.input<typeof updateActionItemSchema>;
export type UpdateActionItem = z.output<typeof updateActionItemSchema>;
