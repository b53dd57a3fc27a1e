import { CalendarClock, ListChecks, Users } from 'lucide-react';
import type { Business, MeetingNote } from '@fj/contracts';
import { Badge, Card, DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { OutcomeBadge } from '../../business-dashboard/components/meetings/OutcomeBadge';
import { formatCalendarDate, formatDateTime } from '../../business-dashboard/model/dates';
import { MEETING_OUTCOME_LABELS, MEETING_TYPE_LABELS } from '../../business-dashboard/model/meetingLabels';
import { useDeleteMeeting, useUpdateMeeting } from '../api/personalMeetingsApi';
import { personalMeetingToFormValues, toUpdatePersonalMeetingRequest } from '../model/personalMeetingForm';
import { PersonalMeetingForm } from './PersonalMeetingForm';

/** A meeting in Recent Meetings; tapping it opens it with Edit and Delete (Undo for 5 s). */
export function MeetingCard({ meeting, business, businesses }: { meeting: MeetingNote; business: Business | undefined; businesses: readonly Business[] }) {
  const update = useUpdateMeeting();
  const remove = useDeleteMeeting();
  return (
    <Card className="fjm-meeting fjb-openable">
      <article aria-label={meeting.title}>
        <div className="fjm-meeting__head">
          <h3 className="fjm-meeting__title">
            <DetailSheet
              trigger={<button type="button" className="fjb-open">{meeting.title}</button>}
              title={meeting.title}
              editTitle="Edit Meeting"
              renderEdit={(close) => (
                <PersonalMeetingForm
                  initial={personalMeetingToFormValues(meeting)}
                  businesses={businesses}
                  submitLabel="Save Changes"
                  pending={update.isPending}
                  onSubmit={(values) => {
                    const body = toUpdatePersonalMeetingRequest(values, meeting);
                    if (body) update.mutate({ id: meeting.id, body }, { onSuccess: close });
                  }}
                />
              )}
              deleteLabel="Delete meeting"
              onDelete={() => remove(meeting)}
            >
              <DetailList
                items={[
                  ['When', formatDateTime(meeting.meetingDate)],
                  ['Duration', meeting.duration === null ? null : `${meeting.duration} min`],
                  ['Type', MEETING_TYPE_LABELS[meeting.meetingType]],
                  ['Outcome', MEETING_OUTCOME_LABELS[meeting.outcome]],
                  ['Business', business?.name ?? null],
                  ['Attendees', meeting.attendees],
                  ['Location', meeting.location],
                  ['Notes', meeting.notes],
                  ['Action items', meeting.actionItems],
                  ['Follow up on', meeting.followUpDate && formatCalendarDate(meeting.followUpDate)],
                ]}
              />
            </DetailSheet>
          </h3>
          <OutcomeBadge outcome={meeting.outcome} />
        </div>
        <p className="fj-muted">
          {formatDateTime(meeting.meetingDate)}
          {meeting.duration !== null && ` · ${meeting.duration} min`}
        </p>
        <div className="fjm-meeting__badges">
          <Badge variant="secondary">{MEETING_TYPE_LABELS[meeting.meetingType]}</Badge>
          {business && <Badge variant="outline">{business.name}</Badge>}
        </div>
        {meeting.attendees && (
          <p className="fjm-line">
            <Users size={16} aria-hidden="true" /> {meeting.attendees}
          </p>
        )}
        {meeting.notes && <p className="fjm-meeting__notes">{meeting.notes}</p>}
        {meeting.actionItems && (
          <p className="fjm-line">
            <ListChecks size={16} aria-hidden="true" /> {meeting.actionItems}
          </p>
        )}
        {meeting.followUpDate && (
          <p className="fjm-line">
            <CalendarClock size={16} aria-hidden="true" /> Follow up on {formatCalendarDate(meeting.followUpDate)}
          </p>
        )}
      </article>
    </Card>
  );
}
