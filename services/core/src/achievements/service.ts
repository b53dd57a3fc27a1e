import { Prisma, type Db } from '@fj/db';
import type { Achievement, AchievementKind } from '@fj/contracts';
import { userTimeZoneSql } from '../content-plans/service';
import { isoDateTime } from '../lib/serialize';
import { targetsWithProgressSql } from '../weekly-targets/progress';

/** What each kind says on the card. `icon` names a lucide icon. */
const KINDS: Record<AchievementKind, Omit<Achievement, 'id' | 'kind' | 'earnedAt'>> = {
  streak_3: { type: 'streak', title: '3-Day Streak!', description: 'You checked in 3 days in a row', icon: 'Flame' },
  streak_7: { type: 'streak', title: '7-Day Streak!', description: 'You checked in 7 days in a row', icon: 'Flame' },
  streak_30: { type: 'streak', title: '30-Day Streak!', description: 'You checked in 30 days in a row', icon: 'Flame' },
  target_reached: {
    type: 'target_reached',
    title: 'Weekly Target Reached',
    description: 'You met one of your weekly targets',
    icon: 'Target',
  },
  first_business: {
    type: 'other',
    title: 'First Business',
    description: 'You added your first business',
    icon: 'Briefcase',
  },
  first_meeting_note: {
    type: 'other',
    title: 'First Meeting Note',
    description: 'You wrote up your first meeting',
    icon: 'NotebookPen',
  },
  first_content_completed: {
    type: 'other',
    title: 'First Content Published',
    description: 'You completed your first content plan',
    icon: 'Send',
  },
  first_post: {
    type: 'other',
    title: 'First Community Post',
    description: 'You shared your first post with the community',
    icon: 'MessagesSquare',
  },
};

type Row = { id: string; kind: AchievementKind; earnedAt: Date };

/** earnedAt of an n-day streak: local midnight of its n-th day in the user's zone. */
const streak = (days: number) =>
  Prisma.sql`(SELECT min(r."start" + ${days - 1}::int)::timestamp AT TIME ZONE z.zone FROM runs r WHERE r."length" >= ${days}::int)`;

/**
 * Earn what the user's activity has earned, then list everything earned — one statement, whatever the number of
 * kinds. Streaks are runs of consecutive days with a wellness or journal entry (decision 2001);
 * firsts date from the first such record; target_reached from any week's target whose progress met it. The unique
 * (userId, kind) key makes each kind earned once, so reading again never duplicates or re-dates one.
 */
export async function listAchievements(db: Db, userId: string): Promise<Achievement[]> {
  const rows = await db.$queryRaw<Row[]>`
    WITH z AS (SELECT ${userTimeZoneSql(userId)} AS zone),
    days AS (
      SELECT "date" FROM "WellnessEntry" WHERE "userId" = ${userId}
        AND ("steps" IS NOT NULL OR "sleepHours" IS NOT NULL OR "calories" IS NOT NULL OR "mood" IS NOT NULL)
      UNION SELECT "date" FROM "JournalEntry" WHERE "userId" = ${userId}
    ),
    runs AS (
      SELECT min("date") AS "start", count(*) AS "length"
      FROM (SELECT "date", "date" - (row_number() OVER (ORDER BY "date"))::int AS island FROM days) d GROUP BY island
    ),
    earned ("kind", "earnedAt") AS (
      SELECT v."kind", v."earnedAt"::timestamptz FROM z CROSS JOIN LATERAL (VALUES
        ('streak_3', ${streak(3)}),
        ('streak_7', ${streak(7)}),
        ('streak_30', ${streak(30)}),
        ('target_reached', (SELECT now() WHERE EXISTS (
          SELECT 1 FROM (${targetsWithProgressSql(userId, Prisma.empty)}) p WHERE p."currentValue" >= p."targetValue"))),
        -- Business and MeetingNote keep createdAt as a UTC timestamp without zone.
        ('first_business', (SELECT min("createdAt") AT TIME ZONE 'UTC' FROM "Business" WHERE "userId" = ${userId})),
        ('first_meeting_note', (SELECT min("createdAt") AT TIME ZONE 'UTC' FROM "MeetingNote" WHERE "userId" = ${userId})),
        ('first_content_completed', (SELECT min("completedAt") FROM "ContentPlan" WHERE "userId" = ${userId} AND "isCompleted")),
        ('first_post', (SELECT min("createdAt") FROM "CommunityPost" WHERE "userId" = ${userId}))
      ) AS v ("kind", "earnedAt")
    ),
    inserted AS (
      INSERT INTO "Achievement" ("id", "userId", "kind", "earnedAt")
      SELECT gen_random_uuid()::text, ${userId}, e."kind", e."earnedAt" FROM earned e WHERE e."earnedAt" IS NOT NULL
      ON CONFLICT ("userId", "kind") DO NOTHING
      RETURNING "id", "kind", "earnedAt"
    )
    SELECT "id", "kind", "earnedAt" FROM inserted
    UNION ALL SELECT "id", "kind", "earnedAt" FROM "Achievement" WHERE "userId" = ${userId}
    ORDER BY "earnedAt" DESC, "kind"`;
  return rows.map((row) => ({ id: row.id, kind: row.kind, ...KINDS[row.kind], earnedAt: isoDateTime(row.earnedAt) }));
}
