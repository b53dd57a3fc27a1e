import crypto from 'node:crypto';
import { z } from 'zod';
import { Prisma, type Db } from '@fj/db';
import {
  COMMUNITY_PAGE_SIZE,
  FEED_CURSOR_INVALID,
  MAX_INSTANT,
  MIN_INSTANT,
  OWN_POST_REPORT,
  REPORTS_TO_HIDE,
  type CommunityPost,
  type PostReportPage,
  type ReportPost,
  type ReportReason,
  type ReportResult,
} from '@fj/contracts';
import { badRequest, decodeCursor, encodeCursor, notFound, type Identity } from '@fj/server-kit';
import { postColumns, toPost, visibleTo, type PostRow } from '../posts/postRows';

/**
 * A member reports a post they can see (not their own: 400). One report per member per post: reporting again changes
 * nothing. When REPORTS_TO_HIDE distinct members have open reports on it, the post is hidden until an admin restores
 * it. The post row is locked first (FOR NO KEY UPDATE: the reports' foreign-key checks still pass), so parallel
 * reports on one post are counted one after another and the third always sees the first two.
 */
export async function reportPost(db: Db, identity: Identity, postId: string, input: ReportPost): Promise<ReportResult> {
  return db.$transaction(async (tx) => {
    const posts = await tx.$queryRaw<{ userId: string }[]>`
      SELECT p."userId" FROM "CommunityPost" p WHERE p."id" = ${postId} AND ${visibleTo(identity)} FOR NO KEY UPDATE`;
    if (posts.length === 0) throw notFound('Post');
    if (posts[0].userId === identity.userId) throw badRequest(OWN_POST_REPORT);
    const added = await tx.$executeRaw`
      INSERT INTO "PostReport" ("id", "postId", "userId", "reason", "details")
      VALUES (${crypto.randomUUID()}, ${postId}, ${identity.userId}, ${input.reason}, ${input.details})
      ON CONFLICT ("postId", "userId") DO NOTHING`;
    if (added > 0) {
      await tx.$executeRaw`
        UPDATE "CommunityPost" SET "hiddenAt" = now()
        WHERE "id" = ${postId} AND "hiddenAt" IS NULL
          AND (SELECT count(*) FROM "PostReport" WHERE "postId" = ${postId} AND "resolvedAt" IS NULL) >= ${REPORTS_TO_HIDE}`;
    }
    return { postId, alreadyReported: added === 0 };
  });
}

/** An admin shows a post again and closes its open reports (so three new reports are needed to hide it again). */
export async function restorePost(db: Db, admin: Identity, postId: string): Promise<CommunityPost> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<PostRow[]>`
      WITH p AS (UPDATE "CommunityPost" SET "hiddenAt" = NULL WHERE "id" = ${postId} RETURNING *)
      SELECT ${postColumns(admin.userId)} FROM p JOIN "User" u ON u."id" = p."userId"`;
    if (rows.length === 0) throw notFound('Post');
    await tx.$executeRaw`UPDATE "PostReport" SET "resolvedAt" = now() WHERE "postId" = ${postId} AND "resolvedAt" IS NULL`;
    return toPost(rows[0]);
  });
}

/** A reported post's place in the admin list: [last open report ms, post id]. */
const reportsKeySchema = z.tuple([z.number().int().min(MIN_INSTANT).max(MAX_INSTANT), z.uuid()]);
type ReportedRow = PostRow & {
  openReports: number;
  lastReportedAt: Date;
  reports: Array<{ reason: ReportReason; details: string | null; createdAt: string }>;
};

/**
 * Posts with open reports, most recently reported first, 20 a page, in one statement: open reports grouped by post
 * (index (resolvedAt, createdAt)), each with its post, author and the reports themselves (reporters stay anonymous).
 */
export async function listReports(db: Db, admin: Identity, cursor: string | undefined): Promise<PostReportPage> {
  const after = cursor ? decodeCursor(cursor, reportsKeySchema, FEED_CURSOR_INVALID) : null;
  const afterKey = after
    ? Prisma.sql`WHERE (r."lastReportedAt", p."id") < (${new Date(after[0]).toISOString()}::timestamptz, ${after[1]})`
    : Prisma.empty;
  const rows = await db.$queryRaw<ReportedRow[]>`
    SELECT ${postColumns(admin.userId)}, r."openReports", r."lastReportedAt", r."reports"
    FROM (
      SELECT "postId", count(*)::int AS "openReports", max("createdAt") AS "lastReportedAt",
        json_agg(json_build_object('reason', "reason", 'details', "details", 'createdAt', "createdAt") ORDER BY "createdAt" DESC) AS "reports"
      FROM "PostReport" WHERE "resolvedAt" IS NULL GROUP BY "postId"
    ) r
    JOIN "CommunityPost" p ON p."id" = r."postId"
    JOIN "User" u ON u."id" = p."userId"
    ${afterKey}
    ORDER BY r."lastReportedAt" DESC, p."id" DESC
    LIMIT ${COMMUNITY_PAGE_SIZE + 1}`;
  const page = rows.slice(0, COMMUNITY_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    reports: page.map((row) => ({
      post: toPost(row),
      openReports: row.openReports,
      lastReportedAt: row.lastReportedAt.toISOString(),
      reports: row.reports.map((r) => ({
        reason: r.reason,
        details: r.details,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
    })),
    nextCursor: rows.length > COMMUNITY_PAGE_SIZE ? encodeCursor([last.lastReportedAt.getTime(), last.id]) : null,
  };
}
