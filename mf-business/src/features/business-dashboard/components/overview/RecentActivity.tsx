import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fj/ui';
import { useMeetingNotes } from '../../api/meetingNotesApi';
import { formatDateTime } from '../../../../shared/model/dates';
import { MEETING_TYPE_LABELS } from '../../../../shared/model/meetingLabels';
import { OutcomeBadge } from '../../../../shared/components/meetings/OutcomeBadge';

/** Recent Activity shows the 3 latest meetings. */
export const RECENT_MEETINGS = 3;

export function RecentActivity({ businessId, onOpenMeetings }: { businessId: string; onOpenMeetings: () => void }) {
  const meetings = useMeetingNotes(businessId);
  const recent = meetings.data?.slice(0, RECENT_MEETINGS) ?? [];
  return (
    <Card>
      <CardHeader className="fjb-card-head">
        <CardTitle>Recent Activity</CardTitle>
        {meetings.data && meetings.data.length > 0 && (
          <button type="button" className="fjb-link-btn" onClick={onOpenMeetings}>
            All meetings
          </button>
        )}
      </CardHeader>
      <CardContent>
        {meetings.isPending ? (
          <Skeleton style={{ height: 96 }} />
        ) : meetings.isError ? (
          <p className="fj-muted">Could not load meetings.</p>
        ) : recent.length === 0 ? (
          <p className="fj-muted">No meetings yet. Log one from the Meetings tab.</p>
        ) : (
          <ul className="fjb-activity" aria-label="Latest meetings">
            {recent.map((meeting) => (
              <li key={meeting.id} className="fjb-activity__item">
                <span className="fjb-activity__text">
                  <span className="fjb-activity__title">{meeting.title}</span>
                  <span className="fj-muted">
                    {formatDateTime(meeting.meetingDate)} · {MEETING_TYPE_LABELS[meeting.meetingType]}
                  </span>
                </span>
                <OutcomeBadge outcome={meeting.outcome} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
