import type { Business, MeetingNote } from '@fj/contracts';
import { MeetingCardView } from '../../../shared/components/meetings/MeetingCardView';
import { useDeleteMeeting, useUpdateMeeting } from '../api/personalMeetingsApi';
import { personalMeetingToFormValues, toUpdatePersonalMeetingRequest } from '../model/personalMeetingForm';
import { PersonalMeetingForm } from './PersonalMeetingForm';

/** A meeting in Recent Meetings (the dashboard's card, with its business); edited with the personal form, deleted with Undo. */
export function MeetingCard({
  meeting,
  business,
  businesses,
}: {
  meeting: MeetingNote;
  business: Business | undefined;
  businesses: readonly Business[];
}) {
  const update = useUpdateMeeting();
  const remove = useDeleteMeeting();
  return (
    <MeetingCardView
      meeting={meeting}
      businessName={business?.name ?? null}
      heading="h3"
      renderEdit={(close) => (
        <PersonalMeetingForm
          initial={personalMeetingToFormValues(meeting)}
          businesses={businesses}
          submitLabel="Save Changes"
          pending={update.isPending}
          draftName={`meeting-notes:edit:${meeting.id}`}
          onSubmit={(values, saved) => {
            const body = toUpdatePersonalMeetingRequest(values);
            if (body)
              update.mutate(
                { id: meeting.id, body, version: meeting.updatedAt },
                {
                  onSuccess: () => {
                    saved();
                    close();
                  },
                },
              );
          }}
        />
      )}
      onDelete={() => remove(meeting)}
    />
  );
}
