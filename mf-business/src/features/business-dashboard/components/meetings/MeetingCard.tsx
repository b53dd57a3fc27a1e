import type { ReactNode } from 'react';
import { CalendarClock, ListChecks, MapPin, Users } from 'lucide-react';
import type { MeetingNote } from '@fj/contracts';
import { Badge, Card } from '@fj/ui';
import { formatCalendarDate, formatDateTime } from '../../model/dates';
import { MEETING_TYPE_LABELS } from '../../model/meetingLabels';
import { OutcomeBadge } from './OutcomeBadge';

export function MeetingCard({ meeting }: { meeting: MeetingNote }) {
  return (
    <Card className="fjb-item">
      <article aria-label={meeting.title}>
        <div className="fjb-item__head">
          <h4 className="fjb-item__title">{meeting.title}</h4>
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
        {meeting.notes && <p className="fjb-item__body">{meeting.notes}</p>}
        {meeting.actionItems && (
          <div className="fjb-item__block">
            <span className="fjb-item__label">
              <ListChecks size={16} aria-hidden="true" /> Action items
            </span>
            <p className="fjb-item__body">{meeting.actionItems}</p>
          </div>
        )}
        {meeting.followUpDate && <IconLine icon={<CalendarClock size={16} />} text={`Follow up on ${formatCalendarDate(meeting.followUpDate)}`} />}
      </article>
    </Card>
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
