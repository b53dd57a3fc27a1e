import crypto from 'node:crypto';
import { z } from 'zod';
import { Prisma, type Db } from '@fj/db';
import {
  COMMENTS_PAGE_SIZE,
  FEED_CURSOR_INVALID,
  MAX_INSTANT,
  MIN_INSTANT,
  type CommentPage,
  type PostComment,
} from '@fj/contracts';
import { decodeCursor, encodeCursor, notFound, type Identity, type RateLimiter } from '@fj/server-kit';
import { authorOf } from '../posts/author';
import { orPostNotFound, recordIdOf, visibleTo } from '../posts/postRows';

interface CommentRow {
  id: string;
  postId: string;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  isMine: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** Expects the comment as `c` and its author as `u`. */
const commentColumns = (userId: string) => Prisma.sql`
  c."id", c."postId", c."content", c."createdAt", c."editedAt", c."userId" = ${userId} AS "isMine", u."firstName", u."lastName"`;

const toComment = (row: CommentRow): PostComment => ({
  id: row.id,
  postId: row.postId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  author: authorOf(row.firstName, row.lastName),
  isMine: row.isMine,
});

/** A comment's place in its thread: [createdAt ms, id]. */
const threadKeySchema = z.tuple([z.number().int().min(MIN_INSTANT).max(MAX_INSTANT), z.uuid()]);

export const commentIdOf = (value: unknown) => recordIdOf(value, 'Comment');

/**
 * A post's thread, oldest first, 50 a page, in ONE statement: the post (404 when the caller may not see it) with a
 * LATERAL page of its comments and their authors (index (postId, createdAt, id)). A post without comments is one row
 * with no comment.
 */
export async function listComments(
  db: Db,
  identity: Identity,
  postId: string,
  cursor: string | undefined,
): Promise<CommentPage> {
  const after = cursor ? decodeCursor(cursor, threadKeySchema, FEED_CURSOR_INVALID) : null;
  const afterKey = after
    ? Prisma.sql`AND (c."createdAt", c."id") > (${new Date(after[0]).toISOString()}::timestamptz, ${after[1]})`
    : Prisma.empty;
  const rows = await db.$queryRaw<Array<CommentRow | { id: null }>>`
    SELECT page.* FROM "CommunityPost" p
    LEFT JOIN LATERAL (
      SELECT ${commentColumns(identity.userId)}
      FROM "PostComment" c JOIN "User" u ON u."id" = c."userId"
      WHERE c."postId" = p."id" ${afterKey}
      ORDER BY c."createdAt", c."id"
      LIMIT ${COMMENTS_PAGE_SIZE + 1}
    ) page ON TRUE
    WHERE p."id" = ${postId} AND ${visibleTo(identity)}`;
  if (rows.length === 0) throw notFound('Post');
  const comments = rows.filter((row): row is CommentRow => row.id !== null).map(toComment);
  const page = comments.slice(0, COMMENTS_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    comments: page,
    nextCursor: comments.length > COMMENTS_PAGE_SIZE ? encodeCursor([Date.parse(last.createdAt), last.id]) : null,
  };
}

/**
 * Counts the comment against the member's hourly allowance, then one INSERT … SELECT from the post the caller may see
 * (none → 404) that answers the comment with its author. commentsCount follows by trigger in the same statement.
 */
export async function createComment(
  db: Db,
  limiter: RateLimiter,
  identity: Identity,
  postId: string,
  content: string,
): Promise<PostComment> {
  await limiter.consume(identity.userId);
  const rows = await orPostNotFound(
    () => db.$queryRaw<CommentRow[]>`
    WITH c AS (
      INSERT INTO "PostComment" ("id", "postId", "userId", "content")
      SELECT ${crypto.randomUUID()}, p."id", ${identity.userId}, ${content} FROM "CommunityPost" p
      WHERE p."id" = ${postId} AND ${visibleTo(identity)}
      RETURNING *
    )
    SELECT ${commentColumns(identity.userId)} FROM c JOIN "User" u ON u."id" = c."userId"`,
  );
  if (rows.length === 0) throw notFound('Post');
  return toComment(rows[0]);
}

/** Its author edits a comment (one UPDATE scoped to the caller; anyone else's is a 404). */
export async function updateComment(db: Db, { userId }: Identity, id: string, content: string): Promise<PostComment> {
  const rows = await db.$queryRaw<CommentRow[]>`
    WITH c AS (UPDATE "PostComment" SET "content" = ${content}, "editedAt" = now() WHERE "id" = ${id} AND "userId" = ${userId} RETURNING *)
    SELECT ${commentColumns(userId)} FROM c JOIN "User" u ON u."id" = c."userId"`;
  if (rows.length === 0) throw notFound('Comment');
  return toComment(rows[0]);
}

/** Its author or an admin deletes a comment; the post's commentsCount follows by trigger. */
export async function deleteComment(db: Db, { userId, isAdmin }: Identity, id: string): Promise<void> {
  const deleted =
    await db.$executeRaw`DELETE FROM "PostComment" WHERE "id" = ${id} AND ("userId" = ${userId} OR ${isAdmin}::boolean)`;
  if (deleted === 0) throw notFound('Comment');
}
