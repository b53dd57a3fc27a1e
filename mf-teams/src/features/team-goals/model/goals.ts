import type { CreateTeamGoalRequest, TeamGoal, UpdateTeamGoalRequest } from '@fj/contracts';
import {
  TEAM_GOAL_MAX_VALUE,
  TEAM_GOAL_PROGRESS_INVALID,
  TEAM_GOAL_TARGET_INVALID,
  TEAM_GOAL_TITLE_REQUIRED,
  TEAM_GOAL_VALUE_TOO_LARGE,
} from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';

const number = new Intl.NumberFormat('en-US');

/** Progress in percent, 0–100 (a goal past its target shows a full bar). */
export const progressPercent = (goal: Pick<TeamGoal, 'currentValue' | 'targetValue'>): number =>
  Math.min(100, Math.round((goal.currentValue / goal.targetValue) * 100));

/** '3 of 10' */
export const progressText = (goal: Pick<TeamGoal, 'currentValue' | 'targetValue'>): string =>
  `${number.format(goal.currentValue)} of ${number.format(goal.targetValue)}`;

/** Open and due before today in the user's time zone. */
export const isOverdue = (goal: Pick<TeamGoal, 'completedAt' | 'dueDate'>, today: string): boolean =>
  goal.completedAt === null && goal.dueDate !== null && goal.dueDate < today;

/** The server lists open goals first; the screen shows them in two groups. */
export function splitGoals(goals: readonly TeamGoal[]): { open: TeamGoal[]; completed: TeamGoal[] } {
  return { open: goals.filter((g) => g.completedAt === null), completed: goals.filter((g) => g.completedAt !== null) };
}

/** A whole number in [min, 1,000,000,000], or null. */
export function parseWhole(value: string, min: number): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= TEAM_GOAL_MAX_VALUE ? n : null;
}

const wholeError = (value: string, min: number, message: string) =>
  parseWhole(value, min) !== null
    ? undefined
    : /^\d+$/.test(value.trim()) && Number(value) > TEAM_GOAL_MAX_VALUE
      ? TEAM_GOAL_VALUE_TOO_LARGE
      : message;

/** The New Goal and Edit Goal form. */
export interface GoalFormValues {
  title: string;
  targetValue: string;
  dueDate: string;
}

export const EMPTY_GOAL_FORM: GoalFormValues = { title: '', targetValue: '', dueDate: '' };

export const goalToFormValues = (goal: TeamGoal): GoalFormValues => ({
  title: goal.title,
  targetValue: String(goal.targetValue),
  dueDate: goal.dueDate ?? '',
});

export function validateGoalForm(values: GoalFormValues): FieldErrors<'title' | 'targetValue'> {
  return {
    title: isBlank(values.title) ? TEAM_GOAL_TITLE_REQUIRED : undefined,
    targetValue: wholeError(values.targetValue, 1, TEAM_GOAL_TARGET_INVALID),
  };
}

export function toCreateGoalRequest(values: GoalFormValues): CreateTeamGoalRequest {
  return {
    title: values.title.trim(),
    targetValue: parseWhole(values.targetValue, 1)!,
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
  };
}

/** An edit sends every field the form shows (an emptied due date clears it). */
export function toEditGoalRequest(values: GoalFormValues): UpdateTeamGoalRequest {
  return {
    title: values.title.trim(),
    targetValue: parseWhole(values.targetValue, 1)!,
    dueDate: values.dueDate || null,
  };
}

export const validateProgress = ({ currentValue }: { currentValue: string }): FieldErrors<'currentValue'> => ({
  currentValue: wholeError(currentValue, 0, TEAM_GOAL_PROGRESS_INVALID),
});
