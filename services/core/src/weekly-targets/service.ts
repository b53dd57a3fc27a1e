import { Prisma, type Db } from '@fj/db';
import {
  MAX_WEEKLY_TARGETS,
  MEASURED_PROGRESS_READ_ONLY,
  MEASURED_TARGET_TYPES,
  TOO_MANY_WEEKLY_TARGETS,
  type CreateWeeklyTarget,
  type UpdateWeeklyTarget,
  type WeeklyTarget,
  type WeeklyTargetType,
} from '@fj/contracts';
import { badRequest, knownTimeZone, notFound, weekStartIn } from '@fj/server-kit';
import { deleteOwned, recordId } from '../lib/ownership';
import { dateColumn, isoDate } from '../lib/serialize';
import { targetsWithProgressSql } from './progress';

type Row = {
  id: string;
  targetType: string;
  label: string | null;
  targetValue: number;
  currentValue: number;
  weekStartDate: Date;
};

const toTarget = (row: Row): WeeklyTarget => ({
  id: row.id,
  targetType: row.targetType as WeeklyTargetType,
  label: row.label,
  targetValue: row.targetValue,
  currentValue: row.currentValue,
  weekStartDate: isoDate(row.weekStartDate),
  isMeasured: MEASURED_TARGET_TYPES.includes(row.targetType as WeeklyTargetType),
});

/** Monday of this week in the user's zone (Settings.timeZone). */
async function thisWeek(db: Db, userId: string): Promise<string> {
  const settings = await db.settings.findUnique({ where: { userId }, select: { timeZone: true } });
  return weekStartIn(knownTimeZone(settings?.timeZone));
}

/** A week's targets, oldest first, with progress (one statement; without a week, this week in the user's zone). */
export async function listWeeklyTargets(db: Db, userId: string, weekStartDate?: string): Promise<WeeklyTarget[]> {
  const week = weekStartDate
    ? Prisma.sql`AND t."weekStartDate" = ${weekStartDate}::date`
    : Prisma.sql`AND t."weekStartDate" = date_trunc('week', now() AT TIME ZONE z.zone)::date`;
  const rows = await db.$queryRaw<Row[]>`${targetsWithProgressSql(userId, week)} ORDER BY t."createdAt", t."id"`;
  return rows.map(toTarget);
}

async function oneTarget(db: Db, userId: string, id: string): Promise<WeeklyTarget> {
  const [row] = await db.$queryRaw<Row[]>`${targetsWithProgressSql(userId, Prisma.sql`AND t."id" = ${id}`)}`;
  if (!row) throw notFound('Weekly target');
  return toTarget(row);
}

export async function createWeeklyTarget(db: Db, userId: string, body: CreateWeeklyTarget): Promise<WeeklyTarget> {
  const weekStartDate = body.weekStartDate ?? (await thisWeek(db, userId));
  const id = await db.$transaction(async (tx) => {
    // Serialise this user's target writes so two quick adds cannot both pass the limit.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('weekly-targets:' || ${userId}))`;
    const count = await tx.weeklyTarget.count({ where: { userId, weekStartDate: dateColumn(weekStartDate) } });
    if (count >= MAX_WEEKLY_TARGETS) throw badRequest(TOO_MANY_WEEKLY_TARGETS);
    const created = await tx.weeklyTarget.create({
      data: {
        userId,
        weekStartDate: dateColumn(weekStartDate),
        targetType: body.targetType,
        label: body.targetType === 'custom' ? body.label : null,
        targetValue: body.targetValue,
      },
      select: { id: true },
    });
    return created.id;
  });
  return oneTarget(db, userId, id);
}

export async function updateWeeklyTarget(
  db: Db,
  userId: string,
  rawId: string,
  changes: UpdateWeeklyTarget,
): Promise<WeeklyTarget> {
  const id = recordId(rawId, 'Weekly target');
  const existing = await db.weeklyTarget.findFirst({ where: { id, userId }, select: { targetType: true } });
  if (!existing) throw notFound('Weekly target');
  const targetType = existing.targetType as WeeklyTargetType;
  if (changes.currentValue !== undefined && MEASURED_TARGET_TYPES.includes(targetType))
    throw badRequest(MEASURED_PROGRESS_READ_ONLY);
  if (changes.label !== undefined && targetType !== 'custom') throw badRequest('Only a custom target has a label');
  await db.weeklyTarget.updateMany({ where: { id, userId }, data: changes });
  return oneTarget(db, userId, id);
}

export async function deleteWeeklyTarget(db: Db, userId: string, rawId: string): Promise<void> {
  const id = recordId(rawId, 'Weekly target');
  await deleteOwned('Weekly target', () => db.weeklyTarget.deleteMany({ where: { id, userId } }));
}
