import { Prisma, type Db, type DbTransaction } from '@fj/db';
import { FEED_ITEM_RETENTION_DAYS, FEED_ITEMS_ALWAYS_KEPT } from '@fj/contracts';
import type { ParsedFeed } from '../feeds';
import { plainText, sanitizeArticleHtml } from './sanitize';

const DAY = 86_400_000;
/** Newest items kept from one fetch (a feed that lists thousands keeps only what a reader will see). */
export const MAX_ITEMS_PER_FETCH = 200;

/**
 * A fetched feed's articles stored for one subscription, in one INSERT … ON CONFLICT DO NOTHING: an article the
 * feed lists again (same guid) is not duplicated, and its read/star state stays. Articles older than the retention
 * period are not stored (the prune would only delete them again) unless they are among the feed's newest
 * FEED_ITEMS_ALWAYS_KEPT, which the prune keeps too (docs/decisions/2802-feed-items-kept-and-dated.md). An item without
 * a date is dated when it is first seen — once: a later refresh finds it by guid and leaves it — and items first seen
 * together keep the feed's order (each one a millisecond older than the one listed above it). HTML is sanitised
 * here, before it is stored.
 */
export async function storeItems(
  db: Db | DbTransaction,
  feed: { id: string; userId: string },
  parsed: ParsedFeed,
  feedUrl: string,
  now = new Date(),
): Promise<number> {
  const oldest = now.getTime() - FEED_ITEM_RETENTION_DAYS * DAY;
  // Articles already stored are skipped before the (costly) sanitising: a changed feed mostly lists known ones.
  const guids = parsed.items.slice(0, MAX_ITEMS_PER_FETCH).map((i) => i.guid.slice(0, 1000));
  const known =
    guids.length === 0
      ? []
      : await db.$queryRaw<
          { guid: string }[]
        >`SELECT "guid" FROM "FeedItem" WHERE "feedId" = ${feed.id} AND "guid" = ANY(${guids})`;
  const seen = new Set<string>(known.map((k) => k.guid));
  const items = parsed.items.slice(0, MAX_ITEMS_PER_FETCH).map((item, position) => {
    const published = item.publishedAt ? new Date(item.publishedAt).getTime() : now.getTime() - position;
    // A date in the future (bad clocks, scheduled posts) is treated as now, so it cannot pin itself to the top.
    return { item, publishedAt: new Date(Math.min(published, now.getTime())) };
  });
  // The newest few are kept whatever their age (the prune keeps them too), so a feed is never stored empty.
  const newest = new Set(
    [...items]
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
      .slice(0, FEED_ITEMS_ALWAYS_KEPT)
      .map((i) => i.item),
  );
  const rows: Prisma.Sql[] = [];
  for (const { item, publishedAt } of items) {
    const guid = item.guid.slice(0, 1000);
    if (!guid || seen.has(guid)) continue;
    seen.add(guid);
    if (publishedAt.getTime() < oldest && !newest.has(item)) continue;
    const link = item.link && /^https?:\/\//i.test(item.link) ? item.link.slice(0, 2000) : null;
    const title = plainText(item.title, 500) || plainText(item.content, 120) || 'Untitled';
    const html = sanitizeArticleHtml(item.content, item.base ?? link ?? parsed.link ?? feedUrl);
    rows.push(
      Prisma.sql`(gen_random_uuid()::text, ${feed.id}, ${feed.userId}, ${guid}, ${title}, ${link}, ${html}, ${publishedAt})`,
    );
  }
  if (rows.length === 0) return 0;
  return db.$executeRaw`
    INSERT INTO "FeedItem" ("id", "feedId", "userId", "guid", "title", "link", "contentHtml", "publishedAt")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("feedId", "guid") DO NOTHING`;
}
