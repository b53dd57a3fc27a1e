import type { Business, MeetingOutcome, MeetingType } from '@fj/contracts';
import { PERSONAL_MEETING_REQUIRED } from '@fj/contracts/messages';
import { Button, FormField, Input, RequiredNote, Textarea, toast, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { MEETING_OUTCOME_LABELS, MEETING_TYPE_LABELS } from '../../business-dashboard/model/meetingLabels';
import {
  PERSONAL_MEETING_OUTCOME_CHOICES,
  PERSONAL_MEETING_TYPE_CHOICES,
  validatePersonalMeetingForm,
  type PersonalMeetingFormValues,
} from '../model/personalMeetingForm';

const NO_BUSINESS = 'none';

/** This screen's choices, plus the meeting's own value when it was logged elsewhere (a business meeting's 'sales'). */
const withCurrent = <T extends string>(choices: readonly T[], current: T) => (choices.includes(current) ? choices : [...choices, current]);

/**
 * Spec §5 personal meeting: title and date required — said inline and with the spec's toast ('Error' / 'Please fill in
 * the required fields'); type team, outcome neutral and 60 minutes by default; follow-up optional. With businesses,
 * the meeting can belong to one of them.
 */
export function PersonalMeetingForm({
  initial,
  businesses,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: PersonalMeetingFormValues;
  businesses: readonly Business[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PersonalMeetingFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validatePersonalMeetingForm, onSubmit, (found) => {
    if (found.title || found.meetingDate) toast({ title: 'Error', description: PERSONAL_MEETING_REQUIRED, variant: 'destructive' });
  });
  const text = (key: 'title' | 'meetingDate' | 'duration' | 'attendees' | 'notes' | 'actionItems' | 'followUpDate') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const typeOptions = optionsFrom(MEETING_TYPE_LABELS, withCurrent<MeetingType>(PERSONAL_MEETING_TYPE_CHOICES, values.meetingType));
  const outcomeOptions = optionsFrom(MEETING_OUTCOME_LABELS, withCurrent<MeetingOutcome>(PERSONAL_MEETING_OUTCOME_CHOICES, values.outcome));
  const businessOptions = [{ value: NO_BUSINESS, label: 'None (personal)' }, ...businesses.map((b) => ({ value: b.id, label: b.name }))];
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Title" required error={errors.title}>
        {(control) => <Input {...control} maxLength={200} placeholder="e.g. Weekly Team Standup" {...text('title')} />}
      </FormField>
      <FormField label="Date and time" required error={errors.meetingDate}>
        {(control) => <Input {...control} type="datetime-local" {...text('meetingDate')} />}
      </FormField>
      <div className="fj-form__row">
        <SelectField label="Type" value={values.meetingType} options={typeOptions} onChange={(v) => set('meetingType', v)} />
        <SelectField label="Outcome" value={values.outcome} options={outcomeOptions} onChange={(v) => set('outcome', v)} />
      </div>
      <div className="fj-form__row">
        <FormField label="Duration (min)" error={errors.duration}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...text('duration')} />}
        </FormField>
        <FormField label="Follow-up date">{(control) => <Input {...control} type="date" {...text('followUpDate')} />}</FormField>
      </div>
      {businesses.length > 0 && (
        <SelectField label="Business" value={values.businessId || NO_BUSINESS} options={businessOptions} onChange={(v) => set('businessId', v === NO_BUSINESS ? '' : v)} />
      )}
      <FormField label="Attendees">{(control) => <Input {...control} placeholder="Who was there?" {...text('attendees')} />}</FormField>
      <FormField label="Notes">{(control) => <Textarea {...control} rows={5} {...text('notes')} />}</FormField>
      <FormField label="Action items">{(control) => <Textarea {...control} rows={2} placeholder="Next steps agreed" {...text('actionItems')} />}</FormField>
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
