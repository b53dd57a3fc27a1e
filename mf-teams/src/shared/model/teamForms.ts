import type { CreateTeamRequest, JoinTeamRequest } from '@fj/contracts';
import {
  INVITE_CODE_FORMAT,
  INVITE_CODE_LENGTH,
  INVITE_CODE_REQUIRED,
  normalizeInviteCode,
  TEAM_DEFAULT_MAX_MEMBERS,
  TEAM_MAX_MEMBERS,
  TEAM_MAX_MEMBERS_RANGE,
  TEAM_MIN_MEMBERS,
  TEAM_NAME_REQUIRED,
} from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';

/** The Create Team form (name required; max members 2–50, default 10; not public, no toggle). */
export interface CreateTeamValues {
  name: string;
  description: string;
  maxMembers: string;
}

export const EMPTY_CREATE_TEAM: CreateTeamValues = {
  name: '',
  description: '',
  maxMembers: String(TEAM_DEFAULT_MAX_MEMBERS),
};

/** A whole number within 2–50, or null (what the server accepts; the input's own min/max do not stop typing). */
export function parseMaxMembers(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= TEAM_MIN_MEMBERS && n <= TEAM_MAX_MEMBERS ? n : null;
}

export function validateCreateTeam(values: CreateTeamValues): FieldErrors<'name' | 'maxMembers'> {
  return {
    name: isBlank(values.name) ? TEAM_NAME_REQUIRED : undefined,
    maxMembers: parseMaxMembers(values.maxMembers) === null ? TEAM_MAX_MEMBERS_RANGE : undefined,
  };
}

/** POST /api/teams: trimmed name, description only when given, private (no visible toggle). */
export function toCreateTeamRequest(values: CreateTeamValues): CreateTeamRequest {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(description ? { description } : {}),
    isPublic: false,
    maxMembers: parseMaxMembers(values.maxMembers) ?? TEAM_DEFAULT_MAX_MEMBERS,
  };
}

export function validateJoinTeam({ inviteCode }: { inviteCode: string }): FieldErrors<'inviteCode'> {
  const code = normalizeInviteCode(inviteCode);
  if (!code) return { inviteCode: INVITE_CODE_REQUIRED };
  return new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`).test(code) ? {} : { inviteCode: INVITE_CODE_FORMAT };
}

export const toJoinTeamRequest = ({ inviteCode }: { inviteCode: string }): JoinTeamRequest => ({
  inviteCode: normalizeInviteCode(inviteCode),
});
