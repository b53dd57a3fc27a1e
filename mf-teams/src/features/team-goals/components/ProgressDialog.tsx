import type { ReactNode } from 'react';
import type { TeamGoal } from '@fj/contracts';
import { Button, FormField, Input, useValidatedForm } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useUpdateGoal } from '../api/goalsApi';
import { parseWhole, progressText, validateProgress } from '../model/goals';

/** Any member: set how far the team has got (a whole number; the target stays as it is). */
export function ProgressDialog({ goal, trigger }: { goal: TeamGoal; trigger: ReactNode }) {
  return (
    <FormDialog trigger={trigger} title="Update Progress" description={`${goal.title}: now ${progressText(goal)}.`}>
      {(close) => <ProgressForm goal={goal} onSaved={close} />}
    </FormDialog>
  );
}

function ProgressForm({ goal, onSaved }: { goal: TeamGoal; onSaved: () => void }) {
  const update = useUpdateGoal(goal.teamId);
  const { values, set, errors, submit } = useValidatedForm(
    { currentValue: String(goal.currentValue) },
    validateProgress,
    (valid) =>
      update.mutate(
        { goalId: goal.id, body: { currentValue: parseWhole(valid.currentValue, 0)! } },
        { onSuccess: onSaved },
      ),
  );
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Progress" required error={errors.currentValue} hint={`Target: ${goal.targetValue}`}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.currentValue}
            onChange={(e) => set('currentValue', e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" block disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save Progress'}
      </Button>
    </form>
  );
}
