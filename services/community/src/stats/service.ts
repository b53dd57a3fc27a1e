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

/** From this many posts on, counting is a scan worth sparing (tens of ms at a million posts): the count is kept. */
export const KEEP_COUNTS_FROM_POSTS = 50_000;

/**
 * The stats, counted again on every request while the community is small, so its numbers are always exact. Counting
 * every post and like scans the posts table, so from KEEP_COUNTS_FROM_POSTS posts on a count serves every request for
 * `ttlMs` (COMMUNITY_STATS_CACHE_SECONDS): a big community's numbers are then up to that old, and the screen adds the
 * member's own post or like itself. Requests that arrive while a count runs wait for that same count.
 */
export function cachedStats(
  count: () => Promise<CommunityStats>,
  ttlMs: number,
  keepFromPosts = KEEP_COUNTS_FROM_POSTS,
) {
  let cached: { until: number; value: Promise<CommunityStats> } | null = null;
  return () => {
    if (cached && Date.now() < cached.until) return cached.value;
    const value = count();
    const entry = { until: Infinity, value };
    cached = entry;
    value.then(
      (stats) => {
        entry.until = stats.posts >= keepFromPosts ? Date.now() + ttlMs : 0;
      },
      // A failed count is not kept: the next request tries again.
      () => {
        if (cached === entry) cached = null;
      },
    );
    return value;
  };
}
