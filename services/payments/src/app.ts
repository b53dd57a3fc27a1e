import { databaseReadiness, readSnapshot, type Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { createStripeClient, stripeSettingsFromEnv, type StripeSettings } from './stripe/config';
import { checkoutRouter } from './checkout/router';
import { webhookRouter } from './webhook/router';
import { adminBootstrapRouter } from './admin-bootstrap/router';
import { PAYMENTS_EXPORTERS } from './account/exporters';

export const SERVICE_NAME = 'payments';

export interface PaymentsOptions {
  stripe?: StripeSettings;
  /** ADMIN_EMAIL: the account POST /api/admin/bootstrap may promote. */
  adminEmail?: string;
}

/**
 * Payments owns the Premium purchase (Stripe PaymentIntents, the webhook) and is the only writer of
 * `User.isPremium` and `User.isAdmin` (docs/decisions/1401-premium-granted-only-by-payments.md).
 */
export function createPaymentsApp(
  db: Db,
  { stripe: settings = stripeSettingsFromEnv(), adminEmail = process.env.ADMIN_EMAIL }: PaymentsOptions = {},
) {
  const stripe = createStripeClient(settings);
  return createServiceApp({
    name: SERVICE_NAME,
    db,
    readiness: databaseReadiness(db),
    publicRouters: [webhookRouter(db, stripe, settings.webhookSecret)],
    routers: [
      checkoutRouter(db, stripe, settings),
      adminBootstrapRouter(db, adminEmail?.trim().toLowerCase() || undefined),
    ],
    accountExport: { exporters: PAYMENTS_EXPORTERS, snapshot: readSnapshot(db) },
  });
}
