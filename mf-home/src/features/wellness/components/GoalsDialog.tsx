import { useState, type FormEvent } from 'react';
import { Target } from 'lucide-react';
import type { UpdateWellnessGoals, WellnessGoals } from '@fj/contracts';
import { Button, FormField, Input, formatNumber } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useSaveGoals } from '../api/wellnessHistoryApi';

type Key = keyof WellnessGoals;
const RULES: Record<Key, { label: string; min: number; max: number; step: number }> = {
  steps: { label: 'Steps a day', min: 1, max: 100_000, step: 1 },
  sleepHours: { label: 'Hours of sleep', min: 1, max: 24, step: 0.5 },
  calories: { label: 'Total energy a day (kcal)', min: 1, max: 20_000, step: 1 },
  activeCalories: { label: 'Active energy a day (kcal)', min: 1, max: 20_000, step: 1 },
};

/** The same bounds as the server: a person sees what is wrong before anything is sent. */
export function goalsBody(draft: Record<Key, string>): {
  body: UpdateWellnessGoals;
  errors: Partial<Record<Key, string>>;
} {
  const body: UpdateWellnessGoals = {};
  const errors: Partial<Record<Key, string>> = {};
  for (const key of Object.keys(RULES) as Key[]) {
    const { label, min, max, step } = RULES[key];
    const value = Number(draft[key]);
    if (draft[key].trim() === '' || !Number.isFinite(value)) errors[key] = `${label}: enter a number`;
    else if (value < min || value > max) errors[key] = `${label}: from ${formatNumber(min)} to ${formatNumber(max)}`;
    else if (!Number.isInteger(value / step))
      errors[key] = step === 1 ? `${label}: a whole number` : `${label}: in half hours (e.g. 7.5)`;
    else body[key] = value;
  }
  return { body, errors };
}

export function GoalsDialog({ goals }: { goals: WellnessGoals }) {
  return (
    <FormDialog
      title="Daily goals"
      description="The charts and the home widget measure your days against these: imported active energy against the active goal, total energy against the total."
      trigger={
        <Button variant="outline">
          <Target size={18} aria-hidden="true" /> Goals
        </Button>
      }
    >
      {(close) => <GoalsForm goals={goals} onSaved={close} />}
    </FormDialog>
  );
}

function GoalsForm({ goals, onSaved }: { goals: WellnessGoals; onSaved: () => void }) {
  const save = useSaveGoals();
  const [draft, setDraft] = useState<Record<Key, string>>({
    steps: String(goals.steps),
    sleepHours: String(goals.sleepHours),
    calories: String(goals.calories),
    activeCalories: String(goals.activeCalories),
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = goalsBody(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body, { onSuccess: onSaved });
  };
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      {(Object.keys(RULES) as Key[]).map((key) => (
        <FormField key={key} label={RULES[key].label} error={errors[key]} required>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step={RULES[key].step}
              min={RULES[key].min}
              value={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      <Button type="submit" block disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save goals'}
      </Button>
    </form>
  );
}
