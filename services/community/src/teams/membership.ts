import type { Db, Prisma } from '@fj/db';
import { isUuid, TEAM_MANAGER_ROLES, TEAM_MANAGERS_ONLY, TEAM_OWNER_ONLY, type TeamRole } from '@fj/contracts';
import { forbidden, notFound } from '@fj/server-kit';

// Who may do what in a team: the one place every team route (and team chat) asks (docs/product.md#team-roles).
// A non-member gets 404 for every team route (the team's existence is never revealed); a member 403 for what only the
// owner or an admin may do.

type Client = Db | Prisma.TransactionClient;

/** A team id from a route. A malformed id cannot exist: 404, the same answer as a team the caller is not in. */
export function teamIdFrom(value: unknown): string {
  if (!isUuid(value)) throw notFound('Team');
  return value;
}

/** A member's user id from a route (`/members/:userId`). */
export function memberIdFrom(value: unknown): string {
  if (!isUuid(value)) throw notFound('Member');
  return value;
}

export const isManager = (role: TeamRole): boolean => TEAM_MANAGER_ROLES.includes(role);

/** The caller's role in the team, or 404 when they are not a member. One read of the membership's primary key. */
export async function requireMember(db: Client, teamId: string, userId: string): Promise<TeamRole> {
  const member = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId, userId } },
    select: { role: true },
  });
  if (!member) throw notFound('Team');
  return member.role as TeamRole;
}

/** 403 unless the role is owner or admin. */
export function requireManager(role: TeamRole): void {
  if (!isManager(role)) throw forbidden(TEAM_MANAGERS_ONLY);
}

/** 403 unless the role is owner. */
export function requireOwner(role: TeamRole): void {
  if (role !== 'owner') throw forbidden(TEAM_OWNER_ONLY);
}

/**
 * Inside a transaction: lock the team row, then read the caller's role, so changes to one team's members (joins,
 * role changes, removals, a lower max) happen one after another and each sees the members as they are now. Two
 * statements on purpose: under READ COMMITTED the second takes a fresh snapshot after the lock is granted, so a role
 * changed by the transaction we waited for is seen. FOR NO KEY UPDATE does not block inserts that only reference
 * the team (their foreign-key checks take KEY SHARE). 404 when the team is missing or the caller is not in it.
 */
export async function lockTeamAsMember(
  tx: Prisma.TransactionClient,
  teamId: string,
  userId: string,
): Promise<{ role: TeamRole; maxMembers: number }> {
  const [team] = await tx.$queryRaw<
    Array<{ maxMembers: number }>
  >`SELECT "maxMembers" FROM "Team" WHERE "id" = ${teamId} FOR NO KEY UPDATE`;
  if (!team) throw notFound('Team');
  return { role: await requireMember(tx, teamId, userId), maxMembers: team.maxMembers };
}
