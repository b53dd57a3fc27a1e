import type { ReactNode } from 'react';
import { CalendarClock, ListChecks, MapPin, Users } from 'lucide-react';
import type { MeetingNote } from '@fj/contracts';
import { Badge, Card, DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { useDeleteMeetingNote } from '../../api/meetingNotesApi';
import { formatCalendarDate, formatDateTime } from '../../model/dates';
import { MEETING_OUTCOME_LABELS, MEETING_TYPE_LABELS } from '../../model/meetingLabels';
import { EditMeetingForm } from './MeetingForm';
import { OutcomeBadge } from './OutcomeBadge';

/** A meeting's summary; tapping it opens the meeting with Edit and Delete (Undo for 5 s). */
export function MeetingCard({ meeting }: { meeting: MeetingNote }) {
  const remove = useDeleteMeetingNote(meeting.businessId ?? '');
  return (
    <Card className="fjb-item fjb-openable">
      <article aria-label={meeting.title}>
        <div className="fjb-item__head">
          <h4 className="fjb-item__title">
            <DetailSheet
              trigger={<button type="button" className="fjb-open">{meeting.title}</button>}
              title={meeting.title}
              editTitle="Edit Meeting"
              renderEdit={(close) => <EditMeetingForm meeting={meeting} onSaved={close} />}
              deleteLabel="Delete meeting"
              onDelete={() => remove(meeting.id, meeting.title)}
            >
              <MeetingDetails meeting={meeting} />
            </DetailSheet>
          </h4>
          <OutcomeBadge outcome={meeting.outcome} />
        </div>
        <p className="fj-muted">
          {formatDateTime(meeting.meetingDate)}
          {meeting.duration !== null && ` · ${meeting.duration} min`}
        </p>
        <div className="fjb-item__badges">
          <Badge variant="secondary">{MEETING_TYPE_LABELS[meeting.meetingType]}</Badge>
        </div>
        {meeting.attendees && <IconLine icon={<Users size={16} />} text={meeting.attendees} />}
        {meeting.location && <IconLine icon={<MapPin size={16} />} text={meeting.location} />}
        {meeting.notes && <p className="fjb-item__body fjb-item__body--clamp">{meeting.notes}</p>}
        {meeting.actionItems && (
          <div className="fjb-item__block">
            <span className="fjb-item__label">
              <ListChecks size={16} aria-hidden="true" /> Action items
            </span>
            <p className="fjb-item__body fjb-item__body--clamp">{meeting.actionItems}</p>
          </div>
        )}
        {meeting.followUpDate && <IconLine icon={<CalendarClock size={16} />} text={`Follow up on ${formatCalendarDate(meeting.followUpDate)}`} />}
      </article>
    </Card>
  );
}

function MeetingDetails({ meeting }: { meeting: MeetingNote }) {
  return (
    <DetailList
      items={[
        ['When', formatDateTime(meeting.meetingDate)],
        ['Duration', meeting.duration === null ? null : `${meeting.duration} min`],
        ['Type', MEETING_TYPE_LABELS[meeting.meetingType]],
        ['Outcome', MEETING_OUTCOME_LABELS[meeting.outcome]],
        ['Attendees', meeting.attendees],
        ['Location', meeting.location],
        ['Notes', meeting.notes],
        ['Action items', meeting.actionItems],
        ['Follow up on', meeting.followUpDate && formatCalendarDate(meeting.followUpDate)],
      ]}
    />
  );
}

function IconLine({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <p className="fjb-item__line">
      <span className="fjb-item__icon" aria-hidden="true">
        {icon}
      </span>
      {text}
    </p>
  );
}
