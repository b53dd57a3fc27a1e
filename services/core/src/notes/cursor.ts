import { badRequest } from '@fj/server-kit';
import { isUuid, MAX_INSTANT, MIN_INSTANT } from '@fj/contracts';

/** Where a page of notes ended: the rank of its last note (0 = title match or no search) and that note's sort key. */
export interface NoteCursor {
  rank: number;
  isPinned: boolean;
  updatedAt: Date;
  id: string;
}

const INVALID = 'This page link is not valid. Reload the list.';

/** Opaque to clients: base64url of [rank, pinned, updatedAt, id]. */
export const encodeCursor = (c: NoteCursor) =>
  Buffer.from(JSON.stringify([c.rank, c.isPinned ? 1 : 0, c.updatedAt.toISOString(), c.id])).toString('base64url');

/** A cursor from the query string, or a 400 when it is not one this service wrote. */
export function decodeCursor(value: string): NoteCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw badRequest(INVALID);
  const [rank, pinned, updatedAt, id] = parsed as unknown[];
  const time = typeof updatedAt === 'string' ? Date.parse(updatedAt) : NaN;
  if (
    (rank !== 0 && rank !== 1) ||
    (pinned !== 0 && pinned !== 1) ||
    !(time >= MIN_INSTANT && time <= MAX_INSTANT) ||
    !isUuid(id)
  )
    throw badRequest(INVALID);
  return { rank, isPinned: pinned === 1, updatedAt: new Date(time), id };
}
