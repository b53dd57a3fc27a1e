import { createPrisma } from '@fj/db';
import { listen } from '@fj/server-kit';
import { createPaymentsApp, SERVICE_NAME } from './app';

const db = createPrisma();
listen(createPaymentsApp(db), { name: SERVICE_NAME, port: Number(process.env.PAYMENTS_PORT ?? 4003), onClose: () => db.$disconnect() });
