import crypto from 'node:crypto';
import type { Db } from '@fj/db';
import type { DeviceKeys, KeyBackup, ShareTeamKey, TeamKeys, TeamRole } from '@fj/contracts';
import { TEAM_CHAT_KEY_OWNER_FIRST, TEAM_CHAT_NO_DEVICE_KEY, TEAM_CHAT_STALE_KEY } from '@fj/contracts/messages';
import { badRequest, conflict, forbidden, notFound } from '@fj/server-kit';
import { lockTeamAsMember } from '../teams/membership';
import { CHAT_CHANNEL } from './hub';

/** A P-256 public key in SPKI DER form? (The schema checked the size; this checks it is a point on the curve.) */
function isP256PublicKey(base64: string): boolean {
  try {
    const key = crypto.createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

export async function getDeviceKeys(db: Db, userId: string): Promise<DeviceKeys> {
  const keys = await db.e2eDeviceKey.findUnique({
    where: { userId },
    select: { ecdhPublicKey: true, signingPublicKey: true },
  });
  if (!keys) throw notFound('Device key');
  return keys;
}

/**
 * Registers this browser's keys. A different key is a new device: the team keys wrapped for the old one cannot be
 * opened by it, so they go. A new or changed key is announced to the user's teams ('k:' notifications), so an online
 * teammate's browser shares the team key with it.
 */
export async function putDeviceKeys(db: Db, userId: string, body: DeviceKeys): Promise<DeviceKeys> {
  if (!isP256PublicKey(body.ecdhPublicKey) || !isP256PublicKey(body.signingPublicKey))
    throw badRequest('Keys must be P-256 public keys (SPKI)');
  return db.$transaction(async (tx) => {
    const before = await tx.e2eDeviceKey.findUnique({ where: { userId }, select: { ecdhPublicKey: true } });
    const saved = await tx.e2eDeviceKey.upsert({
      where: { userId },
      create: { userId, ...body },
      update: body,
      select: { ecdhPublicKey: true, signingPublicKey: true },
    });
    if (before?.ecdhPublicKey !== body.ecdhPublicKey) {
      if (before) await tx.teamKeyWrap.deleteMany({ where: { userId } });
      await tx.$executeRaw`SELECT pg_notify(${CHAT_CHANNEL}, 'k:' || "teamId") FROM "TeamMember" WHERE "userId" = ${userId}`;
    }
    return saved;
  });
}

export async function getBackup(db: Db, userId: string): Promise<KeyBackup> {
  const backup = await db.e2eKeyBackup.findUnique({
    where: { userId },
    select: { salt: true, iv: true, ciphertext: true, iterations: true },
  });
  if (!backup) throw notFound('Key backup');
  return backup;
}

export async function putBackup(db: Db, userId: string, body: KeyBackup): Promise<KeyBackup> {
  return db.e2eKeyBackup.upsert({
    where: { userId },
    create: { userId, ...body },
    update: body,
    select: { salt: true, iv: true, ciphertext: true, iterations: true },
  });
}

const memberName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || null;

/** The key state, every member's public keys (and whether they hold the current version), and the caller's wraps. Three queries. */
export async function getTeamKeys(
  db: Db | Parameters<Parameters<Db['$transaction']>[0]>[0],
  teamId: string,
  userId: string,
): Promise<TeamKeys> {
  const current = await db.teamKey.findFirst({
    where: { teamId },
    orderBy: { version: 'desc' },
    select: { version: true, retiredAt: true },
  });
  const [members, myWraps] = await Promise.all([
    db.teamMember.findMany({
      where: { teamId },
      orderBy: { joinedAt: 'asc' },
      select: {
        userId: true,
        user: {
          select: {
            firstName: true,
            lastName: true,
            e2eDeviceKey: { select: { ecdhPublicKey: true, signingPublicKey: true } },
            teamKeyWraps: { where: { teamId, version: current?.version ?? 0 }, select: { version: true } },
          },
        },
      },
    }),
    db.teamKeyWrap.findMany({
      where: { teamId, userId },
      orderBy: { version: 'asc' },
      select: { version: true, wrappedKey: true, wrappedBy: true, wrapperPublicKey: true },
    }),
  ]);
  return {
    currentVersion: current?.version ?? null,
    rotationNeeded: Boolean(current?.retiredAt),
    members: members.map((m) => ({
      userId: m.userId,
      name: memberName(m.user),
      ecdhPublicKey: m.user.e2eDeviceKey?.ecdhPublicKey ?? null,
      signingPublicKey: m.user.e2eDeviceKey?.signingPublicKey ?? null,
      hasCurrentKey: m.user.teamKeyWraps.length > 0,
    })),
    myWraps,
  };
}

/**
 * Under the team lock:
 * - `version` = the next number: a new team key (the first one by the owner; later ones when a member left, by anyone
 *   still in the team), wrapped at least for the caller;
 * - `version` = an existing one: wraps for members who lack it (an existing wrap is never replaced, so nobody can
 *   spoil a teammate's key) — and for an older version, the caller's own only (restoring a backup on a new device).
 * Every recipient must be a member with a registered device key; the wrapper's public key is taken from the directory.
 */
export async function shareTeamKey(db: Db, teamId: string, userId: string, body: ShareTeamKey): Promise<TeamKeys> {
  return db.$transaction(async (tx) => {
    const { role } = await lockTeamAsMember(tx, teamId, userId);
    const [current, wrapper] = await Promise.all([
      tx.teamKey.findFirst({
        where: { teamId },
        orderBy: { version: 'desc' },
        select: { version: true, retiredAt: true },
      }),
      tx.e2eDeviceKey.findUnique({ where: { userId }, select: { ecdhPublicKey: true } }),
    ]);
    if (!wrapper) throw conflict(TEAM_CHAT_NO_DEVICE_KEY);
    const userIds = [...new Set(body.wraps.map((w) => w.userId))];
    if (userIds.length !== body.wraps.length) throw badRequest('One wrapped key per member');
    const recipients = await tx.teamMember.findMany({
      where: { teamId, userId: { in: userIds }, user: { e2eDeviceKey: { isNot: null } } },
      select: { userId: true },
    });
    if (recipients.length !== userIds.length)
      throw badRequest('Wrapped keys are for members who have set up encryption');
    const nextVersion = (current?.version ?? 0) + 1;
    const rows = body.wraps.map((w) => ({
      teamId,
      version: body.version,
      userId: w.userId,
      wrappedKey: w.wrappedKey,
      wrappedBy: userId,
      wrapperPublicKey: wrapper.ecdhPublicKey,
    }));
    if (body.version === nextVersion) {
      if (!current && !isOwner(role)) throw forbidden(TEAM_CHAT_KEY_OWNER_FIRST);
      if (current && !current.retiredAt) throw conflict('The current team key is still in use');
      if (!userIds.includes(userId)) throw badRequest('A new team key must be wrapped for you too');
      await tx.teamKey.create({
        data: { teamId, version: body.version, createdBy: userId },
        select: { version: true },
      });
      await tx.teamKeyWrap.createMany({ data: rows });
    } else if (current && body.version <= current.version) {
      if (body.version < current.version && userIds.some((id) => id !== userId))
        throw badRequest('An older key version can be restored for yourself only');
      const exists = await tx.teamKey.findUnique({
        where: { teamId_version: { teamId, version: body.version } },
        select: { version: true },
      });
      if (!exists) throw badRequest('No such key version');
      await tx.teamKeyWrap.createMany({ data: rows.filter((r) => r.userId !== userId), skipDuplicates: true });
      const own = rows.find((r) => r.userId === userId);
      if (own)
        await tx.teamKeyWrap.upsert({
          where: { teamId_version_userId: { teamId, version: body.version, userId } },
          create: own,
          update: own,
          select: { version: true },
        });
    } else {
      throw conflict(TEAM_CHAT_STALE_KEY);
    }
    await tx.$executeRaw`SELECT pg_notify(${CHAT_CHANNEL}, ${`k:${teamId}`})`;
    return getTeamKeys(tx, teamId, userId);
  });
}

const isOwner = (role: TeamRole) => role === 'owner';
