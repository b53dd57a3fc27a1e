-- feed unread counters: Prisma's SQL for the change to schema.prisma since HEAD.
-- Hand-written additions (CHECKs, triggers, generated columns) go below, each also listed in
-- packages/db/test/drift/migration-only.ts; see packages/db/README.md.

-- DropIndex
DROP INDEX "FeedItem_userId_isRead_feedId_idx";

-- AlterTable
ALTER TABLE "FeedSubscription" ADD COLUMN     "unreadCount" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: FeedSubscription."unreadCount" = the feed's unread FeedItem rows, kept by one statement-level trigger
-- function on every way an item changes (docs/decisions/2804-feed-unread-counters.md): inserted (a refresh), deleted
-- (the prune, an unsubscribe's or an account deletion's cascade, where the feed row is already gone and the update
-- touches nothing), or updated (read / unread). The per-feed deltas of one statement are applied in one UPDATE, after
-- locking the feed rows in id order, so two statements touching the same feeds wait for each other instead of
-- deadlocking.
CREATE FUNCTION fj_feed_unread_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  deltas int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("feedId"), array_agg(n) INTO ids, deltas
    FROM (SELECT "feedId", count(*)::int AS n FROM new_rows WHERE NOT "isRead" GROUP BY "feedId") AS d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("feedId"), array_agg(-n) INTO ids, deltas
    FROM (SELECT "feedId", count(*)::int AS n FROM old_rows WHERE NOT "isRead" GROUP BY "feedId") AS d;
  ELSE
    SELECT array_agg("feedId"), array_agg(n) INTO ids, deltas
    FROM (
      SELECT "feedId", sum(n)::int AS n FROM (
        SELECT "feedId", 1 AS n FROM new_rows WHERE NOT "isRead"
        UNION ALL SELECT "feedId", -1 AS n FROM old_rows WHERE NOT "isRead"
      ) AS changes GROUP BY "feedId" HAVING sum(n) <> 0
    ) AS d;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "FeedSubscription" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "FeedSubscription" AS f SET "unreadCount" = f."unreadCount" + d.n
  FROM unnest(ids, deltas) AS d ("id", n) WHERE f."id" = d."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "FeedItem_unread_insert" AFTER INSERT ON "FeedItem"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fj_feed_unread_count();
CREATE TRIGGER "FeedItem_unread_delete" AFTER DELETE ON "FeedItem"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fj_feed_unread_count();
CREATE TRIGGER "FeedItem_unread_update" AFTER UPDATE ON "FeedItem"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fj_feed_unread_count();

-- The counts of the articles already stored.
UPDATE "FeedSubscription" AS f SET "unreadCount" = c.n
FROM (SELECT "feedId", count(*)::int AS n FROM "FeedItem" WHERE NOT "isRead" GROUP BY "feedId") AS c
WHERE f."id" = c."feedId";
