import type { Db, Prisma } from '@fj/db';
import type { PutRoster, ShareTeamKey, TeamKeys } from '@fj/contracts';
import { TEAM_CHAT_KEY_OWNER_FIRST, TEAM_CHAT_NO_DEVICE_KEY, TEAM_CHAT_STALE_KEY } from '@fj/contracts/messages';
import { badRequest, conflict, forbidden } from '@fj/server-kit';
import { isManager, lockTeamAsMember } from '../teams/membership';
import { deviceFields, toDevice } from './devices';
import { CHAT_CHANNEL } from './hub';

// A team's keys as the server keeps them (docs/decisions/3201-team-chat-protocol.md): signed member lists (rosters),
// signed key versions, and per-device wraps signed by the device that made them. The server orders and stores them and
// checks who may write what; the browsers verify every signature against the device keys they pinned.

type Client = Db | Prisma.TransactionClient;

const memberName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || null;

/**
 * Everything a browser needs to check the team's keys and bring them up to date: the current version, every
 * version's statement, the member lists after `rosterSince` (the newest alone when 0), every member's devices (and
 * whether each holds the current version) and the wraps for `deviceId`. Asking as one of your devices records when
 * it was last seen (at most every 5 minutes).
 */
export async function getTeamKeys(
  db: Client,
  teamId: string,
  userId: string,
  deviceId?: string,
  rosterSince = 0,
): Promise<TeamKeys> {
  const [team, versions, rosters, members, myWraps] = await Promise.all([
    db.team.findUnique({ where: { id: teamId }, select: { chatResetAt: true } }),
    db.teamKey.findMany({
      where: { teamId },
      orderBy: { version: 'asc' },
      select: {
        version: true,
        createdBy: true,
        creatorDeviceId: true,
        statement: true,
        signature: true,
        retiredAt: true,
      },
    }),
    rosterSince > 0
      ? db.teamChatRoster.findMany({
          where: { teamId, epoch: { gt: rosterSince } },
          orderBy: { epoch: 'asc' },
          take: 500,
          select: { epoch: true, statement: true, signature: true },
        })
      : db.teamChatRoster.findMany({
          where: { teamId },
          orderBy: { epoch: 'desc' },
          take: 1,
          select: { epoch: true, statement: true, signature: true },
        }),
    db.teamMember.findMany({
      where: { teamId },
      orderBy: { joinedAt: 'asc' },
      select: {
        userId: true,
        role: true,
        user: {
          select: {
            firstName: true,
            lastName: true,
            e2eDevices: { orderBy: { createdAt: 'asc' }, select: deviceFields },
          },
        },
      },
    }),
    deviceId
      ? db.teamKeyWrap.findMany({
          where: { teamId, deviceId, userId },
          orderBy: { version: 'asc' },
          select: { version: true, wrappedKey: true, wrappedBy: true, wrapperDeviceId: true, signature: true },
        })
      : [],
  ]);
  const current = versions.at(-1);
  const holders = current
    ? new Set(
        (
          await db.teamKeyWrap.findMany({
            where: { teamId, version: current.version },
            distinct: ['deviceId'],
            select: { deviceId: true },
          })
        ).map((w) => w.deviceId),
      )
    : new Set<string>();
  if (deviceId)
    await db.$executeRaw`UPDATE "E2eDevice" SET "lastSeenAt" = CURRENT_TIMESTAMP
      WHERE "id" = ${deviceId}::uuid AND "userId" = ${userId} AND "lastSeenAt" < CURRENT_TIMESTAMP - interval '5 minutes'`;
  return {
    currentVersion: current?.version ?? null,
    rotationNeeded: Boolean(current?.retiredAt),
    chatResetAt: team?.chatResetAt?.toISOString() ?? null,
    members: members.map((m) => ({
      userId: m.userId,
      name: memberName(m.user),
      role: m.role,
      devices: m.user.e2eDevices.map(({ userId: _u, ...d }) => ({
        ...toDevice({ userId: m.userId, ...d }),
        hasCurrentKey: holders.has(d.id),
      })),
    })),
    versions: versions.map(({ retiredAt, ...v }) => ({ ...v, retired: retiredAt !== null })),
    rosters: rosterSince > 0 ? rosters : rosters.reverse(),
    myWraps,
  };
}

/** The caller's own active device, or 409 (a removed device can do nothing). */
async function activeDevice(tx: Prisma.TransactionClient, userId: string, deviceId: string) {
  const device = await tx.e2eDevice.findUnique({ where: { id: deviceId }, select: { userId: true, revokedAt: true } });
  if (!device || device.userId !== userId || device.revokedAt) throw conflict(TEAM_CHAT_NO_DEVICE_KEY);
}

