import { z } from 'zod';
import { meetingLinkSchema } from './action-items';
import { isoDateSchema, prioritySchema } from './common';
import { contentPlanSchema } from './content-plans';

// --- Home's Today and the first-run checklist (docs/decisions/2705-home-today-and-first-run-checklist.md) ----------

/** An open action item due today or earlier: a business's ('business') or the person's own ('personal'). */
export const todayActionItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['business', 'personal']),
  title: z.string(),
  priority: prioritySchema,
  /** the item's own status (business: todo | in-progress; personal: pending | in_progress) */
  status: z.string(),
  dueDate: isoDateSchema,
  /** due before today (in the user's time zone) */
  isOverdue: z.boolean(),
  business: z.object({ id: z.string(), name: z.string() }).nullable(),
  meeting: meetingLinkSchema.nullable(),
});
export type TodayActionItem = z.infer<typeof todayActionItemSchema>;

/** The next meeting that has not ended yet (personal or any business's). */
export const todayMeetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  meetingDate: z.string(),
  duration: z.number().int().nullable(),
  location: z.string().nullable(),
  business: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TodayMeeting = z.infer<typeof todayMeetingSchema>;

export const MAX_TODAY_ACTION_ITEMS = 20;

/**
 * GET /api/home/today: the day in the user's time zone — every content plan scheduled that day (done or not, earliest
 * first), open action items due that day or before (overdue first, then the most urgent; at most 20, with the total),
 * and the next meeting. The day's mood and figures are GET /api/wellness's.
 */
export const todaySchema = z.object({
  date: isoDateSchema,
  content: z.array(contentPlanSchema),
  actionItems: z.array(todayActionItemSchema),
  actionItemsTotal: z.number().int(),
  nextMeeting: todayMeetingSchema.nullable(),
});
export type Today = z.infer<typeof todaySchema>;

/** The first-run checklist's steps, in the order shown. */
export const CHECKLIST_STEPS = ['business', 'metric', 'mood', 'post', 'account'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/**
 * GET /api/home/checklist: each step done or not, read from the account's real data (a business, a recorded metric, a
 * mood, a content plan, a social account), and whether the person dismissed the checklist (stored on the server, so
 * it stays dismissed on every device).
 */
export const checklistSchema = z.object({
  dismissed: z.boolean(),
  steps: z.array(z.object({ id: z.enum(CHECKLIST_STEPS), done: z.boolean() })),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** PUT /api/home/checklist → Checklist: dismiss it (or bring it back). */
export const updateChecklistSchema = z
  .object({ dismissed: z.boolean({ message: 'dismissed must be true or false' }) })
  .strict();
export type UpdateChecklist = z.infer<typeof updateChecklistSchema>;
