import { CalendarDays } from 'lucide-react';
import type { Business } from '@fj/contracts';
import { EmptyState, LoadError, Skeleton, useWithoutPendingRemovals } from '@fj/ui';
import { useMeetings } from '../api/personalMeetingsApi';
import { MeetingCard } from './MeetingCard';

/** 'Recent Meetings': every meeting of the caller (or of the business filtered to), newest first. */
export function RecentMeetings({
  businessId,
  businesses,
}: {
  businessId: string | null;
  businesses: readonly Business[];
}) {
  const query = useMeetings(businessId);
  const meetings = useWithoutPendingRemovals(query.data ?? []);
  const byId = new Map(businesses.map((b) => [b.id, b]));
  return (
    <section className="fjb-section" aria-labelledby="fjm-recent">
      <h2 id="fjm-recent" className="fj-section-title">
        Recent Meetings {query.data && <span className="fjm-count">{meetings.length}</span>}
      </h2>
      {query.isPending ? (
        <Skeleton style={{ height: 140 }} />
      ) : query.isError ? (
        <LoadError what="your meetings" onRetry={() => void query.refetch()} />
      ) : meetings.length === 0 ? (
        <EmptyState
          icon={<CalendarDays size={28} aria-hidden="true" />}
          title="No meetings yet"
          description="Log a meeting, or start one from a template with its agenda filled in."
        />
      ) : (
        <ul className="fjm-meetings">
          {meetings.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard
                meeting={meeting}
                business={meeting.businessId ? byId.get(meeting.businessId) : undefined}
                businesses={businesses}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
