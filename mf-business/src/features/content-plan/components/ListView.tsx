import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import type { Business, ContentPlan } from '@fj/contracts';
import { addDays, apiJson, Button, EmptyState, LoadError, queryMeta, Skeleton } from '@fj/ui';
import { contentPlansUrl, useContentPlans, type ContentPlanFilter } from '../api/contentPlansApi';
import { groupContentPlans } from '../model/grouping';
import { PlanSection } from './PlanSection';

const EARLIER_PAGE = 20;

/**
 * Today's Content, Upcoming and Drafts, plus Earlier (plans dated before today, done or overdue, newest
 * first, 20 at a time). Three reads, each one statement on the server: from today on, the drafts, the earlier page.
 */
export function ListView({
  businessId,
  businesses,
  today,
  zone,
  enabled,
  addNew,
}: {
  businessId?: string;
  businesses: readonly Business[];
  today: string;
  zone: string;
  enabled: boolean;
  addNew: React.ReactNode;
}) {
  const upcoming = useContentPlans({ businessId, from: today }, enabled);
  const drafts = useContentPlans({ businessId, status: 'draft' }, enabled);
  const earlierFilter: ContentPlanFilter = { businessId, to: addDays(today, -1), limit: EARLIER_PAGE };
  const earlier = useInfiniteQuery({
    queryKey: ['/api/content-plans', earlierFilter, 'pages'],
    queryFn: ({ pageParam }) => apiJson<ContentPlan[]>('GET', contentPlansUrl({ ...earlierFilter, before: pageParam })),
    meta: queryMeta(contentPlansUrl(earlierFilter)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length === EARLIER_PAGE ? last[last.length - 1].id : undefined),
    enabled,
  });
  const queries = [upcoming, drafts, earlier];
  if (queries.some((q) => q.isPending)) {
    return (
      <div className="fjb-stack" role="status" aria-label="Loading content plans">
        <Skeleton style={{ height: 120 }} />
        <Skeleton style={{ height: 120 }} />
      </div>
    );
  }
  if (queries.some((q) => q.isError))
    return <LoadError what="your content plans" onRetry={() => queries.forEach((q) => void q.refetch())} />;
  const groups = groupContentPlans([...(upcoming.data ?? []), ...(drafts.data ?? [])], today, zone);
  const past = earlier.data?.pages.flat() ?? [];
  if (groups.today.length + groups.upcoming.length + groups.drafts.length + past.length === 0) {
    return (
      <EmptyState
        icon={<CalendarDays size={28} aria-hidden="true" />}
        title="No content planned yet"
        description="Plan posts, reels, stories, articles and videos. Give one a date to schedule it, or keep it as a draft."
        action={addNew}
      />
    );
  }
  return (
    <div className="fjcp-sections">
      <PlanSection
        id="fjcp-today"
        title="Today's Content"
        plans={groups.today}
        businesses={businesses}
        today={today}
        empty="Nothing scheduled for today."
      />
      <PlanSection
        id="fjcp-upcoming"
        title="Upcoming"
        plans={groups.upcoming}
        businesses={businesses}
        today={today}
        empty="Nothing scheduled after today."
      />
      <PlanSection
        id="fjcp-drafts"
        title="Drafts"
        plans={groups.drafts}
        businesses={businesses}
        today={today}
        empty="No drafts. A plan without a date is kept here."
      />
      {past.length > 0 && (
        <PlanSection
          id="fjcp-earlier"
          title="Earlier"
          plans={past}
          businesses={businesses}
          today={today}
          empty=""
          footer={
            earlier.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void earlier.fetchNextPage()}
                disabled={earlier.isFetchingNextPage}
              >
                {earlier.isFetchingNextPage ? 'Loading…' : 'Show earlier'}
              </Button>
            )
          }
        />
      )}
    </div>
  );
}
