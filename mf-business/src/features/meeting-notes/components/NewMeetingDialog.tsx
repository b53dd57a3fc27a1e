import type { Business } from '@fj/contracts';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { useCreateMeeting } from '../api/personalMeetingsApi';
import { toCreatePersonalMeetingRequest, type PersonalMeetingFormValues } from '../model/personalMeetingForm';
import { PersonalMeetingForm } from './PersonalMeetingForm';

/** 'Create New Meeting', open while `initial` is set (empty, or filled from a template); closes once saved. */
export function NewMeetingDialog({
  initial,
  businesses,
  onClose,
}: {
  initial: PersonalMeetingFormValues | null;
  businesses: readonly Business[];
  onClose: () => void;
}) {
  const create = useCreateMeeting();
  return (
    <Dialog open={initial !== null} onOpenChange={(open) => !open && onClose()}>
      {initial && (
        <DialogContent title="Create New Meeting" focusFirstField>
          <PersonalMeetingForm
            initial={initial}
            businesses={businesses}
            submitLabel="Create Meeting"
            pending={create.isPending}
            draftName="meeting-notes:new"
            onSubmit={(values, saved) => {
              const body = toCreatePersonalMeetingRequest(values);
              if (body)
                create.mutate(body, {
                  onSuccess: () => {
                    saved();
                    onClose();
                  },
                });
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
