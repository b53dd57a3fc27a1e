import crypto from 'node:crypto';
import { Prisma, type Db } from '@fj/db';
import {
  COMMUNITY_PAGE_SIZE,
  type CommunityFeed,
  type CommunityFeedQuery,
  type CommunityPost,
  type CreateCommunityPost,
  type UpdateCommunityPost,
} from '@fj/contracts';
import { notFound, type Identity, type RateLimiter } from '@fj/server-kit';
import { decodeFeedCursor, encodeFeedCursor } from './feedCursor';
import { orSignedOut, postColumns, toPost, visibleTo, type PostRow } from './postRows';

const FEED_ORDER = Prisma.sql`ORDER BY p."isPinned" DESC, p."createdAt" DESC, p."id" DESC`;

/**
 * One page of the feed in ONE statement: the posts, their authors' names, and the caller's likes and bookmarks.
 * Keyset pagination: the page after a cursor is everything strictly after its (isPinned, createdAt, id) in feed order,
 * a backward walk of the (isPinned, createdAt, id) index — or (category, …) for a category — so a page costs the same
 * on the first page and the thousandth, and posts written meanwhile never shift a page. Saved posts start from the
 * caller's bookmarks (PostBookmark (userId, postId)) instead.
 */
export async function listFeed(
  db: Db,
  identity: Identity,
  { category, cursor, bookmarked }: CommunityFeedQuery,
): Promise<CommunityFeed> {
  const after = cursor ? decodeFeedCursor(cursor) : null;
  const where = [visibleTo(identity)];
  if (category) where.push(Prisma.sql`p."category" = ${category}`);
  if (after)
    where.push(
      Prisma.sql`(p."isPinned", p."createdAt", p."id") < (${after.isPinned}::boolean, ${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
    );
  const from = bookmarked
    ? Prisma.sql`"PostBookmark" saved JOIN "CommunityPost" p ON p."id" = saved."postId" AND saved."userId" = ${identity.userId}`
    : Prisma.sql`"CommunityPost" p`;
  // The page is chosen first (an index walk that stops after 21 rows); the author and the caller's flags are then read
  // for those 21 posts only, so the planner probes PostLike/PostBookmark per post instead of hashing all of a heavy
  // liker's likes.
  const rows = await db.$queryRaw<PostRow[]>`
    SELECT ${postColumns(identity.userId)}
    FROM (
      SELECT p.* FROM ${from}
      WHERE ${Prisma.join(where, ' AND ')}
      ${FEED_ORDER}
      LIMIT ${COMMUNITY_PAGE_SIZE + 1}
    ) p JOIN "User" u ON u."id" = p."userId"
    ${FEED_ORDER}`;
  const page = rows.slice(0, COMMUNITY_PAGE_SIZE);
  const last = page[page.length - 1];
  return { posts: page.map(toPost), nextCursor: rows.length > COMMUNITY_PAGE_SIZE ? encodeFeedCursor(last) : null };
}

/** One post the caller may see (a shared link opens it), else 404. */
export async function getPost(db: Db, identity: Identity, id: string): Promise<CommunityPost> {
  const rows = await db.$queryRaw<PostRow[]>`
    SELECT ${postColumns(identity.userId)} FROM "CommunityPost" p JOIN "User" u ON u."id" = p."userId"
    WHERE p."id" = ${id} AND ${visibleTo(identity)}`;
  if (rows.length === 0) throw notFound('Post');
  return toPost(rows[0]);
}

/** Counts the post against the member's hourly allowance (429 past it), then one INSERT that answers the post with its author. */
export async function createPost(
  db: Db,
  limiter: RateLimiter,
  { userId }: Identity,
  input: CreateCommunityPost,
): Promise<CommunityPost> {
  await limiter.consume(userId);
  const rows = await orSignedOut(
    () => db.$queryRaw<PostRow[]>`
    WITH p AS (
      INSERT INTO "CommunityPost" ("id", "userId", "title", "content", "category")
      VALUES (${crypto.randomUUID()}, ${userId}, ${input.title}, ${input.content}, ${input.category})
      RETURNING *
    )
    SELECT ${postColumns(userId)} FROM p JOIN "User" u ON u."id" = p."userId"`,
  );
  return toPost(rows[0]);
}

/** The author's edit: one UPDATE … WHERE id AND "userId" = caller (anyone else's post is a 404). */
export async function updatePost(
  db: Db,
  { userId }: Identity,
  id: string,
  input: UpdateCommunityPost,
): Promise<CommunityPost> {
  const rows = await db.$queryRaw<PostRow[]>`
    WITH p AS (
      UPDATE "CommunityPost" SET "title" = ${input.title}, "content" = ${input.content}, "category" = ${input.category}, "editedAt" = now()
      WHERE "id" = ${id} AND "userId" = ${userId}
      RETURNING *
    )
    SELECT ${postColumns(userId)} FROM p JOIN "User" u ON u."id" = p."userId"`;
  if (rows.length === 0) throw notFound('Post');
  return toPost(rows[0]);
}

/**
 * Its author or an admin deletes a post: one DELETE; its likes, comments, bookmarks and reports go with it by
 * ON DELETE CASCADE. Anyone else (or an unknown id) gets 404 and nothing changes.
 */
export async function deletePost(db: Db, { userId, isAdmin }: Identity, id: string): Promise<void> {
  const deleted =
    await db.$executeRaw`DELETE FROM "CommunityPost" WHERE "id" = ${id} AND ("userId" = ${userId} OR ${isAdmin}::boolean)`;
  if (deleted === 0) throw notFound('Post');
}

/** Admins pin a post to the top of the feed (or unpin it); without `isPinned` the pin toggles. */
export async function pinPost(
  db: Db,
  admin: Identity,
  id: string,
  isPinned: boolean | undefined,
): Promise<CommunityPost> {
  const rows = await db.$queryRaw<PostRow[]>`
    WITH p AS (
      UPDATE "CommunityPost" SET "isPinned" = COALESCE(${isPinned ?? null}::boolean, NOT "isPinned")
      WHERE "id" = ${id}
      RETURNING *
    )
    SELECT ${postColumns(admin.userId)} FROM p JOIN "User" u ON u."id" = p."userId"`;
  if (rows.length === 0) throw notFound('Post');
  return toPost(rows[0]);
}
