import type { Team, TeamMember, TeamRole } from '@fj/contracts';
import { isManager } from './membership';

/** What a team answer reads, with its member count (a LATERAL count in the same statement). */
export const teamFields = {
  id: true,
  name: true,
  description: true,
  isPublic: true,
  maxMembers: true,
  inviteCode: true,
  createdAt: true,
  _count: { select: { members: true } },
} as const;

type TeamRow = {
  id: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  maxMembers: number;
  inviteCode: string;
  createdAt: Date;
  _count: { members: number };
};

/** The team as `role` sees it: the invite code only for the owner and admins. */
export function toTeam(row: TeamRow, role: TeamRole): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    maxMembers: row.maxMembers,
    memberCount: row._count.members,
    inviteCode: isManager(role) ? row.inviteCode : null,
    userRole: role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A member row with the name from their account (the User table, read in the same statement). */
export const memberFields = {
  userId: true,
  role: true,
  joinedAt: true,
  user: { select: { firstName: true, lastName: true, profileImageUrl: true } },
} as const;

type NameParts = { firstName: string | null; lastName: string | null };
type MemberRow = { userId: string; role: string; joinedAt: Date; user: NameParts & { profileImageUrl: string | null } };

/** "First Last" from the account, or null when the person gave no name (their email is never shown to the team). */
export function displayName({ firstName, lastName }: NameParts): string | null {
  return (
    [firstName, lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || null
  );
}

export function toMember(row: MemberRow): TeamMember {
  return {
    userId: row.userId,
    name: displayName(row.user),
    profileImageUrl: row.user.profileImageUrl,
    role: row.role as TeamRole,
    joinedAt: row.joinedAt.toISOString(),
  };
}

const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

/** Owner first, then admins, then members; each group by when they joined. */
export const byRoleThenJoined = (a: TeamMember, b: TeamMember) =>
  ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId);
