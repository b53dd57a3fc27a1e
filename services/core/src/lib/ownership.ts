import { isUuid } from '@fj/contracts';
import { notFound, VersionConflictError } from '@fj/server-kit';

/**
 * The id of a record the caller claims, or a 404. A malformed id cannot exist, so it gets the same answer as
 * another user's id (never a 400 or 500 that would tell them apart).
 */
export function recordId(value: unknown, what: string): string {
  if (!isUuid(value)) throw notFound(what);
  return value;
}

/** Prisma error codes we turn into answers (the query itself did the check). */
const FOREIGN_KEY_VIOLATION = 'P2003';
const RECORD_NOT_FOUND = 'P2025';
const UNIQUE_VIOLATION = 'P2002';

/**
 * Child rows reference their business by (businessId, userId), so inserting a child for a business that is
 * not the caller's violates the foreign key: that is the ownership check, done by the INSERT itself.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } } | null;
  // A raw statement ($queryRaw) reports it as P2010 with PostgreSQL's SQLSTATE 23503 inside.
  return (
    e?.code === FOREIGN_KEY_VIOLATION ||
    (e?.code === 'P2010' && e.meta?.driverAdapterError?.cause?.originalCode === '23503')
  );
}

/** `update({ where: { id, userId } })` found no row of the caller's. */
export function isRecordNotFound(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === RECORD_NOT_FOUND;
}

/** Run a write; a failed ownership check (FK violation / no row) becomes a 404 for `what`. */
export async function orNotFound<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err) || isRecordNotFound(err)) throw notFound(what);
    throw err;
  }
}

/** A unique key (e.g. one metric per business per date) refused the write. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === UNIQUE_VIOLATION;
}

/**
 * Delete one of the caller's records: `remove` is a single `DELETE … WHERE id AND "userId"` (Prisma deleteMany) that
 * reports how many rows it removed; none means the id is unknown or someone else's → 404 for `what`.
 */
export async function deleteOwned(what: string, remove: () => Promise<{ count: number }>): Promise<void> {
  const { count } = await remove();
  if (count === 0) throw notFound(what);
}

/**
 * An edit of one of the caller's records, scoped by `write` to the version it started from when the browser sent one
 * (If-Match, docs/decisions/2603-edit-conflicts.md). No row matched: 412 with the record as it is now when it still
 * exists (changed somewhere else meanwhile), else 404 (deleted, or never the caller's) — a deleted record is reported,
 * never written again.
 */
export async function editOwned<T>(
  what: string,
  base: Date | undefined,
  write: () => Promise<T | undefined>,
  current: () => Promise<T | null | undefined>,
): Promise<T> {
  let written: T | undefined;
  try {
    written = await write();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(what);
    if (!isRecordNotFound(err)) throw err;
  }
  if (written !== undefined) return written;
  const now = base ? await current() : undefined;
  if (now) throw new VersionConflictError(now);
  throw notFound(what);
}
