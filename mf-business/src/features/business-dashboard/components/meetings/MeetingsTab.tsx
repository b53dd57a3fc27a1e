import { CalendarDays } from 'lucide-react';
import { useMeetingNotes } from '../../api/meetingNotesApi';
import { RecordsTabSection } from '../RecordsTabSection';
import { MeetingCard } from './MeetingCard';
import { NewMeetingForm } from './MeetingForm';

/** The business's meetings, newest first, and the form to log one. */
export function MeetingsTab({ businessId }: { businessId: string }) {
  return (
    <RecordsTabSection
      id="fjb-meetings"
      title="Meetings"
      what="meetings"
      query={useMeetingNotes(businessId)}
      newLabel="New Meeting"
      dialogTitle="New Meeting"
      renderForm={(close) => <NewMeetingForm businessId={businessId} onSaved={close} />}
      empty={{
        icon: <CalendarDays size={28} aria-hidden="true" />,
        title: 'No meetings yet',
        description: 'Log client calls, team syncs and sales meetings with their outcome and next steps.',
      }}
    >
      {(meetings) => (
        <ul className="fjb-cards">
          {meetings.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard meeting={meeting} />
            </li>
          ))}
        </ul>
      )}
    </RecordsTabSection>
  );
}
