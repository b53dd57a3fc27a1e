import { Prisma, type Db, type DbTransaction } from '@fj/db';
import { FEED_ITEM_RETENTION_DAYS } from '@fj/contracts';
import type { ParsedFeed } from '../feeds';
import { plainText, sanitizeArticleHtml } from './sanitize';

const DAY = 86_400_000;
/** Newest items kept from one fetch (a feed that lists thousands keeps only what a reader will see). */
export const MAX_ITEMS_PER_FETCH = 200;

/**
 * A fetched feed's articles stored for one subscription, in one INSERT … ON CONFLICT DO NOTHING: an article the
 * feed lists again (same guid) is not duplicated, and its read/star state stays. Articles older than the retention
 * period are not stored (the prune would only delete them again). HTML is sanitised here, before it is stored.
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
  const rows: Prisma.Sql[] = [];
  for (const item of parsed.items.slice(0, MAX_ITEMS_PER_FETCH)) {
    const guid = item.guid.slice(0, 1000);
    if (!guid || seen.has(guid)) continue;
    seen.add(guid);
    const published = item.publishedAt ? new Date(item.publishedAt) : now;
    // A date in the future (bad clocks, scheduled posts) is treated as now, so it cannot pin itself to the top.
    const publishedAt = published.getTime() > now.getTime() ? now : published;
    if (publishedAt.getTime() < oldest) continue;
    const link = item.link && /^https?:\/\//i.test(item.link) ? item.link.slice(0, 2000) : null;
    const title = plainText(item.title, 500) || plainText(item.content, 120) || 'Untitled';
    const html = sanitizeArticleHtml(item.content, link ?? parsed.link ?? feedUrl);
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
