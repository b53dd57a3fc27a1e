import type { ReactNode } from 'react';
import {
  TEAM_DESCRIPTION_MAX,
  TEAM_MAX_MEMBERS,
  TEAM_MIN_MEMBERS,
  TEAM_NAME_MAX,
  TEAM_NAME_REQUIRED,
  TEAM_NAME_REQUIRED_TITLE,
} from '@fj/contracts/messages';
import { Button, FormField, Input, RequiredNote, Textarea, toast, useValidatedForm } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useCreateTeam } from '../api/teamsApi';
import { EMPTY_CREATE_TEAM, toCreateTeamRequest, validateCreateTeam } from '../../../shared/model/teamForms';

/**
 * The Create Team dialog (docs/product.md#teams): name, description, max members 2–50 (default 10). Closes once
 * created.
 */
export function CreateTeamDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <FormDialog
      trigger={trigger}
      title="Create Team"
      description="You will own it; share its invite code to add people."
    >
      {(close) => <CreateTeamForm onCreated={close} />}
    </FormDialog>
  );
}

function CreateTeamForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateTeam();
  const { values, set, errors, submit } = useValidatedForm(
    EMPTY_CREATE_TEAM,
    validateCreateTeam,
    (valid) => create.mutate(toCreateTeamRequest(valid), { onSuccess: onCreated }),
    (found) =>
      found.name && toast({ title: TEAM_NAME_REQUIRED_TITLE, description: TEAM_NAME_REQUIRED, variant: 'destructive' }),
  );
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField label="Team name" required error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            placeholder="e.g. Launch Crew"
            maxLength={TEAM_NAME_MAX}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Description (optional)">
        {(control) => (
          <Textarea
            {...control}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            placeholder="What is this team working on?"
            maxLength={TEAM_DESCRIPTION_MAX}
            rows={3}
          />
        )}
      </FormField>
      <FormField
        label="Max members"
        required
        error={errors.maxMembers}
        hint={`From ${TEAM_MIN_MEMBERS} to ${TEAM_MAX_MEMBERS}, you included.`}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={TEAM_MIN_MEMBERS}
            max={TEAM_MAX_MEMBERS}
            step={1}
            value={values.maxMembers}
            onChange={(e) => set('maxMembers', e.target.value)}
          />
        )}
      </FormField>
      <RequiredNote />
      <Button type="submit" block disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create Team'}
      </Button>
    </form>
  );
}
