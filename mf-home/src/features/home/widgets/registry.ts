import type { ComponentType } from 'react';
import type { WidgetId } from '@fj/contracts/home-catalog';

/**
 * Each widget's name (customize mode, announcements, errors) and how to load its code (a chunk of its own, fetched
 * when it first nears the screen: the widgets sit below Today, out of the first view; WidgetSlot wraps it in lazy() and builds a new one on Retry).
 */
export const WIDGETS: Record<WidgetId, { title: string; load: () => Promise<{ default: ComponentType }> }> = {
  'daily-motivation': { title: "Today's Motivation", load: () => import('./DailyMotivationWidget') },
  'inspirational-quotes': { title: 'Inspirational Quotes', load: () => import('./InspirationalQuotesWidget') },
  'quick-actions': { title: 'Quick Actions', load: () => import('./QuickActionsWidget') },
  'home-favorites': { title: 'Quick Access', load: () => import('./HomeFavoritesWidget') },
  'social-media': { title: 'Social Media', load: () => import('./SocialMediaWidget') },
  achievements: { title: 'Recent Achievements', load: () => import('./AchievementsWidget') },
  'weekly-targets': { title: 'Weekly Targets', load: () => import('./WeeklyTargetsWidget') },
};
