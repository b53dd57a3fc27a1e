import type { Db } from '@fj/db';
import {
  TEAM_GOAL_MANAGER_FIELDS,
  TEAM_GOAL_MAX_VALUE,
  TEAM_GOAL_MEMBER_FIELDS,
  type CreateTeamGoal,
  type TeamGoal,
  type UpdateTeamGoal,
} from '@fj/contracts';
import { forbidden, notFound } from '@fj/server-kit';
import { isUuid } from '@fj/contracts';
import { isManager, requireManager, requireMember } from '../teams/membership';
import { displayName } from '../teams/serialize';

const goalFields = {
  id: true,
  teamId: true,
  title: true,
  targetValue: true,
  currentValue: true,
  dueDate: true,
  completedAt: true,
  createdAt: true,
  creator: { select: { id: true, firstName: true, lastName: true } },
} as const;

type GoalRow = {
  id: string;
  teamId: string;
  title: string;
  targetValue: number;
  currentValue: number;
  dueDate: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  creator: { id: string; firstName: string | null; lastName: string | null } | null;
};

function toGoal(row: GoalRow): TeamGoal {
  return {
    id: row.id,
    teamId: row.teamId,
    title: row.title,
    targetValue: row.targetValue,
    currentValue: row.currentValue,
    // A DATE arrives as midnight UTC.
    dueDate: row.dueDate ? row.dueDate.toISOString().slice(0, 10) : null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdBy: row.creator ? { userId: row.creator.id, name: displayName(row.creator) } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const dateColumn = (yyyyMmDd: string) => new Date(`${yyyyMmDd}T00:00:00.000Z`);

/**
 * A goal id from a route: malformed → 404 like a goal of another team. Goals are always addressed through their
 * team (`WHERE id AND "teamId"`), and the caller's membership of that team is checked first.
 */
export function goalIdFrom(value: unknown): string {
  if (!isUuid(value)) throw notFound('Goal');
  return value;
}

/**
 * Any member: the team's goals, open ones first (soonest due first, undated last, then oldest), completed ones after
 * (latest first). One statement: the caller's team (membership in the WHERE), its goals and their creators' names.
 */
export async function listGoals(db: Db, teamId: string, userId: string): Promise<TeamGoal[]> {
  const team = await db.team.findFirst({
    where: { id: teamId, members: { some: { userId } } },
    select: {
      goals: {
        orderBy: [
          { completedAt: { sort: 'desc', nulls: 'first' } },
          { dueDate: { sort: 'asc', nulls: 'last' } },
          { createdAt: 'asc' },
          { id: 'asc' },
        ],
        select: goalFields,
      },
    },
  });
  if (!team) throw notFound('Team');
  return team.goals.map(toGoal);
}

/** Owner or admin: a new goal. */
export async function createGoal(db: Db, teamId: string, userId: string, input: CreateTeamGoal): Promise<TeamGoal> {
  requireManager(await requireMember(db, teamId, userId));
  const row = await db.teamGoal.create({
    data: {
      teamId,
      createdBy: userId,
      title: input.title,
      targetValue: input.targetValue,
      currentValue: input.currentValue,
      dueDate: input.dueDate ? dateColumn(input.dueDate) : null,
    },
    select: goalFields,
  });
  return toGoal(row);
}

/**
 * Any member: progress (set, or add to the stored value) and completing/reopening; the owner or an admin also edits
 * title, target and due date (a member sending those → 403). The goal row is locked while the new progress is
 * computed, so increments from several members all count. completedAt is the server's: set when completed (kept if
 * it already was), cleared when reopened.
 */
export async function updateGoal(
  db: Db,
  teamId: string,
  goalId: string,
  userId: string,
  input: UpdateTeamGoal,
): Promise<TeamGoal> {
  const role = await requireMember(db, teamId, userId);
  if (!isManager(role) && TEAM_GOAL_MANAGER_FIELDS.some((field) => input[field] !== undefined))
    throw forbidden(TEAM_GOAL_MEMBER_FIELDS);
  return db.$transaction(async (tx) => {
    const [goal] = await tx.$queryRaw<Array<{ currentValue: number; completedAt: Date | null }>>`
      SELECT "currentValue", "completedAt" FROM "TeamGoal" WHERE "id" = ${goalId} AND "teamId" = ${teamId} FOR UPDATE`;
    if (!goal) throw notFound('Goal');
    const currentValue =
      input.increment !== undefined
        ? Math.min(TEAM_GOAL_MAX_VALUE, Math.max(0, goal.currentValue + input.increment))
        : input.currentValue;
    const completedAt =
      input.completed === undefined ? undefined : input.completed ? (goal.completedAt ?? new Date()) : null;
    const row = await tx.teamGoal.update({
      where: { id: goalId },
      data: {
        title: input.title,
        targetValue: input.targetValue,
        dueDate: input.dueDate === undefined ? undefined : input.dueDate && dateColumn(input.dueDate),
        currentValue,
        completedAt,
      },
      select: goalFields,
    });
    return toGoal(row);
  });
}

/** Owner or admin: delete a goal of the team. */
export async function deleteGoal(db: Db, teamId: string, goalId: string, userId: string): Promise<void> {
  requireManager(await requireMember(db, teamId, userId));
  const { count } = await db.teamGoal.deleteMany({ where: { id: goalId, teamId } });
  if (count === 0) throw notFound('Goal');
}
