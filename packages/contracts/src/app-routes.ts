// Signed-in routes (docs/product.md#routes) and the remote module that renders each. Shared with the BFF, which
// names a route's remote entry and first chunks in the page it serves (docs/decisions/3102-no-waterfall.md); what each
// screen reads first is in ./first-data, kept out of the browser's bundle.
// Module ids are "<remote>/<exposed module>"; the shell's types for them are in shell/src/remotes.d.ts.

export interface RemoteRouteDef {
  path: string;
  module: RemoteModuleId;
}

export type RemoteModuleId =
  | 'mf_home/HomePage'
  | 'mf_home/WellnessPage'
  | 'mf_home/JournalPage'
  | 'mf_business/BusinessesPage'
  | 'mf_business/BusinessDashboardPage'
  | 'mf_business/AnalyticsPage'
  | 'mf_business/ContentPlanPage'
  | 'mf_business/NotesPage'
  | 'mf_business/MeetingNotesPage'
  | 'mf_social/SocialMediaPage'
  | 'mf_social/PodcastsPage'
  | 'mf_social/FeedsPage'
  | 'mf_community/CommunityPage'
  | 'mf_community/AdminPage'
  | 'mf_teams/TeamsPage'
  | 'mf_teams/TeamChatPage'
  | 'mf_teams/TeamGoalsPage'
  | 'mf_teams/TeamSettingsPage'
  | 'mf_settings/SettingsPage'
  | 'mf_settings/CheckoutPage'
  | 'mf_settings/NotificationsPage';

export const ROUTES: readonly RemoteRouteDef[] = [
  // mf-home
  { path: '/', module: 'mf_home/HomePage' },
  { path: '/wellness', module: 'mf_home/WellnessPage' },
  { path: '/journal', module: 'mf_home/JournalPage' },
  // mf-business
  { path: '/businesses', module: 'mf_business/BusinessesPage' },
  { path: '/business/:id', module: 'mf_business/BusinessDashboardPage' },
  { path: '/analytics', module: 'mf_business/AnalyticsPage' },
  { path: '/content-plan', module: 'mf_business/ContentPlanPage' },
  { path: '/notes', module: 'mf_business/NotesPage' },
  { path: '/meeting-notes', module: 'mf_business/MeetingNotesPage' },
  // mf-social
  { path: '/social-media', module: 'mf_social/SocialMediaPage' },
  { path: '/podcasts', module: 'mf_social/PodcastsPage' },
  { path: '/feeds', module: 'mf_social/FeedsPage' },
  // mf-community
  { path: '/community', module: 'mf_community/CommunityPage' },
  { path: '/admin', module: 'mf_community/AdminPage' },
  // mf-teams
  { path: '/teams', module: 'mf_teams/TeamsPage' },
  { path: '/teams/:id/chat', module: 'mf_teams/TeamChatPage' },
  { path: '/teams/:id/goals', module: 'mf_teams/TeamGoalsPage' },
  { path: '/teams/:id/settings', module: 'mf_teams/TeamSettingsPage' },
  // mf-settings
  { path: '/settings', module: 'mf_settings/SettingsPage' },
  { path: '/checkout', module: 'mf_settings/CheckoutPage' },
  { path: '/notifications', module: 'mf_settings/NotificationsPage' },
];
