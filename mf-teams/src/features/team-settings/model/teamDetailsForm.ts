import type { TeamDetail, UpdateTeamRequest } from '@fj/contracts';
import { teamMaxBelowMembersMessage, TEAM_MAX_MEMBERS_RANGE, TEAM_NAME_REQUIRED } from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';
import { parseMaxMembers } from '../../../shared/model/teamForms';

export interface TeamDetailsValues {
  name: string;
  description: string;
  isPublic: boolean;
  maxMembers: string;
}

export const teamToDetailsValues = (team: TeamDetail): TeamDetailsValues => ({
  name: team.name,
  description: team.description ?? '',
  isPublic: team.isPublic,
  maxMembers: String(team.maxMembers),
});

/** Name required; max members 2–50 and not below the members the team has (the server's 409, said before asking). */
export function validateTeamDetails(
  values: TeamDetailsValues,
  memberCount: number,
): FieldErrors<'name' | 'maxMembers'> {
  const max = parseMaxMembers(values.maxMembers);
  return {
    name: isBlank(values.name) ? TEAM_NAME_REQUIRED : undefined,
    maxMembers:
      max === null ? TEAM_MAX_MEMBERS_RANGE : max < memberCount ? teamMaxBelowMembersMessage(memberCount) : undefined,
  };
}

/** PATCH /api/teams/:id with what the form shows (an emptied description clears it). */
export function toUpdateTeamRequest(values: TeamDetailsValues): UpdateTeamRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    isPublic: values.isPublic,
    maxMembers: parseMaxMembers(values.maxMembers)!,
  };
}
