import { useId } from 'react';
import type { TeamDetail } from '@fj/contracts';
import {
  TEAM_DESCRIPTION_MAX,
  TEAM_MAX_MEMBERS,
  TEAM_MIN_MEMBERS,
  TEAM_NAME_MAX,
  TEAM_NAME_REQUIRED,
  TEAM_NAME_REQUIRED_TITLE,
} from '@fj/contracts/messages';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  FormField,
  Input,
  RequiredNote,
  Textarea,
  toast,
  useValidatedForm,
} from '@fj/ui';
import { Switch } from '@fj/ui/switch';
import { useUpdateTeam } from '../api/teamSettingsApi';
import { teamToDetailsValues, toUpdateTeamRequest, validateTeamDetails } from '../model/teamDetailsForm';

/** Never fewer places than the team has members (the server refuses that too). */
const maxMembersHint = (members: number) =>
  members > TEAM_MIN_MEMBERS
    ? `At least ${members} (the members it has), at most ${TEAM_MAX_MEMBERS}.`
    : `From ${TEAM_MIN_MEMBERS} to ${TEAM_MAX_MEMBERS}.`;

/** Rename, describe, make public, change max members (owner or admin). */
export function TeamDetailsCard({ team }: { team: TeamDetail }) {
  const update = useUpdateTeam(team.id);
  const publicId = useId();
  const { values, set, errors, submit } = useValidatedForm(
    teamToDetailsValues(team),
    (v) => validateTeamDetails(v, team.memberCount),
    (valid) => update.mutate(toUpdateTeamRequest(valid)),
    (found) =>
      found.name && toast({ title: TEAM_NAME_REQUIRED_TITLE, description: TEAM_NAME_REQUIRED, variant: 'destructive' }),
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="fj-card__title">Team details</h2>
      </CardHeader>
      <CardContent>
        <form className="fj-form" onSubmit={submit} noValidate>
          <FormField label="Team name" required error={errors.name}>
            {(control) => (
              <Input
                {...control}
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
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
                maxLength={TEAM_DESCRIPTION_MAX}
                rows={3}
              />
            )}
          </FormField>
          <div className="fj-row fjt-switch-row">
            <label htmlFor={publicId} className="fj-row__label">
              <span>Public team</span>
              <span className="fj-muted">Shows a Public badge. Joining always takes the invite code.</span>
            </label>
            <Switch id={publicId} checked={values.isPublic} onCheckedChange={(checked) => set('isPublic', checked)} />
          </div>
          <FormField label="Max members" required error={errors.maxMembers} hint={maxMembersHint(team.memberCount)}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={Math.max(TEAM_MIN_MEMBERS, team.memberCount)}
                max={TEAM_MAX_MEMBERS}
                step={1}
                value={values.maxMembers}
                onChange={(e) => set('maxMembers', e.target.value)}
              />
            )}
          </FormField>
          <RequiredNote />
          <Button type="submit" block disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
