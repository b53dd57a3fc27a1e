import { z } from 'zod';
import { isoDateSchema, requiredDisplayTextSchema } from './common';
import {
  TEAM_GOAL_MAX_VALUE,
  TEAM_GOAL_PROGRESS_INVALID,
  TEAM_GOAL_TARGET_INVALID,
  TEAM_GOAL_TITLE_MAX,
  TEAM_GOAL_TITLE_REQUIRED,
  TEAM_GOAL_VALUE_TOO_LARGE,
} from './messages';

/**
 * A team goal: a whole-number target and the progress towards it, an optional due date (yyyy-MM-dd) and, once
 * completed, when (ISO date-time). `createdBy` is null once its creator's account is deleted.
 */
export const teamGoalSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  title: z.string(),
  targetValue: z.number().int(),
  currentValue: z.number().int(),
  dueDate: isoDateSchema.nullable(),
  completedAt: z.string().nullable(),
  createdBy: z.object({ userId: z.string(), name: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type TeamGoal = z.infer<typeof teamGoalSchema>;

/** GET /api/teams/{id}/goals → open goals first (soonest due first, undated last), then completed ones (latest first). */
export const teamGoalListSchema = z.array(teamGoalSchema);
export type TeamGoalList = z.infer<typeof teamGoalListSchema>;

const targetSchema = z
  .number({ message: TEAM_GOAL_TARGET_INVALID })
  .int(TEAM_GOAL_TARGET_INVALID)
  .min(1, TEAM_GOAL_TARGET_INVALID)
  .max(TEAM_GOAL_MAX_VALUE, TEAM_GOAL_VALUE_TOO_LARGE);
const progressSchema = z
  .number({ message: TEAM_GOAL_PROGRESS_INVALID })
  .int(TEAM_GOAL_PROGRESS_INVALID)
  .min(0, TEAM_GOAL_PROGRESS_INVALID)
  .max(TEAM_GOAL_MAX_VALUE, TEAM_GOAL_VALUE_TOO_LARGE);
const titleSchema = requiredDisplayTextSchema(TEAM_GOAL_TITLE_REQUIRED, 'Title', TEAM_GOAL_TITLE_MAX);

/** POST /api/teams/{id}/goals → 201 TeamGoal (owner or admin). currentValue defaults to 0; dueDate optional. */
export const createTeamGoalSchema = z
  .object({
    title: titleSchema,
    targetValue: targetSchema,
    currentValue: progressSchema.default(0),
    dueDate: isoDateSchema.nullish().transform((v) => v ?? null),
  })
  .strict();
export type CreateTeamGoalRequest = z.input<typeof createTeamGoalSchema>;
export type CreateTeamGoal = z.output<typeof createTeamGoalSchema>;

/**
 * PATCH /api/teams/{id}/goals/{goalId} → 200 TeamGoal. Any member sets the progress (`currentValue`), adds to it
 * (`increment`, applied to the stored value, so two members adding at once both count; the result stays within
 * 0–1,000,000,000) and completes or reopens the goal (`completed`; the server stamps completedAt). The owner or an
 * admin also edits title, targetValue and dueDate (a member sending them → 403).
 * DELETE /api/teams/{id}/goals/{goalId} → 204 (owner or admin).
 */
export const updateTeamGoalSchema = z
  .object({
    title: titleSchema.optional(),
    targetValue: targetSchema.optional(),
    dueDate: isoDateSchema.nullable().optional(),
    currentValue: progressSchema.optional(),
    increment: z
      .number({ message: 'increment must be a whole number' })
      .int('increment must be a whole number')
      .min(-TEAM_GOAL_MAX_VALUE, TEAM_GOAL_VALUE_TOO_LARGE)
      .max(TEAM_GOAL_MAX_VALUE, TEAM_GOAL_VALUE_TOO_LARGE)
      .optional(),
    completed: z.boolean({ message: 'completed must be true or false' }).optional(),
  })
  .strict()
  .refine(
    (body) => !(body.currentValue !== undefined && body.increment !== undefined),
    'Send either currentValue or increment, not both',
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type UpdateTeamGoalRequest = z.input<typeof updateTeamGoalSchema>;
export type UpdateTeamGoal = z.output<typeof updateTeamGoalSchema>;

/** Fields only the owner or an admin may change. */
export const TEAM_GOAL_MANAGER_FIELDS = ['title', 'targetValue', 'dueDate'] as const;
