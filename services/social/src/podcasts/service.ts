import { Prisma, type Db } from '@fj/db';
import {
  FREE_PLAN_PODCAST_LIMIT,
  PODCAST_LIMIT_MESSAGE,
  type Podcast,
  type PodcastEpisodePage,
  type PodcastList,
} from '@fj/contracts';
import { decodeCursor, encodeCursor, forbidden, notFound, type Identity } from '@fj/server-kit';
import type { DbTransaction } from '@fj/db';
import { z } from 'zod';
import { cadenceDays } from './cadence';

const DAY = 86_400_000;
const GROWTH_DAYS = 90;

/** Free plan: one podcast. Called inside the transaction that links an account (after the business row is locked). */
export async function assertPodcastAllowed(tx: DbTransaction, identity: Identity, handle: string): Promise<void> {
  if (identity.isPremium) return;
  // The limit spans businesses, so the business lock alone would let two parallel connects both pass: lock the user.
  await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${identity.userId} FOR NO KEY UPDATE`;
  // The same feed again is a duplicate (409 from the unique key), not a second podcast.
  const podcasts = await tx.socialAccount.count({
    where: { userId: identity.userId, platform: 'podcast', handle: { not: handle } },
  });
  if (podcasts >= FREE_PLAN_PODCAST_LIMIT) throw forbidden(PODCAST_LIMIT_MESSAGE);
}

/**
 * GET /api/podcasts: the shows with their episode figures and growth, in three queries whatever their number
 * (accounts; episode aggregates per show; snapshots of the last 90 days).
 */
export async function listPodcasts(db: Db, identity: Identity, now = new Date()): Promise<PodcastList> {
  const accounts = await db.socialAccount.findMany({
    where: { userId: identity.userId, platform: 'podcast' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, businessId: true, username: true, displayName: true, profilePicture: true, rssUrl: true },
  });
  const ids = accounts.map((a) => a.id);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [stats, snapshots] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.$queryRaw<Array<{ accountId: string; total: number; thisMonth: number; recent: Date[] | null }>>`
      SELECT "accountId", count(*)::int AS total, count(*) FILTER (WHERE "publishedAt" >= ${monthStart})::int AS "thisMonth",
        (array_agg("publishedAt" ORDER BY "publishedAt" DESC) FILTER (WHERE "publishedAt" IS NOT NULL))[1:10] AS recent
      FROM "PodcastEpisode" WHERE "accountId" IN (${Prisma.join(ids)}) GROUP BY "accountId"`,
          db.growthSnapshot.findMany({
            where: { accountId: { in: ids }, capturedAt: { gte: new Date(now.getTime() - GROWTH_DAYS * DAY) } },
            orderBy: [{ accountId: 'asc' }, { capturedAt: 'asc' }],
            select: { accountId: true, capturedAt: true, posts: true, followers: true },
          }),
        ]);
  const byAccount = new Map(stats.map((s) => [s.accountId, s]));
  const growth = new Map<string, Podcast['growth']>();
  for (const s of snapshots)
    growth.set(s.accountId, [
      ...(growth.get(s.accountId) ?? []),
      { capturedAt: s.capturedAt.toISOString(), posts: s.posts, followers: s.followers },
    ]);
  return {
    limit: identity.isPremium ? null : FREE_PLAN_PODCAST_LIMIT,
    podcasts: accounts.map((a): Podcast => {
      const s = byAccount.get(a.id);
      const recent = (s?.recent ?? []).map((d) => new Date(d));
      return {
        accountId: a.id,
        businessId: a.businessId,
        title: a.displayName ?? a.username,
        artwork: a.profilePicture,
        rssUrl: a.rssUrl,
        cadenceDays: cadenceDays(recent),
        episodesThisMonth: s?.thisMonth ?? 0,
        episodeCount: s?.total ?? 0,
        latestEpisodeAt: recent[0]?.toISOString() ?? null,
        growth: growth.get(a.id) ?? [],
      };
    }),
  };
}

/** [publishedAt ms, or -1 for an undated episode; id]. */
const cursorSchema = z.tuple([z.number().int().min(-1), z.string().max(100)]);
const PAGE = 20;

/** GET /api/podcasts/{accountId}/episodes: newest first (undated last), keyset on (publishedAt, id). */
export async function listEpisodes(
  db: Db,
  userId: string,
  accountId: string,
  cursor?: string,
): Promise<PodcastEpisodePage> {
  const owned = await db.socialAccount.count({ where: { id: accountId, userId, platform: 'podcast' } });
  if (owned === 0) throw notFound('Podcast');
  const after = cursor
    ? decodeCursor(cursor, cursorSchema, 'That page cursor is not valid. Please reload the list.')
    : null;
  const keyset = !after
    ? Prisma.empty
    : after[0] === -1
      ? Prisma.sql`AND "publishedAt" IS NULL AND "id" < ${after[1]}`
      : Prisma.sql`AND ("publishedAt" < ${new Date(after[0])} OR ("publishedAt" = ${new Date(after[0])} AND "id" < ${after[1]}) OR "publishedAt" IS NULL)`;
  const rows = await db.$queryRaw<
    Array<{ id: string; title: string; link: string | null; publishedAt: Date | null; durationSeconds: number | null }>
  >`
    SELECT "id", "title", "link", "publishedAt", "durationSeconds" FROM "PodcastEpisode"
    WHERE "accountId" = ${accountId} ${keyset}
    ORDER BY "publishedAt" DESC NULLS LAST, "id" DESC LIMIT ${PAGE + 1}`;
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    episodes: page.map((e) => ({ ...e, publishedAt: e.publishedAt?.toISOString() ?? null })),
    nextCursor: rows.length > PAGE && last ? encodeCursor([last.publishedAt?.getTime() ?? -1, last.id]) : null,
  };
}
