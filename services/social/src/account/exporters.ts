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
        include: {
          snapshots: {
            orderBy: { capturedAt: 'asc' },
            select: { capturedAt: true, followers: true, posts: true, views: true, source: true },
          },
        },
      });
      // JSON has no BigInt: view counts travel as numbers.
      return accounts.map((a) => ({
        ...a,
        snapshots: a.snapshots.map((s) => ({ ...s, views: s.views === null ? null : Number(s.views) })),
      }));
    },
  },
  {
    // RSS reader: subscriptions with their folders (the validators and fetch state are ours, not theirs).
    name: 'feedSubscriptions',
    rows: (db, userId) =>
      db.feedSubscription.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true, url: true, siteUrl: true, title: true, folder: true, createdAt: true },
      }),
  },
  {
    // Starred articles (the rest are a cache of other people's feeds, pruned after 90 days).
    name: 'starredFeedItems',
    rows: (db, userId) =>
      db.feedItem.findMany({
        where: { userId, isStarred: true },
        orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        select: { id: true, feedId: true, title: true, link: true, contentHtml: true, publishedAt: true },
      }),
  },
];