/**
 * Under the team lock, from one of the caller's devices:
 * - `create` = the next version (the first by the owner or an admin, later ones by any member: a rotation, a new
 *   member, or a team whose key no device holds any more): stored with its statement; the previous version retires;
 * - wraps of an existing version for devices that lack one: the current version for any member's device, an older
 *   one for the caller's own devices only (their own history on a new device). Several members may wrap for one
 *   device (a bad wrap from one cannot lock it out); each wrapping device wraps once.
 * Every recipient is an active device of a member.
 */
export async function shareTeamKey(db: Db, teamId: string, userId: string, body: ShareTeamKey): Promise<TeamKeys> {
  return db.$transaction(async (tx) => {
    const { role } = await lockTeamAsMember(tx, teamId, userId);
    await activeDevice(tx, userId, body.deviceId);
    const current = await tx.teamKey.findFirst({
      where: { teamId },
      orderBy: { version: 'desc' },
      select: { version: true },
    });
    const deviceIds = [...new Set(body.wraps.map((w) => w.deviceId))];
    if (deviceIds.length !== body.wraps.length) throw badRequest('One wrapped key per device');
    const recipients = await tx.e2eDevice.findMany({
      where: { id: { in: deviceIds }, revokedAt: null, user: { teamMemberships: { some: { teamId } } } },
      select: { id: true, userId: true },
    });
    if (recipients.length !== deviceIds.length)
      throw badRequest('Wrapped keys are for the devices of members of this team');
    const ownerOf = new Map(recipients.map((r) => [r.id, r.userId]));
    if (body.create) {
      if (body.version !== (current?.version ?? 0) + 1) throw conflict(TEAM_CHAT_STALE_KEY);
      if (!current && !isManager(role)) throw forbidden(TEAM_CHAT_KEY_OWNER_FIRST);
      if (!deviceIds.includes(body.deviceId)) throw badRequest('A new team key must be wrapped for your device too');
      if (current) await tx.teamKey.updateMany({ where: { teamId, retiredAt: null }, data: { retiredAt: new Date() } });
      await tx.teamKey.create({
        data: {
          teamId,
          version: body.version,
          createdBy: userId,
          creatorDeviceId: body.deviceId,
          statement: body.create.statement,
          signature: body.create.signature,
        },
        select: { version: true },
      });
    } else {
      if (!current || body.version > current.version) throw conflict(TEAM_CHAT_STALE_KEY);
      if (body.version < current.version && recipients.some((r) => r.userId !== userId))
        throw badRequest('An older key version can be shared with your own devices only');
      const exists = await tx.teamKey.findUnique({
        where: { teamId_version: { teamId, version: body.version } },
        select: { version: true },
      });
      if (!exists) throw badRequest('No such key version');
    }
    await tx.teamKeyWrap.createMany({
      data: body.wraps.map((w) => ({
        teamId,
        version: body.version,
        deviceId: w.deviceId,
        userId: ownerOf.get(w.deviceId)!,
        wrappedKey: w.wrappedKey,
        wrappedBy: userId,
        wrapperDeviceId: body.deviceId,
        signature: w.signature,
      })),
      skipDuplicates: true,
    });
    await tx.$executeRaw`SELECT pg_notify(${CHAT_CHANNEL}, ${`k:${teamId}`})`;
    return getTeamKeys(tx, teamId, userId, body.deviceId);
  });
}

/** The chat's next member list (epoch = newest + 1), from an owner's or admin's device; the browsers check the chain. */
export async function putRoster(db: Db, teamId: string, userId: string, body: PutRoster): Promise<TeamKeys> {
  return db.$transaction(async (tx) => {
    const { role } = await lockTeamAsMember(tx, teamId, userId);
    if (!isManager(role)) throw forbidden("Only the team's owner or an admin can change who is in the chat");
    await activeDevice(tx, userId, body.deviceId);
    const newest = await tx.teamChatRoster.findFirst({
      where: { teamId },
      orderBy: { epoch: 'desc' },
      select: { epoch: true },
    });
    if (body.epoch !== (newest?.epoch ?? 0) + 1) throw conflict('The member list changed meanwhile: reload it');
    await tx.teamChatRoster.create({
      data: { teamId, epoch: body.epoch, statement: body.statement, signature: body.signature },
      select: { epoch: true },
    });
    await tx.$executeRaw`SELECT pg_notify(${CHAT_CHANNEL}, ${`k:${teamId}`})`;
    return getTeamKeys(tx, teamId, userId, body.deviceId, body.epoch - 1);
  });
}
