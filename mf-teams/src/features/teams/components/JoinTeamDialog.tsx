import type { ReactNode } from 'react';
import { INVITE_CODE_REQUIRED, INVITE_CODE_REQUIRED_TITLE } from '@fj/contracts/messages';
import { Button, FormField, Input, toast, useValidatedForm } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useJoinTeam } from '../api/teamsApi';
import { toJoinTeamRequest, validateJoinTeam } from '../../../shared/model/teamForms';

/** The Join Team dialog (docs/product.md#invite-codes): the invite code someone shared. Closes once joined. */
export function JoinTeamDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <FormDialog
      trigger={trigger}
      title="Join Team"
      description="Enter the invite code the team's owner or an admin shared with you."
    >
      {(close) => <JoinTeamForm onJoined={close} />}
    </FormDialog>
  );
}

function JoinTeamForm({ onJoined }: { onJoined: () => void }) {
  const join = useJoinTeam();
  const { values, set, errors, submit } = useValidatedForm(
    { inviteCode: '' },
    validateJoinTeam,
    (valid) => join.mutate(toJoinTeamRequest(valid), { onSuccess: onJoined }),
    (found) =>
      found.inviteCode === INVITE_CODE_REQUIRED &&
      toast({ title: INVITE_CODE_REQUIRED_TITLE, description: INVITE_CODE_REQUIRED, variant: 'destructive' }),
  );
  return (
    <form className="fj-form" onSubmit={submit} noValidate>
      <FormField
        label="Invite code"
        required
        error={errors.inviteCode}
        hint="8 letters and digits; capitals and spaces do not matter."
      >
        {(control) => (
          <Input
            {...control}
            className="fjt-code-input"
            value={values.inviteCode}
            onChange={(e) => set('inviteCode', e.target.value)}
            placeholder="e.g. K7MQ2XHP"
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <Button type="submit" block disabled={join.isPending}>
        {join.isPending ? 'Joining…' : 'Join Team'}
      </Button>
    </form>
  );
}
