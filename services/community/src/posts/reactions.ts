import { Prisma, type Db } from '@fj/db';
import type { BookmarkResult, LikeResult } from '@fj/contracts';
import { notFound, type Identity } from '@fj/server-kit';
import { orPostNotFound, visibleTo } from './postRows';

type Toggled = { found: number; removed: number; added: number };
const TABLES = { like: Prisma.raw('"PostLike"'), bookmark: Prisma.raw('"PostBookmark"') };

/**
 * Toggle the caller's row in PostLike or PostBookmark (primary key (postId, userId)) in ONE statement: delete it if
 * it is there, else insert it. Parallel toggles by one member cannot make two rows: a delete waits for the row lock of
 * a concurrent delete and then finds nothing to delete, and an insert meeting a concurrent insert does nothing
 * (ON CONFLICT DO NOTHING). A toggle that lost such a race changed nothing (removed = added = 0). likesCount follows
 * the PostLike rows by trigger, in the same transaction (decision 1201).
 */
async function toggle(db: Db, kind: keyof typeof TABLES, identity: Identity, postId: string): Promise<Toggled> {
  const table = TABLES[kind];
  const [result] = await orPostNotFound(
    () =>
      db.$queryRaw<Toggled[]>`
      WITH target AS (SELECT p."id" FROM "CommunityPost" p WHERE p."id" = ${postId} AND ${visibleTo(identity)}),
      removed AS (DELETE FROM ${table} t USING target WHERE t."postId" = target."id" AND t."userId" = ${identity.userId} RETURNING 1),
      added AS (
        INSERT INTO ${table} ("postId", "userId") SELECT target."id", ${identity.userId} FROM target WHERE NOT EXISTS (SELECT 1 FROM removed)
        ON CONFLICT DO NOTHING RETURNING 1
      )
      SELECT (SELECT count(*) FROM target)::int AS found, (SELECT count(*) FROM removed)::int AS removed, (SELECT count(*) FROM added)::int AS added`,
  );
  if (result.found === 0) throw notFound('Post');
  return result;
}

/**
 * POST /api/community/like: toggles, then reads the post's count and the caller's like as they are now (the
 * counter trigger ran inside the toggle's statement; a concurrent toggle's effect is part of the truth answered).
 */
export async function toggleLike(db: Db, identity: Identity, postId: string): Promise<LikeResult> {
  await toggle(db, 'like', identity, postId);
  const rows = await db.$queryRaw<{ likesCount: number; liked: boolean }[]>`
    SELECT p."likesCount", EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = ${identity.userId}) AS liked
    FROM "CommunityPost" p WHERE p."id" = ${postId}`;
  if (rows.length === 0) throw notFound('Post');
  return { postId, liked: rows[0].liked, likesCount: rows[0].likesCount };
}

/** POST /api/community/posts/{id}/bookmark: toggles the caller's bookmark. */
export async function toggleBookmark(db: Db, identity: Identity, postId: string): Promise<BookmarkResult> {
  const { removed, added } = await toggle(db, 'bookmark', identity, postId);
  if (added || removed) return { postId, bookmarked: added > 0 };
  // Lost a race with a parallel toggle of the same bookmark: answer the state it left.
  const rows = await db.$queryRaw<{ bookmarked: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "PostBookmark" WHERE "postId" = ${postId} AND "userId" = ${identity.userId}) AS bookmarked`;
  return { postId, bookmarked: rows[0].bookmarked };
}
