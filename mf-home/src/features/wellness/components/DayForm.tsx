import { useState, type FormEvent } from 'react';
import type { CalorieKind, WellnessEntry } from '@fj/contracts';
import { Button, FormField, Input } from '@fj/ui';
import type { WellnessErrors } from '../../../shared/model/wellness';
import { MoodPicker } from '../../../shared/MoodPicker';
import { useSaveWellnessDay } from '../api/wellnessHistoryApi';
import { dayFormBody, draftOf } from '../model/dayForm';

/** Steps, sleep, calories and mood of one day (today's card, and the edit of any past day). */
export function DayForm({
  date,
  entry,
  onSaved,
  submitLabel = 'Save',
}: {
  date: string;
  entry: WellnessEntry | null | undefined;
  onSaved?: () => void;
  submitLabel?: string;
}) {
  const save = useSaveWellnessDay();
  const [draft, setDraft] = useState(() => draftOf(entry));
  const [mood, setMood] = useState<number | null>(entry?.mood ?? null);
  const [caloriesKind, setCaloriesKind] = useState<CalorieKind>(entry?.caloriesKind ?? 'total');
  const [errors, setErrors] = useState<WellnessErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = dayFormBody(draft, mood, entry, caloriesKind);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ date, changes: body }, { onSuccess: () => onSaved?.() });
  };
  const field = (key: keyof typeof draft, label: string, step: string) => (
    <FormField label={label} error={errors[key]}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <form className="fjw-day-form" onSubmit={submit} noValidate aria-label={`Wellness on ${date}`}>
      <div className="fjw-day-form__figures">
        {field('steps', 'Steps', '1')}
        {field('sleepHours', 'Sleep (h)', 'any')}
        {field('calories', 'Calories', '1')}
        <div className="fjw-day-form__kind">
          <FormField label="Calories are">
            {(control) => (
              <select
                {...control}
                className="fj-input"
                value={caloriesKind}
                onChange={(e) => setCaloriesKind(e.target.value as CalorieKind)}
              >
                <option value="total">Total energy (active + resting)</option>
                <option value="active">Active energy only</option>
              </select>
            )}
          </FormField>
        </div>
      </div>
      <MoodPicker value={mood} onChange={setMood} label="How did you feel?" />
      <Button type="submit" block disabled={save.isPending}>
        {save.isPending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
