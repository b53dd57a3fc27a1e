/**
 * The widgets below home's Today, in their default order, all visible by default (docs/product.md#home). Today's
 * content and wellness are part of Today itself (docs/decisions/2705-home-today-and-first-run-checklist.md).
 */
export const WIDGET_IDS = [
  'daily-motivation',
  'inspirational-quotes',
  'quick-actions',
  'home-favorites',
  'social-media',
  'achievements',
  'weekly-targets',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];
