import { databaseReadiness, readSnapshot, type Db } from '@fj/db';
import { createServiceApp } from '@fj/server-kit';
import { settingsRouter } from './settings/router';
import { businessesRouter } from './businesses/router';
import { businessMetricsRouter } from './business-metrics/router';
import { meetingNotesRouter } from './meeting-notes/router';
import { actionItemsRouter } from './action-items/router';
import { growthIdeasRouter } from './growth-ideas/router';
import { contentPlansRouter } from './content-plans/router';
import { analyticsRouter } from './analytics/router';
import { notesRouter } from './notes/router';
import { meetingAgendaTemplatesRouter } from './meeting-agenda-templates/router';
import { userActionItemsRouter } from './user-action-items/router';
import { userLayoutRouter } from './user-layout/router';
import { homeFavoritesRouter } from './home-favorites/router';
import { wellnessRouter } from './wellness/router';
import { weeklyTargetsRouter } from './weekly-targets/router';
import { achievementsRouter } from './achievements/router';
import { cycleRouter } from './cycle/router';
import { journalRouter } from './journal/router';
import { homeTodayRouter } from './home-today/router';
import { CORE_EXPORTERS } from './account/exporters';
import { adminMessagesRouter } from './admin-messages/router';
import { notificationsRouter } from './notifications/router';
import { notificationPreferencesRouter } from './notification-preferences/router';
import { pushRouter } from './push/router';

export const SERVICE_NAME = 'core';

/** Core owns the user's own records: settings, businesses, notes, wellness, layout… */
export function createCoreApp(db: Db) {
  return createServiceApp({
    name: SERVICE_NAME,
    db,
    readiness: databaseReadiness(db),
    routers: [
      settingsRouter(db),
      businessesRouter(db),
      businessMetricsRouter(db),
      meetingNotesRouter(db),
      actionItemsRouter(db),
      growthIdeasRouter(db),
      contentPlansRouter(db),
      analyticsRouter(db),
      notesRouter(db),
      meetingAgendaTemplatesRouter(db),
      userActionItemsRouter(db),
      adminMessagesRouter(db),
      notificationsRouter(db),
      notificationPreferencesRouter(db),
      pushRouter(db),
      userLayoutRouter(db),
      homeFavoritesRouter(db),
      wellnessRouter(db),
      weeklyTargetsRouter(db),
      achievementsRouter(db),
      cycleRouter(db),
      journalRouter(db),
      homeTodayRouter(db),
    ],
    // GET /api/account/export: each core feature's rows for the caller (src/account/exporters.ts).
    accountExport: { exporters: CORE_EXPORTERS, snapshot: readSnapshot(db) },
  });
}
