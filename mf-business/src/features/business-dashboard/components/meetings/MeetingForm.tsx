import type { ReactNode } from 'react';
import type { MeetingNote } from '@fj/contracts';
import { Button, FormField, Input, RequiredNote, Textarea, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField, type SelectOption } from '@fj/ui/select';
import { useCreateMeetingNote, useUpdateMeetingNote } from '../../api/meetingNotesApi';
import { BUSINESS_MEETING_OUTCOME_CHOICES, BUSINESS_MEETING_TYPE_CHOICES, MEETING_OUTCOME_LABELS, MEETING_TYPE_LABELS } from '../../model/meetingLabels';
import { EMPTY_MEETING_FORM, meetingToFormValues, toCreateMeetingRequest, toUpdateMeetingRequest, validateMeetingForm, type MeetingFormValues } from '../../model/meetingForm';

const TYPE_OPTIONS = optionsFrom(MEETING_TYPE_LABELS, BUSINESS_MEETING_TYPE_CHOICES);
const OUTCOME_OPTIONS = optionsFrom(MEETING_OUTCOME_LABELS, BUSINESS_MEETING_OUTCOME_CHOICES);

type FieldErrorsOf<T> = Partial<Record<keyof T, string>>;

/**
 * The fields every meeting form shows (business and personal, decision 1102): title and date (required), type,
 * outcome, duration, follow-up, attendees, location (when `withLocation`), notes and action items. `children` come
 * after the attendees (the personal form's Business field).
 */
export function MeetingFields<V extends MeetingFormValues>({
  values,
  set,
  errors,
  typeOptions,
  outcomeOptions,
  withLocation = true,
  children,
}: {
  values: V;
  set: <F extends keyof V>(field: F, value: V[F]) => void;
  errors: FieldErrorsOf<MeetingFormValues>;
  typeOptions: SelectOption[];
  outcomeOptions: SelectOption[];
  withLocation?: boolean;
  children?: ReactNode;
}) {
  const text = (key: 'title' | 'meetingDate' | 'duration' | 'attendees' | 'location' | 'notes' | 'actionItems' | 'followUpDate') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[typeof key]),
  });
  return (
    <>
      <FormField label="Title" required error={errors.title}>
        {(control) => <Input {...control} placeholder="e.g. Quarterly review with Acme" maxLength={200} {...text('title')} />}
      </FormField>
      <FormField label="Date and time" required error={errors.meetingDate}>
        {(control) => <Input {...control} type="datetime-local" {...text('meetingDate')} />}
      </FormField>
      <div className="fj-form__row">
        <SelectField label="Type" value={values.meetingType} options={typeOptions} onChange={(v) => set('meetingType', v as V['meetingType'])} />
        <SelectField label="Outcome" value={values.outcome} options={outcomeOptions} onChange={(v) => set('outcome', v as V['outcome'])} />
      </div>
      <div className="fj-form__row">
        <FormField label="Duration (min)" error={errors.duration}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} placeholder="60" {...text('duration')} />}
        </FormField>
        <FormField label="Follow-up date">{(control) => <Input {...control} type="date" {...text('followUpDate')} />}</FormField>
      </div>
      {children}
      <FormField label="Attendees">{(control) => <Input {...control} placeholder="Names, separated by commas" {...text('attendees')} />}</FormField>
      {withLocation && <FormField label="Location">{(control) => <Input {...control} placeholder="Office, Zoom, phone…" {...text('location')} />}</FormField>}
      <FormField label="Notes">{(control) => <Textarea {...control} rows={3} {...text('notes')} />}</FormField>
      <FormField label="Action items">{(control) => <Textarea {...control} rows={2} placeholder="Next steps agreed" {...text('actionItems')} />}</FormField>
    </>
  );
}

/**
 * Title and date required (said inline); type client and outcome positive by default
 * (docs/product.md#business-meetings).
 */
export function MeetingForm({
  initial = EMPTY_MEETING_FORM,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: MeetingFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: MeetingFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validateMeetingForm, onSubmit);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <MeetingFields values={values} set={set} errors={errors} typeOptions={TYPE_OPTIONS} outcomeOptions={OUTCOME_OPTIONS} />
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
      onSubmit={(values) => {
        const body = toCreateMeetingRequest(values, businessId);
        if (body) create.mutate(body, { onSuccess: onSaved });
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
      onSubmit={(values) => {
        const body = toUpdateMeetingRequest(values);
        if (body) update.mutate({ id: meeting.id, body }, { onSuccess: onSaved });
      }}
    />
  );
}
