import type { DbTransaction } from '@fj/db';
import type { AccountExporter } from '@fj/server-kit';

/**
 * What community exports for GET /api/account/export: one entry per feature (`{ name, rows: (db, userId) => … }`,
 * one query scoped to the caller). Posts, comments, likes, teams, memberships, chat and goals add theirs here as they
 * land (docs/decisions/1403-account-export-and-deletion.md).
 */
export const COMMUNITY_EXPORTERS: ReadonlyArray<AccountExporter<DbTransaction>> = [];
