import { z } from 'zod';
import { FEED_CURSOR_INVALID, MAX_INSTANT, MIN_INSTANT } from '@fj/contracts';
import { decodeCursor, encodeCursor } from '@fj/server-kit';

/** A post's place in the feed order (pinned first, then newest, then id): [isPinned, createdAt ms, id]. */
const feedKeySchema = z.tuple([z.boolean(), z.number().int().min(MIN_INSTANT).max(MAX_INSTANT), z.uuid()]);

export interface FeedKey {
  isPinned: boolean;
  createdAt: Date;
  id: string;
}

export const encodeFeedCursor = ({ isPinned, createdAt, id }: FeedKey) =>
  encodeCursor([isPinned, createdAt.getTime(), id]);

export function decodeFeedCursor(cursor: string): FeedKey {
  const [isPinned, createdAt, id] = decodeCursor(cursor, feedKeySchema, FEED_CURSOR_INVALID);
  return { isPinned, createdAt: new Date(createdAt), id };
}
