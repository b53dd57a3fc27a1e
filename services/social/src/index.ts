import { createPrisma } from '@fj/db';
import { listen } from '@fj/server-kit';
import { createSocialApp, SERVICE_NAME } from './app';

const db = createPrisma();
listen(createSocialApp(db), { name: SERVICE_NAME, port: Number(process.env.SOCIAL_PORT ?? 4002), onClose: () => db.$disconnect() });
