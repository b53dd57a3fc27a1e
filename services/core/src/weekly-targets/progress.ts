import { Prisma } from '@fj/db';
import { userTimeZoneSql } from '../content-plans/service';

/**
 * The caller's weekly targets matching `where`, each with its currentValue: measured types count real activity of
 * that week (Monday 00:00 to the next Monday in the user's zone), the others keep the hand-entered figure. One
 * statement; the per-target counts are index range scans (ContentPlan(userId, completedAt),
 * MeetingNote(userId, meetingDate), BusinessMetric(userId, date)). new_followers stays hand-entered until social
 * snapshots exist (issue 17).
 */
export function targetsWithProgressSql(userId: string, where: Prisma.Sql): Prisma.Sql {
  const weekStart = Prisma.sql`(t."weekStartDate"::timestamp AT TIME ZONE z.zone)`;
  const weekEnd = Prisma.sql`((t."weekStartDate" + 7)::timestamp AT TIME ZONE z.zone)`;
  return Prisma.sql`
    SELECT t."id", t."targetType", t."label", t."targetValue"::float8 AS "targetValue", t."weekStartDate", t."createdAt",
      (CASE t."targetType"
        WHEN 'content_posts' THEN (SELECT count(*) FROM "ContentPlan" c
          WHERE c."userId" = t."userId" AND c."isCompleted" AND c."completedAt" >= ${weekStart} AND c."completedAt" < ${weekEnd})::numeric
        WHEN 'meetings' THEN (SELECT count(*) FROM "MeetingNote" m
          WHERE m."userId" = t."userId" AND m."meetingDate" >= ${weekStart} AND m."meetingDate" < ${weekEnd})::numeric
        WHEN 'revenue' THEN (SELECT COALESCE(sum(b."revenue"), 0) FROM "BusinessMetric" b
          WHERE b."userId" = t."userId" AND b."date" >= t."weekStartDate" AND b."date" < t."weekStartDate" + 7)
        ELSE t."currentValue"
      END)::float8 AS "currentValue"
    FROM "WeeklyTarget" t CROSS JOIN (SELECT ${userTimeZoneSql(userId)} AS zone) z
    WHERE t."userId" = ${userId} ${where}`;
}
