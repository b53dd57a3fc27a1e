import { useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, ContentTypeStats, DashboardSummary, RevenueSeries } from '@fj/contracts';
import { apiJson } from '@fj/ui';

/** GET /api/dashboard/summary (the BFF composes core and social; the default query function reads the key). */
export const SUMMARY_KEY = ['/api/dashboard/summary'] as const;
export const useDashboardSummary = () => useQuery<DashboardSummary>({ queryKey: SUMMARY_KEY });

/** Premium: a business's revenue and clients over a range (403 for Free, which never asks). */
export const useRevenueSeries = (businessId: string | null, range: AnalyticsRange, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/analytics/revenue', { businessId, range }],
    queryFn: () =>
      apiJson<RevenueSeries>(
        'GET',
        `/api/analytics/revenue?businessId=${encodeURIComponent(businessId ?? '')}&range=${range}`,
      ),
    enabled: enabled && businessId !== null,
  });

/** Premium: completed content per type and the revenue of the weeks it went out. */
export const useContentTypeStats = (businessId: string | null, range: AnalyticsRange, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/analytics/content-types', { businessId, range }],
    queryFn: () =>
      apiJson<ContentTypeStats>(
        'GET',
        `/api/analytics/content-types?range=${range}${businessId ? `&businessId=${encodeURIComponent(businessId)}` : ''}`,
      ),
    enabled,
  });

/** The CSV download's address (a plain link: the browser saves what the server streams). */
export function exportCsvUrl({ businessId, from, to }: { businessId?: string; from?: string; to?: string }): string {
  const params = new URLSearchParams();
  if (businessId) params.set('businessId', businessId);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return `/api/analytics/export.csv${query ? `?${query}` : ''}`;
}
