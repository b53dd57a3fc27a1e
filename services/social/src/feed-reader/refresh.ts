import type { Db } from '@fj/db';
import {
  FEED_ITEM_RETENTION_DAYS,
  FEED_ITEMS_ALWAYS_KEPT,
  pruneFeedItemsJob,
  refreshFeedJob,
  refreshFeedsTickJob,
} from '@fj/contracts';
import { enqueueJobs, jobHandler, type JobHandler } from '@fj/server-kit/jobs';
import { fetchFeed, FeedFetchError } from './fetch-feed';
import { storeItems } from './ingest';

/** Every 10 minutes: enqueue the feeds that are due; daily at 03:17 UTC: prune old articles. */
export const FEED_CRONTAB = ['*/10 * * * * social:refresh-feeds', '17 3 * * * social:prune-feed-items'].join('\n');

const MINUTE = 60_000;
/** How often a healthy feed is read (FEED_REFRESH_MINUTES, default 30). */
export const refreshIntervalMs = () => Math.max(1, Number(process.env.FEED_REFRESH_MINUTES ?? 30)) * MINUTE;
/** Back-off after `errors` failures in a row: 30 min × 2^(errors − 1), at most a day. */
export const backoffMs = (errors: number) => Math.min(30 * MINUTE * 2 ** Math.max(0, errors - 1), 24 * 60 * MINUTE);

export type RefreshOutcome = 'updated' | 'not_modified' | 'failed' | 'gone';

/**
 * Read one subscription now: a conditional GET with the validators of the last good answer; new articles stored
 * (deduplicated by guid); the validators, the next due time and the error state written back. A failure never
 * throws (the queue does not retry it): it counts up errorCount, keeps its message for the feed list and pushes
 * nextFetchAt out by the back-off, and the next good read clears both.
 */
export async function refreshFeed(db: Db, feedId: string, now = new Date()): Promise<RefreshOutcome> {
  const feed = await db.feedSubscription.findUnique({
    where: { id: feedId },
    select: { id: true, userId: true, url: true, etag: true, lastModified: true, errorCount: true },
  });
  if (!feed) return 'gone';
  try {
    const result = await fetchFeed(feed.url, feed);
    const next = new Date(now.getTime() + refreshIntervalMs());
    if (result.status === 'not_modified') {
      await db.feedSubscription.updateMany({
        where: { id: feed.id },
        data: { lastFetchedAt: now, nextFetchAt: next, errorCount: 0, lastError: null },
      });
      return 'not_modified';
    }
    await db.$transaction(async (tx) => {
      await storeItems(tx, feed, result.feed, feed.url, now);
      await tx.feedSubscription.updateMany({
        where: { id: feed.id },
        data: {
          etag: result.etag?.slice(0, 500) ?? null,
          lastModified: result.lastModified?.slice(0, 100) ?? null,
          lastFetchedAt: now,
          nextFetchAt: next,
          errorCount: 0,
          lastError: null,
          ...(result.feed.link ? { siteUrl: result.feed.link.slice(0, 2000) } : {}),
        },
      });
    });
    return 'updated';
  } catch (err) {
    const message = err instanceof FeedFetchError ? err.message : 'The feed could not be read.';
    const errors = feed.errorCount + 1;
    await db.feedSubscription.updateMany({
      where: { id: feed.id },
      data: {
        errorCount: errors,
        lastError: message,
        lastFetchedAt: now,
        nextFetchAt: new Date(now.getTime() + backoffMs(errors)),
      },
    });
    return 'failed';
  }
}

/**
 * The tick: claims the due feeds (their nextFetchAt moves one interval on, so the next tick does not queue them
 * again while they wait) and enqueues one refresh job each, in one batch. The refresh writes the real next time.
 */
export async function enqueueDueFeeds(db: Db, now = new Date(), batch = 5000): Promise<number> {
  const claimed = await db.$queryRaw<{ id: string }[]>`
    UPDATE "FeedSubscription" SET "nextFetchAt" = ${new Date(now.getTime() + refreshIntervalMs())}
    WHERE "id" IN (SELECT "id" FROM "FeedSubscription" WHERE "nextFetchAt" <= ${now} ORDER BY "nextFetchAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return enqueueJobs(
    db,
    refreshFeedJob,
    claimed.map((f) => ({ feedId: f.id })),
  );
}

/**
 * Articles older than the retention period and not starred go — but never a feed's newest FEED_ITEMS_ALWAYS_KEPT, so
 * the prune cannot empty a feed that posts rarely. Starred ones stay as long as the feed does. One statement: for each
 * feed with old articles, its newest-N boundary is read from the (feedId, publishedAt, id) index and only what lies
 * below both the boundary and the age limit is deleted.
 */
export async function pruneFeedItems(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FEED_ITEM_RETENTION_DAYS * 86_400_000);
  return db.$executeRaw`
    DELETE FROM "FeedItem" i USING (
      SELECT f."feedId", k."publishedAt", k."id"
      FROM (SELECT DISTINCT "feedId" FROM "FeedItem" WHERE "publishedAt" < ${before} AND NOT "isStarred") f
      CROSS JOIN LATERAL (
        SELECT "publishedAt", "id" FROM "FeedItem" WHERE "feedId" = f."feedId"
        ORDER BY "publishedAt" DESC, "id" DESC OFFSET ${FEED_ITEMS_ALWAYS_KEPT - 1} LIMIT 1
      ) k
    ) keep
    WHERE i."feedId" = keep."feedId" AND (i."publishedAt", i."id") < (keep."publishedAt", keep."id")
      AND i."publishedAt" < ${before} AND NOT i."isStarred"`;
}

export function feedJobHandlers(db: Db): JobHandler[] {
  return [
    jobHandler(refreshFeedsTickJob, async () => void (await enqueueDueFeeds(db))),
    jobHandler(refreshFeedJob, async ({ feedId }) => void (await refreshFeed(db, feedId))),
    jobHandler(pruneFeedItemsJob, async () => void (await pruneFeedItems(db))),
  ];
}
