import './telemetry';
import { createPrisma, poolOf } from '@fj/db';
import { listen, logger, observePool } from '@fj/server-kit';
import { createPaymentsApp, SERVICE_NAME } from './app';
import { stripeSettingsFromEnv } from './stripe/config';

const db = createPrisma();
observePool('prisma', poolOf(db));
const stripe = stripeSettingsFromEnv();
if (!stripe.secretKey)
  logger.info(
    { service: SERVICE_NAME },
    'STRIPE_SECRET_KEY is not set: checkout says payments are not configured on this server',
  );
listen(createPaymentsApp(db, { stripe }), {
  name: SERVICE_NAME,
  port: Number(process.env.PAYMENTS_PORT ?? 4003),
  onClose: () => db.$disconnect(),
});
