import type { ReactNode } from 'react';
import type { TeamGoal } from '@fj/contracts';
import { TEAM_GOAL_TITLE_MAX } from '@fj/contracts/messages';
import { Button, FormField, Input, RequiredNote, useValidatedForm } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useCreateGoal, useUpdateGoal } from '../api/goalsApi';
import {
  EMPTY_GOAL_FORM,
  goalToFormValues,
  toCreateGoalRequest,
  toEditGoalRequest,
  validateGoalForm,
  type GoalFormValues,
} from '../model/goals';

/** Title, target (a whole number) and an optional due date: the New Goal and Edit Goal form. */
function GoalForm({
  initial = EMPTY_GOAL_FORM,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: GoalFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: GoalFormValues) => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(initial, validateGoalForm, onSubmit);
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Goal" required error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            placeholder="e.g. Sign 10 new clients"
            maxLength={TEAM_GOAL_TITLE_MAX}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Target" required error={errors.targetValue} hint="A whole number: what counts as done.">
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.targetValue}
            onChange={(e) => set('targetValue', e.target.value)}
            placeholder="10"
          />
        )}
      </FormField>
      <FormField label="Due date (optional)">
        {(control) => (
          <Input {...control} type="date" value={values.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
        )}
      </FormField>
      <RequiredNote />
      <Button type="submit" block disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

export function NewGoalDialog({ teamId, trigger }: { teamId: string; trigger: ReactNode }) {
  return (
    <FormDialog trigger={trigger} title="New Goal" description="Everyone in the team can log progress towards it.">
      {(close) => <NewGoalForm teamId={teamId} onCreated={close} />}
    </FormDialog>
  );
}

function NewGoalForm({ teamId, onCreated }: { teamId: string; onCreated: () => void }) {
  const create = useCreateGoal(teamId);
  return (
    <GoalForm
      submitLabel="Create Goal"
      pending={create.isPending}
      onSubmit={(values) => create.mutate(toCreateGoalRequest(values), { onSuccess: onCreated })}
    />
  );
}

export function EditGoalForm({ goal, onSaved }: { goal: TeamGoal; onSaved: () => void }) {
  const update = useUpdateGoal(goal.teamId);
  return (
    <GoalForm
      initial={goalToFormValues(goal)}
      submitLabel="Save Changes"
      pending={update.isPending}
      onSubmit={(values) => update.mutate({ goalId: goal.id, body: toEditGoalRequest(values) }, { onSuccess: onSaved })}
    />
  );
}
