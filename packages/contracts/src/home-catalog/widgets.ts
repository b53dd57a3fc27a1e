/** The default widget order; all nine visible by default (docs/product.md#home). */
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
