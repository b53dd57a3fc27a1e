import { Prisma, type Db, type DbTransaction } from '@fj/db';
import type { FeedItem } from '../feeds';
import { plainText } from '../feed-reader/sanitize';

/** Episodes kept per show: the list shows the latest 50. */
export const EPISODES_KEPT = 50;

/**
 * A capture's episodes for one podcast: the newest 50 by date are upserted by guid (a renamed or re-dated episode
 * is updated, never duplicated) and older ones removed — two statements whatever the feed's length.
 */
export async function storeEpisodes(db: Db | DbTransaction, accountId: string, items: FeedItem[]): Promise<void> {
  const newest = [...new Map(items.map((i) => [i.guid.slice(0, 1000), i])).values()]
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, EPISODES_KEPT);
  if (newest.length > 0) {
    const rows = newest.map(
      (
        i,
      ) => Prisma.sql`(gen_random_uuid()::text, ${accountId}, ${i.guid.slice(0, 1000)}, ${plainText(i.title, 500) || 'Untitled episode'},
      ${i.link && /^https?:\/\//i.test(i.link) ? i.link.slice(0, 2000) : null}, ${i.publishedAt ? new Date(i.publishedAt) : null}, ${i.durationSeconds === null ? null : Math.min(i.durationSeconds, 2_000_000_000)})`,
    );
    await db.$executeRaw`
      INSERT INTO "PodcastEpisode" ("id", "accountId", "guid", "title", "link", "publishedAt", "durationSeconds") VALUES ${Prisma.join(rows)}
      ON CONFLICT ("accountId", "guid") DO UPDATE SET "title" = EXCLUDED."title", "link" = EXCLUDED."link", "publishedAt" = EXCLUDED."publishedAt", "durationSeconds" = EXCLUDED."durationSeconds"`;
  }
  await db.$executeRaw`
    DELETE FROM "PodcastEpisode" WHERE "accountId" = ${accountId} AND "id" NOT IN (
      SELECT "id" FROM "PodcastEpisode" WHERE "accountId" = ${accountId} ORDER BY "publishedAt" DESC NULLS LAST, "id" DESC LIMIT ${EPISODES_KEPT})`;
}
