import type { Db } from '@fj/db';
import type { SocialGrowth } from '@fj/contracts';
import { toSocialAccount } from '../accounts/service';
import { growthFigures, type Point } from './maths';

interface Row {
  id: string;
  businessId: string;
  platform: string;
  username: string;
  displayName: string | null;
  profilePicture: string | null;
  rssUrl: string | null;
  channelId: string | null;
  isConnected: boolean;
  connectionKind: string;
  monthlyGrowthTarget: number;
  createdAt: Date;
  baseline: number | null;
  points: Array<{ capturedAt: string; followers: number | null; posts: number | null }> | null;
}

/**
 * GET /api/social-growth: every account of the caller (or of one business) with its figures — one query whatever the
 * number of accounts: each account's baseline (the last follower count on or before the window's start) and its
 * snapshots inside the window come from LATERAL subqueries on the (accountId, capturedAt) index.
 */
export async function socialGrowth(
  db: Db,
  userId: string,
  businessId: string | undefined,
  days: number,
): Promise<SocialGrowth> {
  const start = new Date(Date.now() - days * 86_400_000);
  const rows = await db.$queryRaw<Row[]>`
    SELECT a."id", a."businessId", a."platform", a."username", a."displayName", a."profilePicture", a."rssUrl", a."channelId",
           a."isConnected", a."connectionKind", a."monthlyGrowthTarget", a."createdAt", base."followers" AS "baseline", w."points"
    FROM "SocialAccount" a
    LEFT JOIN LATERAL (
      SELECT g."followers" FROM "GrowthSnapshot" g
      WHERE g."accountId" = a."id" AND g."capturedAt" <= ${start} AND g."followers" IS NOT NULL
      ORDER BY g."capturedAt" DESC LIMIT 1
    ) base ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('capturedAt', g."capturedAt", 'followers', g."followers", 'posts', g."posts") ORDER BY g."capturedAt", g."id") AS "points"
      FROM "GrowthSnapshot" g WHERE g."accountId" = a."id" AND g."capturedAt" > ${start}
    ) w ON true
    WHERE a."userId" = ${userId} AND (${businessId ?? null}::text IS NULL OR a."businessId" = ${businessId ?? null})
    ORDER BY a."createdAt", a."id"`;
  return {
    days,
    accounts: rows.map(({ baseline, points, ...account }) => {
      const series: Point[] = (points ?? []).map((p) => ({
        capturedAt: new Date(p.capturedAt),
        followers: p.followers,
        posts: p.posts,
      }));
      return { account: toSocialAccount(account), ...growthFigures(series, baseline, account.monthlyGrowthTarget) };
    }),
  };
}
