import type { MeetingNote } from '@fj/contracts';
import { MeetingCardView } from '../../../../shared/components/meetings/MeetingCardView';
import { useDeleteMeetingNote } from '../../api/meetingNotesApi';
import { EditMeetingForm } from './MeetingForm';

/** A business meeting in its tab; tapping it opens the meeting with Edit and Delete (Undo for 5 s). */
export function MeetingCard({ meeting }: { meeting: MeetingNote }) {
  const remove = useDeleteMeetingNote(meeting.businessId ?? '');
  return (
    <MeetingCardView
      meeting={meeting}
      heading="h4"
      renderEdit={(close) => <EditMeetingForm meeting={meeting} onSaved={close} />}
      onDelete={() => remove(meeting.id, meeting.title)}
    />
  );
}
