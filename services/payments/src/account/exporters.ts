import type { DbTransaction } from '@fj/db';
import type { AccountExporter } from '@fj/server-kit';

/** What payments exports for GET /api/account/export: the caller's purchases (Stripe keeps the payment itself). */
export const PAYMENTS_EXPORTERS: ReadonlyArray<AccountExporter<DbTransaction>> = [
  {
    name: 'purchases',
    rows: (db, userId) => db.purchase.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
  },
];
