import type { Db } from '@fj/db';
import {
  CHECKLIST_STEPS,
  MAX_TODAY_ACTION_ITEMS,
  type Checklist,
  type Priority,
  type Today,
  type TodayActionItem,
} from '@fj/contracts';
import { knownTimeZone, todayIn } from '@fj/server-kit';
import { listContentPlans } from '../content-plans/service';
import { isoDate, isoDateTime } from '../lib/serialize';

// Home's Today and the first-run checklist (docs/decisions/2705-home-today-and-first-run-checklist.md).

type ItemRow = {
  id: string;
  kind: 'business' | 'personal';
  title: string;
  priority: string;
  status: string;
  dueDate: Date;
  businessId: string | null;
  businessName: string | null;
  meetingId: string | null;
  meetingTitle: string | null;
  total: number;
};

type MeetingRow = {
  id: string;
  title: string;
  meetingDate: Date;
  duration: number | null;
  location: string | null;
  businessId: string | null;
  businessName: string | null;
};

/**
 * Open action items due on `today` or before, the business's and the person's own in one statement (each side reads
 * its (userId, dueDate) index): overdue first (the oldest due first), then the most urgent, then the newest.
 */
function dueItems(db: Db, userId: string, today: string) {
  return db.$queryRaw<ItemRow[]>`
    WITH due AS (
      SELECT i."id", 'business' AS "kind", i."title", i."priority", i."status", i."dueDate", i."createdAt",
        i."businessId", b."name" AS "businessName", i."meetingId"
      FROM "BusinessActionItem" i JOIN "Business" b ON b."id" = i."businessId"
      WHERE i."userId" = ${userId} AND i."dueDate" <= ${today}::date AND i."status" <> 'completed'
      UNION ALL
      SELECT i."id", 'personal', i."title", i."priority", i."status", i."dueDate", i."createdAt",
        NULL, NULL, i."meetingId"
      FROM "UserActionItem" i
      WHERE i."userId" = ${userId} AND i."dueDate" <= ${today}::date AND i."status" IN ('pending', 'in_progress')
    )
    SELECT due.*, m."title" AS "meetingTitle", (count(*) OVER ())::int AS "total"
    FROM due LEFT JOIN "MeetingNote" m ON m."id" = due."meetingId"
    ORDER BY due."dueDate" ASC,
      CASE due."priority" WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END,
      due."createdAt" DESC, due."id" DESC
    LIMIT ${MAX_TODAY_ACTION_ITEMS}`;
}

/** The soonest meeting that has not ended (its start plus its length, if it has one, is still ahead). */
function nextMeeting(db: Db, userId: string) {
  return db.$queryRaw<MeetingRow[]>`
    SELECT m."id", m."title", m."meetingDate", m."duration", m."location", m."businessId", b."name" AS "businessName"
    FROM "MeetingNote" m LEFT JOIN "Business" b ON b."id" = m."businessId"
    WHERE m."userId" = ${userId} AND m."meetingDate" >= now() - interval '1 day'
      AND m."meetingDate" + make_interval(mins => COALESCE(m."duration", 0)) >= now()
    ORDER BY m."meetingDate" ASC, m."id" ASC
    LIMIT 1`;
}

const toItem = (row: ItemRow, today: string): TodayActionItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  priority: row.priority as Priority,
  status: row.status,
  dueDate: isoDate(row.dueDate),
  isOverdue: isoDate(row.dueDate) < today,
  business: row.businessId === null ? null : { id: row.businessId, name: row.businessName ?? '' },
  meeting: row.meetingId === null ? null : { id: row.meetingId, title: row.meetingTitle ?? '' },
});

/** Today in the user's zone: its content plans (earliest first), due action items and the next meeting. */
export async function getToday(db: Db, userId: string): Promise<Today> {
  const settings = await db.settings.findUnique({ where: { userId }, select: { timeZone: true } });
  const today = todayIn(knownTimeZone(settings?.timeZone));
  const [plans, items, meetings] = await Promise.all([
    listContentPlans(db, userId, { from: today, to: today, limit: 1000 }),
    dueItems(db, userId, today),
    nextMeeting(db, userId),
  ]);
  const meeting = meetings[0];
  return {
    date: today,
    content: plans.reverse(),
    actionItems: items.map((row) => toItem(row, today)),
    actionItemsTotal: items[0]?.total ?? 0,
    nextMeeting: meeting
      ? {
          id: meeting.id,
          title: meeting.title,
          meetingDate: isoDateTime(meeting.meetingDate),
          duration: meeting.duration,
          location: meeting.location,
          business: meeting.businessId === null ? null : { id: meeting.businessId, name: meeting.businessName ?? '' },
        }
      : null,
  };
}

/**
 * Each step from the account's own data, in one statement of indexed existence checks: a business, a recorded
 * metric, a mood on any day, a content plan, a social account (model SocialAccount, owner: social; core only reads it).
 */
export async function getChecklist(db: Db, userId: string): Promise<Checklist> {
  const [row] = await db.$queryRaw<(Record<(typeof CHECKLIST_STEPS)[number], boolean> & { dismissed: boolean })[]>`
    SELECT
      EXISTS (SELECT 1 FROM "Business" WHERE "userId" = ${userId}) AS "business",
      EXISTS (SELECT 1 FROM "BusinessMetric" WHERE "userId" = ${userId}) AS "metric",
      EXISTS (SELECT 1 FROM "WellnessEntry" WHERE "userId" = ${userId} AND "mood" IS NOT NULL) AS "mood",
      EXISTS (SELECT 1 FROM "ContentPlan" WHERE "userId" = ${userId}) AS "post",
      EXISTS (SELECT 1 FROM "SocialAccount" WHERE "userId" = ${userId}) AS "account",
      EXISTS (SELECT 1 FROM "Settings" WHERE "userId" = ${userId} AND "checklistDismissedAt" IS NOT NULL) AS "dismissed"`;
  return { dismissed: row.dismissed, steps: CHECKLIST_STEPS.map((id) => ({ id, done: row[id] })) };
}

export async function setChecklistDismissed(db: Db, userId: string, dismissed: boolean): Promise<Checklist> {
  const checklistDismissedAt = dismissed ? new Date() : null;
  await db.settings.upsert({
    where: { userId },
    create: { userId, checklistDismissedAt },
    update: { checklistDismissedAt },
    select: { userId: true },
  });
  return getChecklist(db, userId);
}
