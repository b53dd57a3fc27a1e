// The home dashboard's fixed catalogues (spec §2, §3, §9). No zod and no imports: the service validates with them
// (src/home.ts) and the browser renders them ('@fj/contracts/home-catalog').

/** Spec §2 default widget order; all nine visible by default. */
export const WIDGET_IDS = [
  'daily-motivation',
  'inspirational-quotes',
  'quick-actions',
  'home-favorites',
  'social-media',
  'wellness',
  'content-planning',
  'achievements',
  'weekly-targets',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

/** The 11 Quick Access features (spec §3), in their default order; `icon` names a lucide icon. */
export const HOME_FEATURES = [
  { id: 'journal', title: 'Journal', path: '/journal', icon: 'BookOpen', isPremium: false },
  { id: 'analytics', title: 'Analytics', path: '/analytics', icon: 'BarChart3', isPremium: false },
  { id: 'content', title: 'Content', path: '/content-plan', icon: 'CalendarDays', isPremium: false },
  { id: 'social', title: 'Social', path: '/social-media', icon: 'Share2', isPremium: false },
  { id: 'wellness', title: 'Wellness', path: '/wellness', icon: 'HeartPulse', isPremium: false },
  { id: 'teams', title: 'Teams', path: '/teams', icon: 'Users', isPremium: true },
  { id: 'podcasts', title: 'Podcasts', path: '/podcasts', icon: 'Mic', isPremium: false },
  { id: 'community', title: 'Community', path: '/community', icon: 'MessagesSquare', isPremium: false },
  { id: 'notes', title: 'Notes', path: '/notes', icon: 'StickyNote', isPremium: false },
  { id: 'notifications', title: 'Notifications', path: '/notifications', icon: 'Bell', isPremium: false },
  { id: 'settings', title: 'Settings', path: '/settings', icon: 'Settings', isPremium: false },
] as const;
export type HomeFeatureId = (typeof HOME_FEATURES)[number]['id'];
export const HOME_FEATURE_IDS = HOME_FEATURES.map((f) => f.id) as HomeFeatureId[];

/** Spec §9: at most 9 tiles; the defaults are the first 6 features. */
export const MAX_ENABLED_FAVORITES = 9;
export const DEFAULT_FAVORITE_COUNT = 6;
export const TOO_MANY_FAVORITES = `You can pin at most ${MAX_ENABLED_FAVORITES} favorites`;

/** Spec §9 wellness goals and quick moods. */
export const WELLNESS_GOALS = { steps: 10_000, sleepHours: 8, calories: 2_000 } as const;
export const QUICK_MOODS = [
  { value: 5, label: 'Great' },
  { value: 3, label: 'Okay' },
  { value: 1, label: 'Low' },
] as const;

/** Weekly target kinds; the measured ones are computed by the server from real activity. */
export const WEEKLY_TARGET_TYPES = ['content_posts', 'new_followers', 'workouts', 'revenue', 'meetings', 'custom'] as const;
export type WeeklyTargetType = (typeof WEEKLY_TARGET_TYPES)[number];
export const MEASURED_TARGET_TYPES: readonly WeeklyTargetType[] = ['content_posts', 'meetings', 'revenue'];
export const WEEKLY_TARGET_LABELS: Record<WeeklyTargetType, string> = {
  content_posts: 'Content posts',
  new_followers: 'New followers',
  workouts: 'Workouts',
  revenue: 'Revenue',
  meetings: 'Meetings',
  custom: 'Custom',
};
export const MAX_WEEKLY_TARGETS = 10;
