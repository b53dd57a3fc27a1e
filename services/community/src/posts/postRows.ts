import { Prisma } from '@fj/db';
import type { CommunityCategory, CommunityPost } from '@fj/contracts';
import { HttpError, notFound, type Identity } from '@fj/server-kit';
import { isUuid } from '@fj/contracts';
import { authorOf } from './author';

/**
 * What every post answer reads, in the same statement as the post: the author's name from the bff-owned User table
 * (read only) and whether the caller liked and bookmarked it (one primary-key probe each). Expects the post as `p`
 * and its author as `u` (`JOIN "User" u ON u."id" = p."userId"`).
 */
export const postColumns = (userId: string) => Prisma.sql`
  p."id", p."title", p."content", p."category", p."isPinned", p."likesCount", p."commentsCount",
  p."createdAt", p."editedAt", p."hiddenAt", p."userId" = ${userId} AS "isMine", u."firstName", u."lastName",
  EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = ${userId}) AS "likedByMe",
  EXISTS (SELECT 1 FROM "PostBookmark" b WHERE b."postId" = p."id" AND b."userId" = ${userId}) AS "bookmarkedByMe"`;

export interface PostRow {
  id: string;
  title: string;
  content: string;
  category: string;
  isPinned: boolean;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  editedAt: Date | null;
  hiddenAt: Date | null;
  isMine: boolean;
  firstName: string | null;
  lastName: string | null;
  likedByMe: boolean;
  bookmarkedByMe: boolean;
}

export function toPost(row: PostRow): CommunityPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category as CommunityCategory,
    isPinned: row.isPinned,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    author: authorOf(row.firstName, row.lastName),
    isMine: row.isMine,
    likedByMe: row.likedByMe,
    bookmarkedByMe: row.bookmarkedByMe,
  };
}

/**
 * Which posts the caller may see and act on: every post nobody has hidden by reports; a hidden one only its author
 * (who sees it marked hidden) and admins (who restore it). Everyone else gets a 404 for it, as for an unknown id.
 */
export const visibleTo = ({ userId, isAdmin }: Identity) =>
  isAdmin ? Prisma.sql`TRUE` : Prisma.sql`(p."hiddenAt" IS NULL OR p."userId" = ${userId})`;

/** An id from a path or body: our ids are UUIDs, so anything else cannot exist → the same 404 as an unknown one. */
export function recordIdOf(value: unknown, what: string): string {
  if (!isUuid(value)) throw notFound(what);
  return value;
}
export const postIdOf = (value: unknown) => recordIdOf(value, 'Post');

/** PostgreSQL refused a row whose post (or member) was deleted between our read and our write. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as {
    code?: string;
    meta?: { code?: string; driverAdapterError?: { cause?: { originalCode?: string; kind?: string } } };
  } | null;
  const cause = e?.meta?.driverAdapterError?.cause;
  return (
    e?.code === 'P2003' ||
    e?.meta?.code === '23503' ||
    cause?.originalCode === '23503' ||
    cause?.kind === 'ForeignKeyConstraintViolation'
  );
}

/** Run a write that references a post; a post deleted meanwhile becomes the 404 it would have been a moment later. */
export async function orPostNotFound<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound('Post');
    throw err;
  }
}

/** A write for a member whose account was deleted while their identity assertion (60 s) was still valid. */
export async function orSignedOut<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new HttpError(401, 'Not signed in');
    throw err;
  }
}
