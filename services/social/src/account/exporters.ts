import type { DbTransaction } from '@fj/db';
import type { AccountExporter } from '@fj/server-kit';

/**
 * What social exports for GET /api/account/export: one entry per feature (`{ name, rows: (db, userId) => … }`, one
 * query scoped to the caller). Social accounts, podcasts and feeds add theirs here as they land
 * (docs/decisions/1403-account-export-and-deletion.md).
 */
export const SOCIAL_EXPORTERS: ReadonlyArray<AccountExporter<DbTransaction>> = [];
