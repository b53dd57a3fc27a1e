import { createPrisma } from '@fj/db';
import { listen } from '@fj/server-kit';
import { createCommunityApp, SERVICE_NAME } from './app';

const db = createPrisma();
listen(createCommunityApp(db), { name: SERVICE_NAME, port: Number(process.env.COMMUNITY_PORT ?? 4004), onClose: () => db.$disconnect() });
