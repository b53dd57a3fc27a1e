import { firstViews } from '@fj/ui/server';
import BusinessesPage from './exposes/BusinessesPage';
import BusinessDashboardPage from './exposes/BusinessDashboardPage';
import AnalyticsPage from './exposes/AnalyticsPage';
import ContentPlanPage from './exposes/ContentPlanPage';
import NotesPage from './exposes/NotesPage';
import MeetingNotesPage from './exposes/MeetingNotesPage';

/** This remote's screens as the BFF draws them into a signed-in page (@fj/ui/server; its server build). */
export const drawFirstView = firstViews({
  './BusinessesPage': BusinessesPage,
  './BusinessDashboardPage': BusinessDashboardPage,
  './AnalyticsPage': AnalyticsPage,
  './ContentPlanPage': ContentPlanPage,
  './NotesPage': NotesPage,
  './MeetingNotesPage': MeetingNotesPage,
});
