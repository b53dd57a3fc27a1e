-- The founder's day (docs/decisions/2701-one-mood-a-day.md, 2704-meeting-action-items-are-tasks.md,
-- 2705-home-today-and-first-run-checklist.md). Prisma's SQL for the schema change, with two hand-written data moves:
--   * A meeting's free-text action items become real action items linked to the meeting (one per non-blank line,
--     list markers such as '- ', '* ', '1. ' and '[ ]' removed; '[x]' lines start completed), before the text column
--     goes. A business meeting's go to the business's items, a personal meeting's to the person's.
--   * One mood per day: a day without a wellness mood takes the mood of its latest journal entry; a journal entry's
--     mood is then kept only where it differs from its day's (an override), else cleared to follow the day.

-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "checklistDismissedAt" TIMESTAMPTZ(3);


-- AlterTable
ALTER TABLE "BusinessActionItem" ADD COLUMN     "meetingId" TEXT;

-- AlterTable
ALTER TABLE "UserActionItem" ADD COLUMN     "meetingId" TEXT;

-- CreateIndex
CREATE INDEX "BusinessActionItem_userId_dueDate_idx" ON "BusinessActionItem"("userId", "dueDate");

-- CreateIndex
CREATE INDEX "BusinessActionItem_meetingId_idx" ON "BusinessActionItem"("meetingId");

-- CreateIndex
CREATE INDEX "UserActionItem_userId_dueDate_idx" ON "UserActionItem"("userId", "dueDate");

-- CreateIndex
CREATE INDEX "UserActionItem_meetingId_idx" ON "UserActionItem"("meetingId");

-- AddForeignKey
ALTER TABLE "BusinessActionItem" ADD CONSTRAINT "BusinessActionItem_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "MeetingNote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserActionItem" ADD CONSTRAINT "UserActionItem_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "MeetingNote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Data: meeting action items (text) → linked action items, in the order they were written.
CREATE TEMP TABLE "_meeting_item_lines" AS
SELECT m."id" AS "meetingId", m."userId", m."businessId", m."createdAt", l.n,
       regexp_replace(l.line, '^\s*(?:[-*•]+|\d+[.)]|\[[ xX]?\])?\s*(?:\[[ xX]?\]\s*)?', '') AS "text",
       l.line ~* '^\s*(?:[-*•]+\s*)?\[x\]' AS "done"
FROM "MeetingNote" m
CROSS JOIN LATERAL regexp_split_to_table(m."actionItems", '\r?\n') WITH ORDINALITY AS l(line, n)
WHERE m."actionItems" IS NOT NULL;
DELETE FROM "_meeting_item_lines" WHERE btrim("text") = '';

INSERT INTO "BusinessActionItem" ("id", "businessId", "userId", "title", "description", "status", "completedAt", "createdAt", "meetingId")
SELECT gen_random_uuid()::text, "businessId", "userId", left(btrim("text"), 200),
       CASE WHEN length(btrim("text")) > 200 THEN btrim("text") END,
       CASE WHEN "done" THEN 'completed' ELSE 'todo' END, CASE WHEN "done" THEN "createdAt" END,
       "createdAt" + n * interval '1 millisecond', "meetingId"
FROM "_meeting_item_lines" WHERE "businessId" IS NOT NULL;

INSERT INTO "UserActionItem" ("id", "userId", "title", "description", "status", "completedAt", "createdAt", "meetingId")
SELECT gen_random_uuid()::text, "userId", left(btrim("text"), 200),
       CASE WHEN length(btrim("text")) > 200 THEN btrim("text") END,
       CASE WHEN "done" THEN 'completed' ELSE 'pending' END, CASE WHEN "done" THEN "createdAt" END,
       "createdAt" + n * interval '1 millisecond', "meetingId"
FROM "_meeting_item_lines" WHERE "businessId" IS NULL;

-- AlterTable
DROP TABLE "_meeting_item_lines";
ALTER TABLE "MeetingNote" DROP COLUMN "actionItems";

-- Data: one mood per day. Days whose wellness entry has no mood (or that have no entry) take their latest journal mood.
INSERT INTO "WellnessEntry" ("id", "userId", "date", "mood", "source", "updatedAt")
SELECT DISTINCT ON (j."userId", j."date") gen_random_uuid()::text, j."userId", j."date", j."mood", 'manual', now()
FROM "JournalEntry" j
WHERE j."mood" IS NOT NULL
ORDER BY j."userId", j."date", j."createdAt" DESC, j."id" DESC
ON CONFLICT ("userId", "date") DO UPDATE SET "mood" = EXCLUDED."mood", "updatedAt" = now()
WHERE "WellnessEntry"."mood" IS NULL;

-- Entries that agree with their day follow it from now on; the others keep their mood as an override.
UPDATE "JournalEntry" j SET "mood" = NULL
FROM "WellnessEntry" w
WHERE w."userId" = j."userId" AND w."date" = j."date" AND w."mood" = j."mood";
