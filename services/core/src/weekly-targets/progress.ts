import { Prisma } from '@fj/db';
import { userTimeZoneSql } from '../content-plans/service';

/**
 * The caller's weekly targets matching `where`, each with its currentValue: measured types count real activity of
 * that week (Monday 00:00 to the next Monday in the user's zone), the others keep the hand-entered figure. One
 * statement; the per-target counts are index range scans (ContentPlan(userId, completedAt),
 * MeetingNote(userId, meetingDate), BusinessMetric(userId, date)). new_followers (decision 1704) sums, over the user's
 * social accounts, the last follower count before the week's end minus the count at its start (the last one before
 * the week, else the first inside it), from social's GrowthSnapshot(accountId, capturedAt); a loss counts as 0.
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
        WHEN 'new_followers' THEN (SELECT GREATEST(COALESCE(sum(e."f" - COALESCE(b."f", s."f")), 0), 0) FROM "SocialAccount" a
          CROSS JOIN LATERAL (SELECT g."followers" AS "f" FROM "GrowthSnapshot" g WHERE g."accountId" = a."id" AND g."followers" IS NOT NULL
            AND g."capturedAt" < ${weekEnd} ORDER BY g."capturedAt" DESC LIMIT 1) e
          LEFT JOIN LATERAL (SELECT g."followers" AS "f" FROM "GrowthSnapshot" g WHERE g."accountId" = a."id" AND g."followers" IS NOT NULL
            AND g."capturedAt" < ${weekStart} ORDER BY g."capturedAt" DESC LIMIT 1) b ON true
          LEFT JOIN LATERAL (SELECT g."followers" AS "f" FROM "GrowthSnapshot" g WHERE g."accountId" = a."id" AND g."followers" IS NOT NULL
            AND g."capturedAt" >= ${weekStart} AND g."capturedAt" < ${weekEnd} ORDER BY g."capturedAt" LIMIT 1) s ON true
          WHERE a."userId" = t."userId")::numeric
        ELSE t."currentValue"
      END)::float8 AS "currentValue"
    FROM "WeeklyTarget" t CROSS JOIN (SELECT ${userTimeZoneSql(userId)} AS zone) z
    WHERE t."userId" = ${userId} ${where}`;
}
