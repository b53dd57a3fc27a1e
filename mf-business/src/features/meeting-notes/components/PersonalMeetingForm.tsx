import type { Business, MeetingOutcome, MeetingType } from '@fj/contracts';
import { PERSONAL_MEETING_REQUIRED } from '@fj/contracts/messages';
import { Button, DraftPrompt, RequiredNote, toast, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { MeetingFields } from '../../../shared/components/meetings/MeetingFields';
import { MEETING_OUTCOME_LABELS, MEETING_TYPE_LABELS } from '../../../shared/model/meetingLabels';
import {
  PERSONAL_MEETING_OUTCOME_CHOICES,
  PERSONAL_MEETING_TYPE_CHOICES,
  validatePersonalMeetingForm,
  type PersonalMeetingFormValues,
} from '../model/personalMeetingForm';

const NO_BUSINESS = 'none';

/** This screen's choices, plus the meeting's own value when it was logged elsewhere (a business meeting's 'sales'). */
const withCurrent = <T extends string>(choices: readonly T[], current: T) =>
  choices.includes(current) ? choices : [...choices, current];

/**
 * A personal meeting (docs/product.md#personal-meetings): title and date required — said inline and with the toast
 * ('Error' / 'Please fill in the required fields'); type team, outcome neutral and 60 minutes by default; follow-up
 * optional. With businesses, the meeting can belong to one of them. No location field, but an edited meeting keeps its
 * own.
 */
export function PersonalMeetingForm({
  initial,
  businesses,
  submitLabel,
  pending,
  draftName,
  onSubmit,
}: {
  initial: PersonalMeetingFormValues;
  businesses: readonly Business[];
  submitLabel: string;
  pending: boolean;
  /** What is typed is kept on the device under this name until saved ('Restore your draft?'). */
  draftName: string;
  onSubmit: (values: PersonalMeetingFormValues, saved: () => void) => void;
}) {
  const { values, set, errors, submit, draft } = useValidatedForm(
    initial,
    validatePersonalMeetingForm,
    onSubmit,
    (found) => {
      if (found.title || found.meetingDate)
        toast({ title: 'Error', description: PERSONAL_MEETING_REQUIRED, variant: 'destructive' });
    },
    { draft: draftName },
  );
  const businessOptions = [
    { value: NO_BUSINESS, label: 'None (personal)' },
    ...businesses.map((b) => ({ value: b.id, label: b.name })),
  ];
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <DraftPrompt draft={draft} />
      <MeetingFields
        values={values}
        set={set}
        errors={errors}
        typeOptions={optionsFrom(
          MEETING_TYPE_LABELS,
          withCurrent<MeetingType>(PERSONAL_MEETING_TYPE_CHOICES, values.meetingType),
        )}
        outcomeOptions={optionsFrom(
          MEETING_OUTCOME_LABELS,
          withCurrent<MeetingOutcome>(PERSONAL_MEETING_OUTCOME_CHOICES, values.outcome),
        )}
        withLocation={false}
      >
        {businesses.length > 0 && (
          <SelectField
            label="Business"
            value={values.businessId || NO_BUSINESS}
            options={businessOptions}
            onChange={(v) => set('businessId', v === NO_BUSINESS ? '' : v)}
          />
        )}
      </MeetingFields>
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
