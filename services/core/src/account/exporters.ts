import type { DbTransaction } from '@fj/db';
import type { AccountExporter } from '@fj/server-kit';

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
          meetingNotes: { orderBy: { meetingDate: 'asc' } },
          actionItems: { orderBy: { createdAt: 'asc' } },
          growthIdeas: { orderBy: { createdAt: 'asc' } },
        },
      }),
  },
  {
    // Business meetings are inside their business above; these are the personal ones.
    name: 'personalMeetingNotes',
    rows: (db, userId) =>
      db.meetingNote.findMany({ where: { userId, businessId: null }, orderBy: { meetingDate: 'asc' } }),
  },
  // Content plans of every business and of none (businessId says which).
  {
    name: 'contentPlans',
    rows: (db, userId) =>
      db.contentPlan.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  },
  // The search vectors are derived from title and content, so they are not selected (Prisma cannot read them anyway).
  {
    name: 'notes',
    rows: (db, userId) => db.note.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  },
  {
    name: 'meetingAgendaTemplates',
    rows: (db, userId) =>
      db.meetingAgendaTemplate.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  },
  {
    name: 'actionItems',
    rows: (db, userId) =>
      db.userActionItem.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
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
      db.notification.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
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
    rows: (db, userId) => db.wellnessEntry.findMany({ where: { userId }, orderBy: { date: 'asc' } }),
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
      db.journalEntry.findMany({ where: { userId }, orderBy: [{ date: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] }),
  },
];
