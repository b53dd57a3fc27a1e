import type { MeetingNote } from '@fj/contracts';
import { Button, DraftPrompt, RequiredNote, useValidatedForm } from '@fj/ui';
import { optionsFrom } from '@fj/ui/select';
import { MeetingFields } from '../../../../shared/components/meetings/MeetingFields';
import {
  BUSINESS_MEETING_OUTCOME_CHOICES,
  BUSINESS_MEETING_TYPE_CHOICES,
  MEETING_OUTCOME_LABELS,
  MEETING_TYPE_LABELS,
} from '../../../../shared/model/meetingLabels';
import {
  EMPTY_MEETING_FORM,
  meetingToFormValues,
  toCreateMeetingRequest,
  toUpdateMeetingRequest,
  validateMeetingForm,
  type MeetingFormValues,
} from '../../../../shared/model/meetingForm';
import { useCreateMeetingNote, useUpdateMeetingNote } from '../../api/meetingNotesApi';

const TYPE_OPTIONS = optionsFrom(MEETING_TYPE_LABELS, BUSINESS_MEETING_TYPE_CHOICES);
const OUTCOME_OPTIONS = optionsFrom(MEETING_OUTCOME_LABELS, BUSINESS_MEETING_OUTCOME_CHOICES);

/**
 * Title and date required (said inline); type client and outcome positive by default
 * (docs/product.md#business-meetings).
 */
export function MeetingForm({
  initial = EMPTY_MEETING_FORM,
  submitLabel,
  pending,
  draftName,
  onSubmit,
}: {
  initial?: MeetingFormValues;
  submitLabel: string;
  pending: boolean;
  /** What is typed is kept on the device under this name until saved ('Restore your draft?'). */
  draftName: string;
  onSubmit: (values: MeetingFormValues, saved: () => void) => void;
}) {
  const { values, set, errors, submit, draft } = useValidatedForm(initial, validateMeetingForm, onSubmit, undefined, {
    draft: draftName,
  });
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <DraftPrompt draft={draft} />
      <MeetingFields
        values={values}
        set={set}
        errors={errors}
        typeOptions={TYPE_OPTIONS}
        outcomeOptions={OUTCOME_OPTIONS}
      />
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

export function NewMeetingForm({ businessId, onSaved }: { businessId: string; onSaved: () => void }) {
  const create = useCreateMeetingNote(businessId);
  return (
    <MeetingForm
      submitLabel="Save Meeting"
      pending={create.isPending}
      draftName={`business-meetings:new:${businessId}`}
      onSubmit={(values, saved) => {
        const body = toCreateMeetingRequest(values, businessId);
        if (body)
          create.mutate(body, {
            onSuccess: () => {
              saved();
              onSaved();
            },
          });
      }}
    />
  );
}

export function EditMeetingForm({ meeting, onSaved }: { meeting: MeetingNote; onSaved: () => void }) {
  const update = useUpdateMeetingNote(meeting.businessId ?? '');
  return (
    <MeetingForm
      initial={meetingToFormValues(meeting)}
      submitLabel="Save Changes"
      pending={update.isPending}
      draftName={`business-meetings:edit:${meeting.id}`}
      onSubmit={(values, saved) => {
        const body = toUpdateMeetingRequest(values);
        if (body)
          update.mutate(
            { id: meeting.id, body, version: meeting.updatedAt },
            {
              onSuccess: () => {
                saved();
                onSaved();
              },
            },
          );
      }}
    />
  );
}
