import type { ComponentType } from 'react';
import type { WidgetId } from '@fj/contracts/home-catalog';
// The two small widgets with no data of their own ride in the page's chunk (a chunk of its own costs more bytes
// than they weigh); the rest load on demand.
import DailyMotivationWidget from './DailyMotivationWidget';
import QuickActionsWidget from './QuickActionsWidget';

const bundled = (Component: ComponentType) => () => Promise.resolve({ default: Component });

/**
 * Each widget's name (customize mode, announcements, errors) and how to load its code (mostly a chunk of its own,
 * fetched when it first nears the screen; WidgetSlot wraps it in lazy() and builds a new one on Retry).
 */
export const WIDGETS: Record<WidgetId, { title: string; load: () => Promise<{ default: ComponentType }> }> = {
  'daily-motivation': { title: "Today's Motivation", load: bundled(DailyMotivationWidget) },
  'inspirational-quotes': { title: 'Inspirational Quotes', load: () => import('./InspirationalQuotesWidget') },
  'quick-actions': { title: 'Quick Actions', load: bundled(QuickActionsWidget) },
  'home-favorites': { title: 'Quick Access', load: () => import('./HomeFavoritesWidget') },
  'social-media': { title: 'Social Media', load: () => import('./SocialMediaWidget') },
  achievements: { title: 'Recent Achievements', load: () => import('./AchievementsWidget') },
  'weekly-targets': { title: 'Weekly Targets', load: () => import('./WeeklyTargetsWidget') },
};
