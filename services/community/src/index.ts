import './telemetry';
import { createPrisma, poolOf, type SqlPool } from '@fj/db';
import { listen, observePool } from '@fj/server-kit';
import { createCommunityApp, SERVICE_NAME } from './app';
import type { ChatHub } from './team-chat/hub';

const db = createPrisma();
observePool('prisma', poolOf(db));
const app = createCommunityApp(db);
observePool('team-chat', app.locals.chatPool as SqlPool);
listen(app, {
  name: SERVICE_NAME,
  port: Number(process.env.COMMUNITY_PORT ?? 4004),
  onClose: async () => {
    await (app.locals.chatHub as ChatHub).close();
    await (app.locals.chatPool as SqlPool).end();
    await db.$disconnect();
  },
});
