import type { ReactNode } from 'react';
import { CalendarClock, MapPin, Users } from 'lucide-react';
import type { MeetingNote } from '@fj/contracts';
import { Badge, Card, DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { formatCalendarDate, formatDateTime } from '../../model/dates';
import { MEETING_OUTCOME_LABELS, MEETING_TYPE_LABELS } from '../../model/meetingLabels';
import { OutcomeBadge } from './OutcomeBadge';
import { MeetingActionItems } from './MeetingActionItems';
// The card's look, shared with the dashboard (the personal meetings screen shows this card outside it).
import '../../dashboard.css';

/**
 * A meeting's summary card, opening its sheet (details, Edit through `renderEdit`, Delete through `onDelete`). The
 * personal meetings screen shows the same card with the business the meeting belongs to.
 */
export function MeetingCardView({
  meeting,
  businessName,
  heading: Heading,
  renderEdit,
  onDelete,
}: {
  meeting: MeetingNote;
  businessName?: string | null;
  heading: 'h3' | 'h4';
  renderEdit: (close: () => void) => ReactNode;
  onDelete: () => void;
}) {
  return (
    <Card className="fjb-item fj-openable">
      <article aria-label={meeting.title}>
        <div className="fjb-item__head">
          <Heading className="fjb-item__title">
            <DetailSheet
              trigger={
                <button type="button" className="fj-open">
                  {meeting.title}
                </button>
              }
              title={meeting.title}
              editTitle="Edit Meeting"
              renderEdit={renderEdit}
              deleteLabel="Delete meeting"
              onDelete={onDelete}
            >
              <MeetingDetails meeting={meeting} businessName={businessName} />
            </DetailSheet>
          </Heading>
          <OutcomeBadge outcome={meeting.outcome} />
        </div>
        <p className="fj-muted">
          {formatDateTime(meeting.meetingDate)}
          {meeting.duration !== null && ` · ${meeting.duration} min`}
        </p>
        <div className="fjb-item__badges">
          <Badge variant="secondary">{MEETING_TYPE_LABELS[meeting.meetingType]}</Badge>
          {businessName && <Badge variant="outline">{businessName}</Badge>}
        </div>
        {meeting.attendees && <IconLine icon={<Users size={16} />} text={meeting.attendees} />}
        {meeting.location && <IconLine icon={<MapPin size={16} />} text={meeting.location} />}
        {meeting.notes && <p className="fjb-item__body fjb-item__body--clamp">{meeting.notes}</p>}
        <MeetingActionItems meeting={meeting} />
        {meeting.followUpDate && (
          <IconLine
            icon={<CalendarClock size={16} />}
            text={`Follow up on ${formatCalendarDate(meeting.followUpDate)}`}
          />
        )}
      </article>
    </Card>
  );
}

/** A meeting's fields in its sheet (the personal meetings screen adds the business it belongs to). */
export function MeetingDetails({ meeting, businessName }: { meeting: MeetingNote; businessName?: string | null }) {
  return (
    <DetailList
      items={[
        ['When', formatDateTime(meeting.meetingDate)],
        ['Duration', meeting.duration === null ? null : `${meeting.duration} min`],
        ['Type', MEETING_TYPE_LABELS[meeting.meetingType]],
        ['Outcome', MEETING_OUTCOME_LABELS[meeting.outcome]],
        ...(businessName === undefined ? [] : ([['Business', businessName]] as const)),
        ['Attendees', meeting.attendees],
        ['Location', meeting.location],
        ['Notes', meeting.notes],
        [
          'Action items',
          meeting.actionItems.length
            ? meeting.actionItems.map((i) => `${i.completed ? '✓' : '○'} ${i.title}`).join('\n')
            : null,
        ],
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
