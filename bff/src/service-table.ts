import type { ServiceName } from './config';

/**
 * The one route → service table (architecture: only the BFF knows it).
 * Longest prefix wins; a path matches a prefix when it equals it or continues with '/'.
 */
export const ROUTE_TABLE: ReadonlyArray<readonly [prefix: string, service: ServiceName]> = [
  ['/api/settings', 'core'],
  ['/api/businesses', 'core'],
  ['/api/business-metrics', 'core'],
  ['/api/meeting-notes', 'core'],
  ['/api/meeting-agenda-templates', 'core'],
  ['/api/action-items', 'core'],
  ['/api/user-action-items', 'core'],
  ['/api/growth-ideas', 'core'],
  ['/api/home-favorites', 'core'],
  ['/api/user-layout', 'core'],
  ['/api/home', 'core'],
  ['/api/wellness', 'core'],
  ['/api/journal', 'core'],
  ['/api/cycle', 'core'],
  ['/api/content-plans', 'core'],
  ['/api/achievements', 'core'],
  ['/api/weekly-targets', 'core'],
  ['/api/notes', 'core'],
  ['/api/notification-preferences', 'core'],
  ['/api/notifications', 'core'],
  ['/api/admin/messages', 'core'],
  ['/api/analytics', 'core'],
  ['/api/social-accounts', 'social'],
  ['/api/oauth', 'social'],
  ['/api/validate-rss', 'social'],
  ['/api/validate-youtube', 'social'],
  ['/api/validate-social-media', 'social'],
  ['/api/podcasts', 'social'],
  ['/api/feeds', 'social'],
  ['/api/social-growth', 'social'],
  ['/api/create-payment-intent', 'payments'],
  ['/api/payments', 'payments'],
  ['/api/admin/bootstrap', 'payments'],
  ['/api/community', 'community'],
  ['/api/teams', 'community'],
  ['/api/admin/stats', 'core'],
  ['/api/push', 'core'],
  ['/api/e2e', 'community'],
];

const sorted = [...ROUTE_TABLE].sort((a, b) => b[0].length - a[0].length);

export function serviceFor(path: string): ServiceName | undefined {
  for (const [prefix, service] of sorted) {
    if (path === prefix || path.startsWith(prefix + '/')) return service;
  }
  return undefined;
}
