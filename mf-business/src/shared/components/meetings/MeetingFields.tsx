import type { ReactNode } from 'react';
import { FormField, Input, Textarea } from '@fj/ui';
import { SelectField, type SelectOption } from '@fj/ui/select';
import type { MeetingFormValues } from '../../model/meetingForm';

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
  const text = (
    key: 'title' | 'meetingDate' | 'duration' | 'attendees' | 'location' | 'notes' | 'actionItems' | 'followUpDate',
  ) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as V[typeof key]),
  });
  return (
    <>
      <FormField label="Title" required error={errors.title}>
        {(control) => (
          <Input {...control} placeholder="e.g. Quarterly review with Acme" maxLength={200} {...text('title')} />
        )}
      </FormField>
      <FormField label="Date and time" required error={errors.meetingDate}>
        {(control) => <Input {...control} type="datetime-local" {...text('meetingDate')} />}
      </FormField>
      <div className="fj-form__row">
        <SelectField
          label="Type"
          value={values.meetingType}
          options={typeOptions}
          onChange={(v) => set('meetingType', v as V['meetingType'])}
        />
        <SelectField
          label="Outcome"
          value={values.outcome}
          options={outcomeOptions}
          onChange={(v) => set('outcome', v as V['outcome'])}
        />
      </div>
      <div className="fj-form__row">
        <FormField label="Duration (min)" error={errors.duration}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="60"
              {...text('duration')}
            />
          )}
        </FormField>
        <FormField label="Follow-up date">
          {(control) => <Input {...control} type="date" {...text('followUpDate')} />}
        </FormField>
      </div>
      {children}
      <FormField label="Attendees">
        {(control) => <Input {...control} placeholder="Names, separated by commas" {...text('attendees')} />}
      </FormField>
      {withLocation && (
        <FormField label="Location">
          {(control) => <Input {...control} placeholder="Office, Zoom, phone…" {...text('location')} />}
        </FormField>
      )}
      <FormField label="Notes">{(control) => <Textarea {...control} rows={3} {...text('notes')} />}</FormField>
      <FormField
        label="Action items"
        hint="One per line. Each becomes an action item you can tick off, here and in your action items."
      >
        {(control) => (
          <Textarea {...control} rows={3} placeholder={'Send the proposal\nBook a demo'} {...text('actionItems')} />
        )}
      </FormField>
    </>
  );
}
