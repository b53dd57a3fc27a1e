import { createSqlPool, databaseReadiness, readSnapshot, type Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { teamsRouter } from './teams/router';
import { teamGoalsRouter } from './team-goals/router';
import { postsRouter } from './posts/router';
import { commentsRouter } from './comments/router';
import { moderationRouter } from './moderation/router';
import { statsRouter } from './stats/router';
import { COMMUNITY_EXPORTERS } from './account/exporters';
import { ChatHub } from './team-chat/hub';
import { teamChatRouter } from './team-chat/router';

export const SERVICE_NAME = 'community';

/** Community owns the shared spaces: teams (membership, roles, goals) and the feed (posts, likes, comments, bookmarks, reports). */
export function createCommunityApp(db: Db, databaseUrl = process.env.DATABASE_URL) {
  // Team chat's hot paths (send, typing, fan-out reads) are single statements on their own pool with bounded waits;
  // its fan-out listens on its own connection (started by the first stream). Both close with `app.locals.chatHub`.
  const chatPool = createSqlPool(databaseUrl ?? '', {
    max: Number(process.env.TEAM_CHAT_POOL_MAX) || 10,
    lockTimeoutMillis: Number(process.env.TEAM_CHAT_LOCK_TIMEOUT_MS) || 2_000,
  });
  const chatHub = new ChatHub(chatPool, databaseUrl);
  const app = createServiceApp({
    name: SERVICE_NAME,
    db,
    readiness: databaseReadiness(db),
    routers: [
      teamsRouter(db),
      teamGoalsRouter(db),
      postsRouter(db),
      commentsRouter(db),
      moderationRouter(db),
      statsRouter(db),
      teamChatRouter(db, chatPool, chatHub),
    ],
    // GET /api/account/export: each community feature's rows for the caller (src/account/exporters.ts).
    accountExport: { exporters: COMMUNITY_EXPORTERS, snapshot: readSnapshot(db) },
  });
  app.locals.chatHub = chatHub;
  app.locals.chatPool = chatPool;
  // Loopback only, like every service route: how many chat streams this instance holds (the gateway test checks that a
  // browser going away closes its stream here too; the chat bench reads it).
  app.get('/healthz/chat', (_req, res) => {
    res.json({ streams: chatHub.size });
  });
  return app;
}
