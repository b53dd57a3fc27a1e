/** The 11 Quick Access features (docs/product.md#quick-access), in their default order; `icon` names a lucide icon. */
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
export const HOME_FEATURE_IDS: HomeFeatureId[] = HOME_FEATURES.map((f) => f.id);

/** At most 9 tiles; the defaults are the first 6 features. */
export const MAX_ENABLED_FAVORITES = 9;
export const DEFAULT_FAVORITE_COUNT = 6;
export const TOO_MANY_FAVORITES = `You can pin at most ${MAX_ENABLED_FAVORITES} favorites`;
