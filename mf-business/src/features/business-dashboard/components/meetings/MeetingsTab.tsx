import { CalendarDays, Plus } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '@fj/ui';
import { FormDialog } from '../../../../shared/FormDialog';
import { LoadError } from '../../../../shared/LoadError';
import { useMeetingNotes } from '../../api/meetingNotesApi';
import { TabSectionHeader } from '../TabSectionHeader';
import { MeetingCard } from './MeetingCard';
import { MeetingForm } from './MeetingForm';

/** The business's meetings, newest first, and the form to log one. */
export function MeetingsTab({ businessId }: { businessId: string }) {
  const meetings = useMeetingNotes(businessId);
  return (
    <section className="fjb-section" aria-labelledby="fjb-meetings">
      <TabSectionHeader
        id="fjb-meetings"
        title="Meetings"
        count={meetings.data?.length}
        action={
          <FormDialog
            title="New Meeting"
            trigger={
              <Button size="sm">
                <Plus size={16} aria-hidden="true" />
                New Meeting
              </Button>
            }
          >
            {(close) => <MeetingForm businessId={businessId} onSaved={close} />}
          </FormDialog>
        }
      />
      {meetings.isPending ? (
        <Skeleton style={{ height: 140 }} />
      ) : meetings.isError ? (
        <LoadError what="meetings" onRetry={() => void meetings.refetch()} />
      ) : meetings.data.length === 0 ? (
        <EmptyState icon={<CalendarDays size={28} aria-hidden="true" />} title="No meetings yet" description="Log client calls, team syncs and sales meetings with their outcome and next steps." />
      ) : (
        <ul className="fjb-cards">
          {meetings.data.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard meeting={meeting} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
