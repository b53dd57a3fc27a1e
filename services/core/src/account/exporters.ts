import type { DbTransaction } from '@fj/db';
import { inPages, type AccountExporter } from '@fj/server-kit';

/** Prisma's keyset arguments for `inPages`: oldest first, `take` rows after the row `afterId`. */
const page = (afterId: string | undefined, take: number) => ({
  orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }],
  take,
  ...(afterId ? { cursor: { id: afterId }, skip: 1 } : {}),
});

/**
 * What core exports for GET /api/account/export: one entry per feature, each one query scoped to the caller
 * (docs/decisions/1403-account-export-and-deletion.md). A new core feature adds its entry here.
 */
export const CORE_EXPORTERS: ReadonlyArray<AccountExporter<DbTransaction>> = [
  { name: 'settings', rows: (db, userId) => db.settings.findUnique({ where: { userId } }) },
  {
    // Each business with everything recorded in it: one statement (relationJoins), the children through their
    // (businessId, userId) indexes.
    name: 'businesses',
    rows: (db, userId) =>
      db.business.findMany({
        where: { userId },
        orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
        include: {
          metrics: { orderBy: { date: 'asc' } },
          meetingNotes: {
            orderBy: { meetingDate: 'asc' },
            include: { businessActionItems: { select: { id: true, title: true, status: true } } },
          },
          actionItems: { orderBy: { createdAt: 'asc' } },
          growthIdeas: { orderBy: { createdAt: 'asc' } },
        },
      }),
  },
  {
    // Business meetings are inside their business above; these are the personal ones.
    name: 'personalMeetingNotes',
    rows: (db, userId) =>
      inPages((afterId, take) =>
        db.meetingNote.findMany({
          where: { userId, businessId: null },
          include: { userActionItems: { select: { id: true, title: true, status: true } } },
          ...page(afterId, take),
        }),
      ),
  },
  // Content plans of every business and of none (businessId says which).
  {
    name: 'contentPlans',
    rows: (db, userId) =>
      inPages((afterId, take) => db.contentPlan.findMany({ where: { userId }, ...page(afterId, take) })),
  },
  // The search vectors are derived from title and content, so they are not selected (Prisma cannot read them anyway).
  {
    name: 'notes',
    rows: (db, userId) => inPages((afterId, take) => db.note.findMany({ where: { userId }, ...page(afterId, take) })),
  },
  {
    name: 'meetingAgendaTemplates',
    rows: (db, userId) =>
      db.meetingAgendaTemplate.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  },
  {
    name: 'actionItems',
    rows: (db, userId) =>
      inPages((afterId, take) => db.userActionItem.findMany({ where: { userId }, ...page(afterId, take) })),
  },
  // Notifications: preferences, the browsers subscribed to push (their endpoints; the keys are the
  // browser's secrets, not the user's data), the user's own notifications and which broadcasts they read.
  {
    name: 'notificationPreferences',
    rows: (db, userId) => db.notificationPreferences.findUnique({ where: { userId } }),
  },
  {
    name: 'pushSubscriptions',
    rows: (db, userId) =>
      db.pushSubscription.findMany({
        where: { userId },
        select: { endpoint: true, createdAt: true },
        orderBy: { createdAt: 'asc' },
      }),
  },
  {
    name: 'notifications',
    rows: (db, userId) =>
      inPages((afterId, take) => db.notification.findMany({ where: { userId }, ...page(afterId, take) })),
  },
  {
    name: 'broadcastsRead',
    rows: (db, userId) => db.notificationRead.findMany({ where: { userId }, orderBy: { readAt: 'asc' } }),
  },
  // Home dashboard.
  { name: 'userLayout', rows: (db, userId) => db.userLayout.findUnique({ where: { userId } }) },
  { name: 'homeFavorites', rows: (db, userId) => db.homeFavorites.findUnique({ where: { userId } }) },
  {
    name: 'wellness',
    rows: (db, userId) =>
      inPages((afterId, take) =>
        db.wellnessEntry.findMany({
          where: { userId },
          orderBy: [{ date: 'asc' }, { id: 'asc' }],
          take,
          ...(afterId ? { cursor: { id: afterId }, skip: 1 } : {}),
        }),
      ),
  },
  {
    name: 'weeklyTargets',
    rows: (db, userId) =>
      db.weeklyTarget.findMany({ where: { userId }, orderBy: [{ weekStartDate: 'asc' }, { createdAt: 'asc' }] }),
  },
  {
    name: 'achievements',
    rows: (db, userId) => db.achievement.findMany({ where: { userId }, orderBy: { earnedAt: 'asc' } }),
  },
  // Wellness goals, cycle log and journal. The cycle log is only ever in its owner's own export.
  { name: 'wellnessGoals', rows: (db, userId) => db.wellnessGoals.findUnique({ where: { userId } }) },
  { name: 'cycleDays', rows: (db, userId) => db.cycleDay.findMany({ where: { userId }, orderBy: { date: 'asc' } }) },
  {
    name: 'journalEntries',
    rows: (db, userId) =>
      inPages((afterId, take) =>
        db.journalEntry.findMany({
          where: { userId },
          orderBy: [{ date: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
          take,
          ...(afterId ? { cursor: { id: afterId }, skip: 1 } : {}),
        }),
      ),
  },
];
