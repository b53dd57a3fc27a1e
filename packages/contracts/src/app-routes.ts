// Signed-in routes (docs/product.md#routes) and the remote module that renders each. Shared with the BFF, which
// names a route's remote entry and first chunks in the page it serves (docs/decisions/3102-no-waterfall.md).
// Module ids are "<remote>/<exposed module>"; the shell's types for them are in shell/src/remotes.d.ts.

export interface RemoteRouteDef {
  path: string;
  module: RemoteModuleId;
  /**
   * The reads the screen's first view waits for, exactly as it asks for them (GET, with credentials, this URL): the
   * BFF preloads them from the page, so their answers arrive while the code loads (only for the route opened without
   * a query string). `{today}` stands for the device's date (YYYY-MM-DD), filled in by the page itself.
   */
  firstData?: readonly string[];
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
  {
    path: '/',
    module: 'mf_home/HomePage',
    firstData: [
      '/api/home/today',
      '/api/user-layout',
      '/api/home/checklist',
      '/api/wellness/goals',
      '/api/wellness?startDate={today}&endDate={today}',
    ],
  },
  {
    path: '/wellness',
    module: 'mf_home/WellnessPage',
    firstData: ['/api/wellness/goals', '/api/wellness?startDate={today}&endDate={today}'],
  },
  { path: '/journal', module: 'mf_home/JournalPage', firstData: ['/api/journal'] },
  // mf-business
  { path: '/businesses', module: 'mf_business/BusinessesPage', firstData: ['/api/businesses'] },
  { path: '/business/:id', module: 'mf_business/BusinessDashboardPage' },
  { path: '/analytics', module: 'mf_business/AnalyticsPage', firstData: ['/api/dashboard/summary'] },
  { path: '/content-plan', module: 'mf_business/ContentPlanPage', firstData: ['/api/businesses'] },
  { path: '/notes', module: 'mf_business/NotesPage', firstData: ['/api/notes', '/api/notes/tags'] },
  { path: '/meeting-notes', module: 'mf_business/MeetingNotesPage' },
  // mf-social
  { path: '/social-media', module: 'mf_social/SocialMediaPage' },
  { path: '/podcasts', module: 'mf_social/PodcastsPage' },
  { path: '/feeds', module: 'mf_social/FeedsPage', firstData: ['/api/feeds'] },
  // mf-community
  {
    path: '/community',
    module: 'mf_community/CommunityPage',
    firstData: ['/api/community/stats', '/api/community/posts'],
  },
  { path: '/admin', module: 'mf_community/AdminPage' },
  // mf-teams
  { path: '/teams', module: 'mf_teams/TeamsPage', firstData: ['/api/teams'] },
  { path: '/teams/:id/chat', module: 'mf_teams/TeamChatPage' },
  { path: '/teams/:id/goals', module: 'mf_teams/TeamGoalsPage' },
  { path: '/teams/:id/settings', module: 'mf_teams/TeamSettingsPage' },
  // mf-settings
  { path: '/settings', module: 'mf_settings/SettingsPage' },
  { path: '/checkout', module: 'mf_settings/CheckoutPage' },
  { path: '/notifications', module: 'mf_settings/NotificationsPage' },
];

const PATTERNS = ROUTES.map((r) => ({ ...r, pattern: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`) }));

/** The route a path opens, or undefined for any other path. */
export const routeFor = (pathname: string): RemoteRouteDef | undefined =>
  PATTERNS.find((r) => r.pattern.test(pathname));

/** The federation name of a module's remote: 'mf_home/HomePage' → 'mf_home'. */
export const remoteOf = (id: RemoteModuleId) => id.slice(0, id.indexOf('/'));

/** In a `firstData` URL: the device's date. */
export const TODAY_PLACEHOLDER = '{today}';

/** The reads the signed-in chrome makes on every screen (the theme and time zone, the inbox badge): also preloaded. */
export const SHELL_FIRST_DATA: readonly string[] = ['/api/settings', '/api/notifications'];
