import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostReportPage } from '@fj/contracts';
import { apiJson } from '@fj/ui';

export const REPORTS_KEY = ['/api/community/reports'] as const;

/** GET /api/community/reports (admins): posts with open reports, most recently reported first, 20 a page. */
export function useReports() {
  return useInfiniteQuery({
    queryKey: REPORTS_KEY,
    queryFn: ({ pageParam }) =>
      apiJson<PostReportPage>(
        'GET',
        `/api/community/reports${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
