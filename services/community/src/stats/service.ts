import type { Db } from '@fj/db';
import type { CommunityStats } from '@fj/contracts';

/** "Active" means posted, liked or commented within this many days. */
export const ACTIVE_DAYS = 30;

/**
 * The stats row, counted by the database in ONE statement: members (every account), posts and likes on posts everyone
 * can see (likesCount equals the PostLike rows, decision 1201), and members with a post, like or comment in the last
 * 30 days — three EXISTS probes per member on the (userId, createdAt) indexes, so it costs in members, not in rows.
 */
export async function countStats(db: Db): Promise<CommunityStats> {
  const [row] = await db.$queryRaw<Array<{ members: number; posts: number; likes: number; activeMembers: number }>>`
    WITH since AS (SELECT now() - make_interval(days => ${ACTIVE_DAYS}) AS t),
    content AS (
      SELECT count(*)::int AS posts, coalesce(sum("likesCount"), 0)::int AS likes FROM "CommunityPost" WHERE "hiddenAt" IS NULL
    )
    SELECT
      (SELECT count(*)::int FROM "User") AS members,
      content.posts, content.likes,
      (SELECT count(*)::int FROM "User" u WHERE
        EXISTS (SELECT 1 FROM "CommunityPost" x WHERE x."userId" = u."id" AND x."createdAt" >= since.t)
        OR EXISTS (SELECT 1 FROM "PostLike" x WHERE x."userId" = u."id" AND x."createdAt" >= since.t)
        OR EXISTS (SELECT 1 FROM "PostComment" x WHERE x."userId" = u."id" AND x."createdAt" >= since.t)) AS "activeMembers"
    FROM content, since`;
  return { ...row, activePercent: row.members === 0 ? 0 : Math.round((row.activeMembers / row.members) * 100) };
}

/**
 * Counting every post and like is a scan of the posts table (~1M rows: tens of ms), so one count serves every request
 * for `ttlMs` (COMMUNITY_STATS_CACHE_SECONDS), and requests that arrive while it runs wait for the same count.
 * 0 counts on every request.
 */
export function cachedStats(db: Db, ttlMs: number) {
  let cached: { at: number; value: Promise<CommunityStats> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= ttlMs) {
      const value = countStats(db);
      cached = { at: now, value };
      // A failed count is not kept: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
