import { databaseReadiness, readSnapshot, type Db } from '@fj/db';
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
  // Team chat's fan-out listens on its own connection (started by the first stream; closed with `app.locals.chatHub`).
  const chatHub = new ChatHub(db, databaseUrl);
  const app = createServiceApp({
    name: SERVICE_NAME,
    readiness: databaseReadiness(db),
    routers: [
      teamsRouter(db),
      teamGoalsRouter(db),
      postsRouter(db),
      commentsRouter(db),
      moderationRouter(db),
      statsRouter(db),
      teamChatRouter(db, chatHub),
    ],
    // GET /api/account/export: each community feature's rows for the caller (src/account/exporters.ts).
    accountExport: { exporters: COMMUNITY_EXPORTERS, snapshot: readSnapshot(db) },
  });
  app.locals.chatHub = chatHub;
  // Loopback only, like every service route: how many chat streams this instance holds (the gateway test checks that a
  // browser going away closes its stream here too; the chat bench reads it).
  app.get('/healthz/chat', (_req, res) => {
    res.json({ streams: chatHub.size });
  });
  return app;
}
