import type { Db } from '@fj/db';
import {
  ALREADY_A_MEMBER,
  INVITE_CODE_UNKNOWN,
  TEAM_ADMIN_MEMBERS_ONLY,
  TEAM_FULL,
  TEAM_JOIN_THROTTLED,
  TEAM_MANAGERS_ONLY,
  TEAM_OWNER_MUST_TRANSFER,
  TEAM_OWNER_ONLY,
  TEAM_OWNER_ROLE_FIXED,
  type Team,
  type TeamMember,
  type TeamRole,
} from '@fj/contracts';
import { conflict, createRateLimiter, forbidden, HttpError, notFound, type RateLimiter } from '@fj/server-kit';
import { lockTeamAsMember } from './membership';
import { memberFields, toMember } from './serialize';
import { getTeam } from './service';

/** Failed invite codes a user may try per hour before joining answers 429 (`TEAM_JOIN_RATE_LIMIT`). */
export const DEFAULT_JOIN_ATTEMPTS_PER_HOUR = 20;

/** The join limiter: every attempt takes a point, a successful join gives it back, so only failures count. */
export function createJoinLimiter(db: Db, attemptsPerHour = DEFAULT_JOIN_ATTEMPTS_PER_HOUR): RateLimiter {
  return createRateLimiter(db, {
    name: 'community:team-join',
    points: attemptsPerHour,
    windowSeconds: 3600,
    message: TEAM_JOIN_THROTTLED,
  });
}

/**
 * Join by invite code. The attempt is counted before the code is looked up (so guessing codes is throttled even
 * when the guess is right) and given back once the join succeeds. The team row is locked while members are counted
 * and the membership inserted, so parallel joins into the last places queue up and exactly the free places are filled.
 */
export async function joinTeam(db: Db, limiter: RateLimiter, userId: string, inviteCode: string): Promise<Team> {
  await limiter.consume(userId);
  const teamId = await db.$transaction(async (tx) => {
    const [team] = await tx.$queryRaw<Array<{ id: string; maxMembers: number }>>`
      SELECT "id", "maxMembers" FROM "Team" WHERE "inviteCode" = ${inviteCode} FOR NO KEY UPDATE`;
    if (!team) throw new HttpError(404, INVITE_CODE_UNKNOWN);
    const [{ members, isMember }] = await tx.$queryRaw<Array<{ members: number; isMember: boolean }>>`
      SELECT count(*)::int AS "members", coalesce(bool_or("userId" = ${userId}), false) AS "isMember"
      FROM "TeamMember" WHERE "teamId" = ${team.id}`;
    if (isMember) throw conflict(ALREADY_A_MEMBER);
    if (members >= team.maxMembers) throw conflict(TEAM_FULL);
    await tx.teamMember.create({ data: { teamId: team.id, userId, role: 'member' }, select: { teamId: true } });
    return team.id;
  });
  await limiter.giveBack(userId);
  return getTeam(db, teamId, userId);
}

/**
 * Change a member's role (under the team lock).
 * - 'owner': the owner hands the team over; they become an admin. Only the owner may (403).
 * - 'admin' / 'member': the owner changes anyone else; an admin changes members only (e.g. promotes one to admin);
 *   members change nothing (403). The owner's own role changes only by handing the team over (409).
 */
export async function changeMemberRole(
  db: Db,
  teamId: string,
  callerId: string,
  targetId: string,
  role: TeamRole,
): Promise<TeamMember> {
  return db.$transaction(async (tx) => {
    const { role: callerRole } = await lockTeamAsMember(tx, teamId, callerId);
    if (callerRole === 'member') throw forbidden(TEAM_MANAGERS_ONLY);
    const target = await tx.teamMember.findUnique({
      where: { teamId_userId: { teamId, userId: targetId } },
      select: { role: true },
    });
    if (!target) throw notFound('Member');
    const where = (userId: string) => ({ teamId_userId: { teamId, userId } });
    if (role === 'owner') {
      if (callerRole !== 'owner') throw forbidden(TEAM_OWNER_ONLY);
      if (targetId !== callerId) {
        // The previous owner steps down first: the database checks one owner per team at commit.
        await tx.teamMember.update({ where: where(callerId), data: { role: 'admin' }, select: { role: true } });
        await tx.teamMember.update({ where: where(targetId), data: { role: 'owner' }, select: { role: true } });
        await tx.team.update({ where: { id: teamId }, data: { ownerId: targetId }, select: { id: true } });
      }
    } else {
      if (callerRole === 'admin' && target.role !== 'member') throw forbidden(TEAM_ADMIN_MEMBERS_ONLY);
      if (target.role === 'owner') throw conflict(TEAM_OWNER_ROLE_FIXED);
      if (target.role !== role)
        await tx.teamMember.update({ where: where(targetId), data: { role }, select: { role: true } });
    }
    return toMember(await tx.teamMember.findUniqueOrThrow({ where: where(targetId), select: memberFields }));
  });
}

/**
 * Remove a member, or leave (the caller's own id). Anyone may leave except the owner, who hands the team over first
 * (409). The owner removes anyone else; an admin removes members only; members remove no one (403).
 */
export async function removeMember(db: Db, teamId: string, callerId: string, targetId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { role: callerRole } = await lockTeamAsMember(tx, teamId, callerId);
    if (targetId === callerId) {
      if (callerRole === 'owner') throw conflict(TEAM_OWNER_MUST_TRANSFER);
    } else {
      if (callerRole === 'member') throw forbidden(TEAM_MANAGERS_ONLY);
      const target = await tx.teamMember.findUnique({
        where: { teamId_userId: { teamId, userId: targetId } },
        select: { role: true },
      });
      if (!target) throw notFound('Member');
      if (callerRole === 'admin' && target.role !== 'member') throw forbidden(TEAM_ADMIN_MEMBERS_ONLY);
    }
    await tx.teamMember.delete({ where: { teamId_userId: { teamId, userId: targetId } }, select: { role: true } });
  });
}
