import { createPrisma } from '@fj/db';
import { listen } from '@fj/server-kit';
import { createCoreApp, SERVICE_NAME } from './app';

const db = createPrisma();
listen(createCoreApp(db), { name: SERVICE_NAME, port: Number(process.env.CORE_PORT ?? 4001), onClose: () => db.$disconnect() });
