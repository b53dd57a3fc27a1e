import { useId } from 'react';
import { Plus, X } from 'lucide-react';
import type { MeetingType } from '@fj/contracts';
import { Button, FormField, Input, RequiredNote, Textarea, useValidatedForm } from '@fj/ui';
import { optionsFrom, SelectField } from '@fj/ui/select';
import { MEETING_TYPE_LABELS } from '../../../shared/model/meetingLabels';
import {
  newAgendaItem,
  plannedMinutes,
  validateTemplateForm,
  type AgendaItemDraft,
  type TemplateFormValues,
} from '../model/agendaTemplateForm';
import { PERSONAL_MEETING_TYPE_CHOICES } from '../model/personalMeetingForm';

/**
 * An agenda template: name, type, length and agenda items (title and minutes). The minutes planned so far show as
 * they are typed; more than the meeting's length is refused inline (and by the server).
 */
export function AgendaTemplateForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: TemplateFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: TemplateFormValues) => void;
  onCancel: () => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validateTemplateForm, onSubmit);
  const agendaErrorId = useId();
  const typeChoices: readonly MeetingType[] = PERSONAL_MEETING_TYPE_CHOICES.some((t) => t === values.templateType)
    ? PERSONAL_MEETING_TYPE_CHOICES
    : [...PERSONAL_MEETING_TYPE_CHOICES, values.templateType];
  const setItem = (key: number, change: Partial<AgendaItemDraft>) =>
    set(
      'items',
      values.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  const invalid = errors.items ? ({ 'aria-invalid': true, 'aria-describedby': agendaErrorId } as const) : {};
  const duration = Number(values.defaultDuration);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Name" required error={errors.name}>
        {(control) => (
          <Input
            {...control}
            maxLength={100}
            placeholder="e.g. Monthly board call"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Description (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FormField>
      <div className="fj-form__row">
        <SelectField
          label="Type"
          value={values.templateType}
          options={optionsFrom(MEETING_TYPE_LABELS, typeChoices)}
          onChange={(v) => set('templateType', v)}
        />
        <FormField label="Length (min)" required error={errors.defaultDuration}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.defaultDuration}
              onChange={(e) => set('defaultDuration', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <fieldset className="fjm-agenda">
        <legend className="fj-label">Agenda</legend>
        <ol className="fjm-agenda__items">
          {values.items.map((item, index) => (
            <li key={item.key} className="fjm-agenda__item">
              <Input
                aria-label={`Agenda item ${index + 1}`}
                placeholder="What to cover"
                maxLength={200}
                value={item.title}
                onChange={(e) => setItem(item.key, { title: e.target.value })}
                {...invalid}
              />
              <Input
                aria-label={`Minutes for agenda item ${index + 1}`}
                className="fjm-agenda__minutes"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder="min"
                value={item.minutes}
                onChange={(e) => setItem(item.key, { minutes: e.target.value })}
                {...invalid}
              />
              <button
                type="button"
                className="fj-icon-btn"
                aria-label={`Remove agenda item ${index + 1}`}
                disabled={values.items.length === 1}
                onClick={() =>
                  set(
                    'items',
                    values.items.filter((i) => i.key !== item.key),
                  )
                }
              >
                <X size={18} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
        <p className="fj-field__hint" aria-live="polite">
          {plannedMinutes(values.items)} of {Number.isFinite(duration) && duration > 0 ? duration : '?'} minutes planned
        </p>
        {errors.items && (
          <p id={agendaErrorId} className="fj-field__error">
            {errors.items}
          </p>
        )}
        <Button variant="outline" size="sm" onClick={() => set('items', [...values.items, newAgendaItem()])}>
          <Plus size={16} aria-hidden="true" /> Add agenda item
        </Button>
      </fieldset>
      <RequiredNote />
      <div className="fj-form__actions">
        <Button variant="outline" onClick={onCancel}>
          Back to templates
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
