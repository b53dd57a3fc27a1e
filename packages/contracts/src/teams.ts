import { z } from 'zod';
import { optionalTextSchema, requiredDisplayTextSchema } from './common';
import {
  INVITE_CODE_FORMAT,
  INVITE_CODE_LENGTH,
  INVITE_CODE_REQUIRED,
  normalizeInviteCode,
  TEAM_DEFAULT_MAX_MEMBERS,
  TEAM_DESCRIPTION_MAX,
  TEAM_MAX_MEMBERS,
  TEAM_MAX_MEMBERS_RANGE,
  TEAM_MIN_MEMBERS,
  TEAM_NAME_MAX,
  TEAM_NAME_REQUIRED,
} from './messages';

/**
 * Owner, admin, member (docs/product.md#team-roles). Owner and admin manage the team (invite code, settings, goals).
 */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { message: `Role must be one of: ${TEAM_ROLES.join(', ')}` });
export type TeamRole = z.infer<typeof teamRoleSchema>;
/** The roles that see the invite code and the settings and that create and delete goals. */
export const TEAM_MANAGER_ROLES: readonly TeamRole[] = ['owner', 'admin'];

/**
 * A team as the caller sees it (GET /api/teams items, and the answer of every team write).
 * `inviteCode` only for the owner and admins: null for members, who never receive it.
 */
export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  maxMembers: z.number().int(),
  memberCount: z.number().int(),
  inviteCode: z.string().nullable(),
  userRole: teamRoleSchema,
  /** ISO date-time */
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/teams → the caller's teams, the most recently joined first. */
export const teamListSchema = z.array(teamSchema);
export type TeamList = z.infer<typeof teamListSchema>;

/** A member as the team shows them: the name from their account ("First Last"; null when they gave none). */
export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: teamRoleSchema,
  /** ISO date-time */
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/teams/{id} → the team with its members (owner first, then admins, then members, each by joining). 404 for non-members. */
export const teamDetailSchema = teamSchema.extend({
  ownerId: z.string(),
  members: z.array(teamMemberSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

const maxMembersSchema = z
  .number({ message: TEAM_MAX_MEMBERS_RANGE })
  .int(TEAM_MAX_MEMBERS_RANGE)
  .min(TEAM_MIN_MEMBERS, TEAM_MAX_MEMBERS_RANGE)
  .max(TEAM_MAX_MEMBERS, TEAM_MAX_MEMBERS_RANGE);
const teamNameSchema = requiredDisplayTextSchema(TEAM_NAME_REQUIRED, 'Team name', TEAM_NAME_MAX);
const teamDescriptionSchema = optionalTextSchema('Description', TEAM_DESCRIPTION_MAX);

/**
 * POST /api/teams → 201 Team (the caller is its owner and only member; a fresh invite code).
 * name trimmed and required ('Team Name Required'); description trimmed, null when blank; isPublic default false;
 * maxMembers a whole number 2–50, default 10 (the server enforces it, not only the input's attributes).
 */
export const createTeamSchema = z
  .object({
    name: teamNameSchema,
    description: teamDescriptionSchema,
    isPublic: z.boolean({ message: 'isPublic must be true or false' }).default(false),
    maxMembers: maxMembersSchema.default(TEAM_DEFAULT_MAX_MEMBERS),
  })
  .strict();
export type CreateTeamRequest = z.input<typeof createTeamSchema>;
export type CreateTeam = z.output<typeof createTeamSchema>;

/**
 * PATCH /api/teams/{id} → 200 Team (owner or admin). Only the fields sent change (a null or blank description clears
 * it). maxMembers below the current member count → 409.
 */
export const updateTeamSchema = z
  .object({
    name: teamNameSchema.optional(),
    description: teamDescriptionSchema.optional(),
    isPublic: z.boolean({ message: 'isPublic must be true or false' }).optional(),
    maxMembers: maxMembersSchema.optional(),
  })
  .strict()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Nothing to change: send name, description, isPublic or maxMembers',
  );
export type UpdateTeamRequest = z.input<typeof updateTeamSchema>;
export type UpdateTeam = z.output<typeof updateTeamSchema>;

/**
 * POST /api/teams/join { inviteCode } → 201 Team. Unknown code 404, already a member 409, full 409; more than the
 * allowed failed attempts per hour → 429 with Retry-After.
 */
export const joinTeamSchema = z
  .object({
    inviteCode: z
      .string({ message: INVITE_CODE_REQUIRED })
      .max(64, INVITE_CODE_FORMAT)
      .transform(normalizeInviteCode)
      .pipe(
        z
          .string()
          .min(1, { message: INVITE_CODE_REQUIRED, abort: true })
          .regex(new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`), INVITE_CODE_FORMAT),
      ),
  })
  .strict();
export type JoinTeamRequest = z.input<typeof joinTeamSchema>;
export type JoinTeam = z.output<typeof joinTeamSchema>;

/**
 * PUT /api/teams/{id}/members/{userId} { role } → 200 TeamMember.
 * The owner makes any other member an admin or a member, or hands them the team with role 'owner' (the previous owner
 * becomes an admin). An admin changes members only (e.g. promotes a member to admin). Members change nothing (403).
 */
export const updateTeamMemberSchema = z.object({ role: teamRoleSchema }).strict();
export type UpdateTeamMemberRequest = z.input<typeof updateTeamMemberSchema>;
export type UpdateTeamMember = z.output<typeof updateTeamMemberSchema>;
