import { z } from 'zod';
import { dueDateSchema, meetingLinkSchema } from './action-items';
import {
  isoDateSchema,
  optionalTextSchema,
  partialUpdateSchema,
  prioritySchema,
  requiredDisplayTextSchema,
} from './common';
import { ACTION_ITEM_TITLE_REQUIRED } from './messages';

/** Personal action items (docs/product.md#personal-action-items). Any status may change to any other. */
export const USER_ACTION_ITEM_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled', 'blocked'] as const;
export const userActionItemStatusSchema = z.enum(USER_ACTION_ITEM_STATUSES, {
  message: `Status must be one of: ${USER_ACTION_ITEM_STATUSES.join(', ')}`,
});
export type UserActionItemStatus = z.infer<typeof userActionItemStatusSchema>;
/** Open means pending or in_progress. */
export const OPEN_USER_ACTION_ITEM_STATUSES = [
  'pending',
  'in_progress',
] as const satisfies readonly UserActionItemStatus[];

/**
 * A personal action item. dueDate is yyyy-MM-dd; completedAt and createdAt are ISO date-times. `isOverdue` is the
 * server's: due before today in the user's time zone (Settings.timeZone) and not completed.
 */
export const userActionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priority: prioritySchema,
  status: userActionItemStatusSchema,
  dueDate: isoDateSchema.nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** the version an edit starts from: sent back as If-Match (docs/decisions/2603-edit-conflicts.md) */
  updatedAt: z.string(),
  isOverdue: z.boolean(),
  /** The personal meeting it was written in, or null. */
  meeting: meetingLinkSchema.nullable(),
});
export type UserActionItem = z.infer<typeof userActionItemSchema>;

/**
 * GET /api/user-action-items → UserActionItem[]: open and blocked items before completed and cancelled ones; within
 * each, soonest due first (no date last), then the more urgent, then the newest.
 */
export const userActionItemListSchema = z.array(userActionItemSchema);

const fields = {
  title: requiredDisplayTextSchema(ACTION_ITEM_TITLE_REQUIRED, 'Title', 200),
  description: optionalTextSchema('Description', 5000),
  priority: prioritySchema,
  status: userActionItemStatusSchema,
  dueDate: dueDateSchema.nullable(),
};

/**
 * POST /api/user-action-items → 201 UserActionItem. Title required (trimmed); priority defaults to medium, status to
 * pending; dueDate yyyy-MM-dd (or ISO) or null. Created completed, it is completed now.
 */
export const createUserActionItemSchema = z
  .object({
    ...fields,
    priority: fields.priority.default('medium'),
    status: fields.status.default('pending'),
    dueDate: fields.dueDate.optional().transform((v) => v ?? null),
  })
  .strict();
export type CreateUserActionItemRequest = z.input<typeof createUserActionItemSchema>;
export type CreateUserActionItem = z.output<typeof createUserActionItemSchema>;

/**
 * PUT /api/user-action-items/{id} → 200 UserActionItem: the fields sent replace the stored ones (null clears
 * description or dueDate), the rest stay — a status change is `{ status }`. completedAt is the server's: set when the
 * item becomes completed (kept if it already was), cleared for any other status. DELETE → 204.
 */
export const updateUserActionItemSchema = partialUpdateSchema(fields);
export type UpdateUserActionItemRequest = z.input<typeof updateUserActionItemSchema>;
export type UpdateUserActionItem = z.output<typeof updateUserActionItemSchema>;
