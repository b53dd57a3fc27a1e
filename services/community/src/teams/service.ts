import type { Db } from '@fj/db';
import {
  teamMaxBelowMembersMessage,
  type CreateTeam,
  type Team,
  type TeamDetail,
  type TeamRole,
  type UpdateTeam,
} from '@fj/contracts';
import { conflict, notFound } from '@fj/server-kit';
import { withFreshInviteCode } from './invite-code';
import { lockTeamAsMember, requireManager, requireMember, requireOwner } from './membership';
import { byRoleThenJoined, memberFields, teamFields, toMember, toTeam } from './serialize';

const isPrismaError = (err: unknown, code: string) => (err as { code?: string } | null)?.code === code;

/** The caller's teams, most recently joined first: one statement (memberships, their teams and member counts). */
export async function listTeams(db: Db, userId: string): Promise<Team[]> {
  const rows = await db.teamMember.findMany({
    where: { userId },
    orderBy: [{ joinedAt: 'desc' }, { teamId: 'asc' }],
    select: { role: true, team: { select: teamFields } },
  });
  return rows.map((row) => toTeam(row.team, row.role as TeamRole));
}

/** One team as the caller sees it (after a write), or 404 when they are not in it. One statement. */
export async function getTeam(db: Db, teamId: string, userId: string): Promise<Team> {
  const row = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId, userId } },
    select: { role: true, team: { select: teamFields } },
  });
  if (!row) throw notFound('Team');
  return toTeam(row.team, row.role as TeamRole);
}

/** The team with its members and their names, in one statement; 404 for anyone who is not a member. */
export async function getTeamDetail(db: Db, teamId: string, userId: string): Promise<TeamDetail> {
  const row = await db.team.findFirst({
    where: { id: teamId, members: { some: { userId } } },
    select: { ...teamFields, ownerId: true, members: { select: memberFields } },
  });
  if (!row) throw notFound('Team');
  const members = row.members.map(toMember).sort(byRoleThenJoined);
  const role = members.find((member) => member.userId === userId)!.role;
  return { ...toTeam(row, role), ownerId: row.ownerId, members };
}

/** A new team owned by the caller, who is its first member; the team and the membership are written together. */
export async function createTeam(db: Db, userId: string, input: CreateTeam): Promise<Team> {
  try {
    const row = await withFreshInviteCode((inviteCode) =>
      db.team.create({
        data: { ...input, inviteCode, ownerId: userId, members: { create: { userId, role: 'owner' } } },
        select: teamFields,
      }),
    );
    return toTeam(row, 'owner');
  } catch (err) {
    // The caller's account was deleted while their session still carried an identity.
    if (isPrismaError(err, 'P2003')) throw notFound('User');
    throw err;
  }
}

/**
 * Owner or admin: change what was sent. Under the team lock, so a lower max cannot race a join: max members may not
 * go below the members the team has (409).
 */
export async function updateTeam(db: Db, teamId: string, userId: string, input: UpdateTeam): Promise<Team> {
  return db.$transaction(async (tx) => {
    const { role } = await lockTeamAsMember(tx, teamId, userId);
    requireManager(role);
    if (input.maxMembers !== undefined) {
      const members = await tx.teamMember.count({ where: { teamId } });
      if (input.maxMembers < members) throw conflict(teamMaxBelowMembersMessage(members));
    }
    const row = await tx.team.update({ where: { id: teamId }, data: input, select: teamFields });
    return toTeam(row, role);
  });
}

/** Owner or admin: a new invite code; the old one stops working at once. */
export async function regenerateInviteCode(db: Db, teamId: string, userId: string): Promise<Team> {
  const role = await requireMember(db, teamId, userId);
  requireManager(role);
  try {
    const row = await withFreshInviteCode((inviteCode) =>
      db.team.update({ where: { id: teamId }, data: { inviteCode }, select: teamFields }),
    );
    return toTeam(row, role);
  } catch (err) {
    if (isPrismaError(err, 'P2025')) throw notFound('Team'); // deleted meanwhile
    throw err;
  }
}

/** Owner only: the team, its memberships and goals (ON DELETE CASCADE) in one statement. */
export async function deleteTeam(db: Db, teamId: string, userId: string): Promise<void> {
  const { count } = await db.team.deleteMany({ where: { id: teamId, ownerId: userId } });
  if (count > 0) return;
  requireOwner(await requireMember(db, teamId, userId)); // 404 for a non-member, 403 for anyone else in it
  throw notFound('Team');
}
