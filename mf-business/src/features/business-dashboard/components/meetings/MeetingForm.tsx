import { useState, type FormEvent } from 'react';
import { Button, Input, Textarea } from '@fj/ui';
import { FormField } from '../../../../shared/FormField';
import { optionsFrom, SelectField } from '../../../../shared/SelectField';
import { useCreateMeetingNote } from '../../api/meetingNotesApi';
import { BUSINESS_MEETING_OUTCOME_CHOICES, BUSINESS_MEETING_TYPE_CHOICES, MEETING_OUTCOME_LABELS, MEETING_TYPE_LABELS } from '../../model/meetingLabels';
import { EMPTY_MEETING_FORM, isMeetingFormComplete, toCreateMeetingRequest, type MeetingFormValues } from '../../model/meetingForm';

const TYPE_OPTIONS = optionsFrom(MEETING_TYPE_LABELS, BUSINESS_MEETING_TYPE_CHOICES);
const OUTCOME_OPTIONS = optionsFrom(MEETING_OUTCOME_LABELS, BUSINESS_MEETING_OUTCOME_CHOICES);

/** Spec §3/§5: title and date required (otherwise the submit does nothing); type client and outcome positive by default. */
export function MeetingForm({ businessId, onSaved }: { businessId: string; onSaved: () => void }) {
  const [values, setValues] = useState<MeetingFormValues>(EMPTY_MEETING_FORM);
  const create = useCreateMeetingNote(businessId);
  const set = <K extends keyof MeetingFormValues>(key: K, value: MeetingFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof MeetingFormValues) => ({ value: values[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toCreateMeetingRequest(values, businessId);
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY_MEETING_FORM);
        onSaved();
      },
    });
  };

  return (
    <form className="fjb-form" onSubmit={submit} noValidate>
      <FormField label="Title">{(id) => <Input id={id} placeholder="e.g. Quarterly review with Acme" maxLength={200} {...text('title')} />}</FormField>
      <FormField label="Date and time">{(id) => <Input id={id} type="datetime-local" {...text('meetingDate')} />}</FormField>
      <div className="fjb-form__row">
        <SelectField label="Type" value={values.meetingType} options={TYPE_OPTIONS} onChange={(v) => set('meetingType', v)} />
        <SelectField label="Outcome" value={values.outcome} options={OUTCOME_OPTIONS} onChange={(v) => set('outcome', v)} />
      </div>
      <div className="fjb-form__row">
        <FormField label="Duration (min)">
          {(id) => <Input id={id} type="number" inputMode="numeric" min={0} step={1} placeholder="60" {...text('duration')} />}
        </FormField>
        <FormField label="Follow-up date">{(id) => <Input id={id} type="date" {...text('followUpDate')} />}</FormField>
      </div>
      <FormField label="Attendees">{(id) => <Input id={id} placeholder="Names, separated by commas" {...text('attendees')} />}</FormField>
      <FormField label="Location">{(id) => <Input id={id} placeholder="Office, Zoom, phone…" {...text('location')} />}</FormField>
      <FormField label="Notes">{(id) => <Textarea id={id} rows={3} {...text('notes')} />}</FormField>
      <FormField label="Action items">{(id) => <Textarea id={id} rows={2} placeholder="Next steps agreed" {...text('actionItems')} />}</FormField>
      <Button type="submit" block disabled={!isMeetingFormComplete(values) || create.isPending}>
        {create.isPending ? 'Saving…' : 'Save Meeting'}
      </Button>
    </form>
  );
}
