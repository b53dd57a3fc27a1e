import type { DbTransaction } from '@fj/db';
import type { AccountExporter } from '@fj/server-kit';

/**
 * What social exports for GET /api/account/export: one entry per feature (`{ name, rows: (db, userId) => … }`, one
 * query scoped to the caller). Social accounts, podcasts and feeds add theirs here as they land
 * (docs/decisions/1403-account-export-and-deletion.md).
 */
export const SOCIAL_EXPORTERS: ReadonlyArray<AccountExporter<DbTransaction>> = [
  {
    // Each linked account with its measured snapshots (one statement); OAuth tokens are never exported.
    name: 'socialAccounts',
    rows: async (db, userId) => {
      const accounts = await db.socialAccount.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        omit: { handle: true },
        include: { snapshots: { orderBy: { capturedAt: 'asc' }, select: { capturedAt: true, followers: true, posts: true, views: true, source: true } } },
      });
      // JSON has no BigInt: view counts travel as numbers.
      return accounts.map((a) => ({ ...a, snapshots: a.snapshots.map((s) => ({ ...s, views: s.views === null ? null : Number(s.views) })) }));
    },
  },
];
