import { Prisma, type Db } from '@fj/db';
import {
  FEED_READER_PREMIUM_MESSAGE,
  MAX_FEEDS,
  type Feed,
  type FeedItem,
  type FeedItemPage,
  type MarkFeedItemsRead,
} from '@fj/contracts';
import { badRequest, conflict, forbidden, notFound, type Identity } from '@fj/server-kit';
import { decodeCursor, encodeCursor } from '@fj/server-kit';
import { z } from 'zod';
import { isUniqueViolation } from '../lib/records';
import { FeedFetchError, resolveFeed } from './fetch-feed';
import { storeItems } from './ingest';
import { proxyImages } from './media-proxy';
import { refreshIntervalMs } from './refresh';
import { plainText } from './sanitize';

/** The RSS reader is Premium: decided from the identity assertion on every request, never a client flag. */
export function requirePremium(identity: Identity): void {
  if (!identity.isPremium) throw forbidden(FEED_READER_PREMIUM_MESSAGE);
}

type FeedRow = {
  id: string;
  url: string;
  siteUrl: string | null;
  title: string;
  folder: string | null;
  unreadCount: number;
  lastFetchedAt: Date | null;
  nextFetchAt: Date;
  errorCount: number;
  lastError: string | null;
  createdAt: Date;
};
const feedSelect = {
  id: true,
  url: true,
  siteUrl: true,
  title: true,
  folder: true,
  unreadCount: true,
  lastFetchedAt: true,
  nextFetchAt: true,
  errorCount: true,
  lastError: true,
  createdAt: true,
} as const;
const toFeed = (r: FeedRow): Feed => ({
  ...r,
  lastFetchedAt: r.lastFetchedAt?.toISOString() ?? null,
  nextFetchAt: r.nextFetchAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** The user's unread articles: the sum of the per-feed counters (one index range of the user's subscriptions). */
async function totalUnread(db: Db, userId: string): Promise<number> {
  const { _sum } = await db.feedSubscription.aggregate({ where: { userId }, _sum: { unreadCount: true } });
  return _sum.unreadCount ?? 0;
}

/** A timestamptz(3) as JSON text exactly as `Date.toISOString()` writes it (null stays null). */
const isoText = (column: string) =>
  Prisma.raw(`to_char(f."${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * GET /api/feeds: the subscriptions (folder, then title) with their unread counts — stored on each subscription and
 * kept by triggers (docs/decisions/2804), so no article is counted on a read — the total and the starred count. One
 * statement: one index range of the user's subscriptions, with the answer's JSON built by PostgreSQL (at 500 feeds,
 * turning 500 rows into objects and back into JSON was most of the request's time). The shape is `FeedList`.
 */
export async function listFeedsJson(db: Db, userId: string): Promise<string> {
  const [{ body }] = await db.$queryRaw<{ body: string }[]>`
    SELECT json_build_object(
      'feeds', coalesce(json_agg(json_build_object(
        'id', f."id", 'url', f."url", 'siteUrl', f."siteUrl", 'title', f."title", 'folder', f."folder",
        'unreadCount', f."unreadCount", 'lastFetchedAt', ${isoText('lastFetchedAt')},
        'nextFetchAt', ${isoText('nextFetchAt')}, 'errorCount', f."errorCount", 'lastError', f."lastError",
        'createdAt', ${isoText('createdAt')}
      ) ORDER BY f."folder" ASC NULLS FIRST, f."title" ASC, f."id" ASC), '[]'::json),
      'totalUnread', coalesce(sum(f."unreadCount"), 0),
      'starredCount', (SELECT count(*) FROM "FeedItem" WHERE "userId" = ${userId} AND "isStarred")
    )::text AS body
    FROM "FeedSubscription" f WHERE f."userId" = ${userId}`;
  return body;
}

/**
 * POST /api/feeds: the address is read first (a feed, or a page whose head names one), outside any transaction;
 * then the subscription and its articles are written together. The same feed twice is a 409.
 */
export async function subscribe(db: Db, userId: string, input: { url: string; folder?: string | null }): Promise<Feed> {
  if ((await db.feedSubscription.count({ where: { userId } })) >= MAX_FEEDS)
    throw badRequest(`You can follow at most ${MAX_FEEDS.toLocaleString('en-US')} feeds.`);
  let resolved;
  try {
    resolved = await resolveFeed(input.url);
  } catch (err) {
    if (err instanceof FeedFetchError) throw badRequest(err.message);
    throw err;
  }
  const now = new Date();
  try {
    const row = await db.$transaction(async (tx) => {
      const feed = await tx.feedSubscription.create({
        data: {
          userId,
          url: resolved.url.slice(0, 2000),
          siteUrl: resolved.feed.link?.slice(0, 2000) ?? null,
          title: plainText(resolved.feed.title, 200) || new URL(resolved.url).host,
          folder: input.folder ?? null,
          etag: resolved.etag?.slice(0, 500) ?? null,
          lastModified: resolved.lastModified?.slice(0, 100) ?? null,
          lastFetchedAt: now,
          nextFetchAt: new Date(now.getTime() + refreshIntervalMs()),
        },
        select: { id: true },
      });
      await storeItems(tx, { id: feed.id, userId }, resolved.feed, resolved.url, now);
      // The counter the insert's trigger just wrote.
      return tx.feedSubscription.findUniqueOrThrow({ where: { id: feed.id }, select: feedSelect });
    });
    return toFeed(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('You already follow this feed.');
    throw err;
  }
}

export async function updateFeed(
  db: Db,
  userId: string,
  id: string,
  input: { folder?: string | null; title?: string },
): Promise<Feed> {
  const { count } = await db.feedSubscription.updateMany({ where: { id, userId }, data: input });
  if (count === 0) throw notFound('Feed');
  return toFeed(await db.feedSubscription.findUniqueOrThrow({ where: { id }, select: feedSelect }));
}

/** DELETE /api/feeds/{id}: the subscription and (by cascade) its articles, starred ones included. */
export async function unsubscribe(db: Db, userId: string, id: string): Promise<void> {
  const { count } = await db.feedSubscription.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound('Feed');
}

const cursorSchema = z.tuple([z.number().int(), z.string().max(100)]);
const PAGE = 30;

/**
 * GET /api/feeds/items: newest first, keyset on (publishedAt, id) — one query on the (userId[, isRead], publishedAt,
 * id) or (feedId, publishedAt, id) index, the feed's title joined in. Another user's feed is a 404.
 */
export async function listItems(
  db: Db,
  userId: string,
  q: { feedId?: string; folder?: string; unread?: boolean; starred?: boolean; cursor?: string; limit?: number },
): Promise<FeedItemPage> {
  const limit = q.limit ?? PAGE;
  if (q.feedId && (await db.feedSubscription.count({ where: { id: q.feedId, userId } })) === 0) throw notFound('Feed');
  const after = q.cursor
    ? decodeCursor(q.cursor, cursorSchema, 'That page cursor is not valid. Please reload the list.')
    : null;
  const conditions: Prisma.Sql[] = [Prisma.sql`i."userId" = ${userId}`];
  if (q.feedId) conditions.push(Prisma.sql`i."feedId" = ${q.feedId}`);
  if (q.folder) conditions.push(Prisma.sql`f."folder" = ${q.folder}`);
  if (q.unread) conditions.push(Prisma.sql`i."isRead" = false`);
  if (q.starred) conditions.push(Prisma.sql`i."isStarred" = true`);
  if (after) conditions.push(Prisma.sql`(i."publishedAt", i."id") < (${new Date(after[0])}, ${after[1]})`);
  const rows = await db.$queryRaw<
    Array<{
      id: string;
      feedId: string;
      feedTitle: string;
      title: string;
      link: string | null;
      contentHtml: string;
      publishedAt: Date;
      isRead: boolean;
      isStarred: boolean;
    }>
  >`
    SELECT i."id", i."feedId", f."title" AS "feedTitle", i."title", i."link", i."contentHtml", i."publishedAt", i."isRead", i."isStarred"
    FROM "FeedItem" i JOIN "FeedSubscription" f ON f."id" = i."feedId"
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY i."publishedAt" DESC, i."id" DESC
    LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r): FeedItem => ({
      ...r,
      contentHtml: proxyImages(r.contentHtml),
      publishedAt: r.publishedAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor([last.publishedAt.getTime(), last.id]) : null,
  };
}

/** POST /api/feeds/items/read: some articles (read or unread), a whole feed, or everything; answers the new total. */
export async function markRead(
  db: Db,
  userId: string,
  input: MarkFeedItemsRead,
  isId: (v: string) => boolean,
): Promise<{ updated: number; totalUnread: number }> {
  let updated: number;
  if ('ids' in input) {
    const ids = input.ids.filter(isId);
    updated = ids.length
      ? (await db.feedItem.updateMany({ where: { userId, id: { in: ids } }, data: { isRead: input.read ?? true } }))
          .count
      : 0;
  } else if ('feedId' in input) {
    if (!isId(input.feedId) || (await db.feedSubscription.count({ where: { id: input.feedId, userId } })) === 0)
      throw notFound('Feed');
    updated = (
      await db.feedItem.updateMany({ where: { userId, feedId: input.feedId, isRead: false }, data: { isRead: true } })
    ).count;
  } else {
    updated = (await db.feedItem.updateMany({ where: { userId, isRead: false }, data: { isRead: true } })).count;
  }
  return { updated, totalUnread: await totalUnread(db, userId) };
}

export async function starItem(
  db: Db,
  userId: string,
  id: string,
  starred: boolean,
): Promise<{ id: string; isStarred: boolean }> {
  const { count } = await db.feedItem.updateMany({ where: { id, userId }, data: { isStarred: starred } });
  if (count === 0) throw notFound('Article');
  return { id, isStarred: starred };
}
