import type { Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { postsRouter } from './posts/router';
import { commentsRouter } from './comments/router';
import { moderationRouter } from './moderation/router';
import { statsRouter } from './stats/router';

export const SERVICE_NAME = 'community';

/** Community owns the feed (posts, likes, comments, bookmarks, reports) and teams. */
export function createCommunityApp(db: Db) {
  return createServiceApp({ name: SERVICE_NAME, routers: [postsRouter(db), commentsRouter(db), moderationRouter(db), statsRouter(db)] });
}
