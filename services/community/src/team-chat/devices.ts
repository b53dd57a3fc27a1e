import crypto from 'node:crypto';
import type { Db, Prisma } from '@fj/db';
import {
  TEAM_CHAT_MAX_DEVICES,
  type ClaimDeviceLink,
  type Device,
  type DeviceLink,
  type KeyBackup,
  type RegisterDevice,
  type StartDeviceLink,
} from '@fj/contracts';
import { badRequest, conflict, notFound } from '@fj/server-kit';
import { CHAT_CHANNEL } from './hub';

// A person's chat devices (docs/decisions/3201-team-chat-protocol.md): each browser its own keys; an existing device
// links a new one (a MAC under a code the server never sees, then its certificate); removing one rotates the keys of
// every team the person is in. The server checks shapes, ownership and the flow; the browsers check the signatures.

/** How long a device link stays open. */
export const LINK_TTL_MS = 10 * 60 * 1000;

/** A P-256 public key in SPKI DER form? (The schema checked the size; this checks it is a point on the curve.) */
export function isP256PublicKey(base64: string): boolean {
  try {
    const key = crypto.createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

export const deviceFields = {
  id: true,
  userId: true,
  name: true,
  ecdhPublicKey: true,
  signingPublicKey: true,
  selfSignature: true,
  linkedBy: true,
  certificate: true,
  createdAt: true,
  lastSeenAt: true,
  revokedAt: true,
} as const;
type DeviceRow = Prisma.E2eDeviceGetPayload<{ select: typeof deviceFields }>;

export const toDevice = (d: DeviceRow): Device => ({
  ...d,
  createdAt: d.createdAt.toISOString(),
  lastSeenAt: d.lastSeenAt.toISOString(),
  revokedAt: d.revokedAt?.toISOString() ?? null,
});

export async function listDevices(db: Db, userId: string): Promise<{ devices: Device[] }> {
  const rows = await db.e2eDevice.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, select: deviceFields });
  return { devices: rows.map(toDevice) };
}

/** Tells the person's teams that their devices changed: an online teammate's browser shares the key with a new one. */
const announce = (tx: Prisma.TransactionClient, userId: string) =>
  tx.$executeRaw`SELECT pg_notify(${CHAT_CHANNEL}, 'k:' || "teamId") FROM "TeamMember" WHERE "userId" = ${userId}`;

/**
 * Registers a device. Alone: the browser's own keys (a device's keys never change: other keys are another device).
 * Linked: from the existing device that started the link, with the identity the new device claimed it with and the
 * existing device's certificate; the link is then used up.
 */
export async function registerDevice(db: Db, userId: string, id: string, body: RegisterDevice): Promise<Device> {
  if (!isP256PublicKey(body.ecdhPublicKey) || !isP256PublicKey(body.signingPublicKey))
    throw badRequest('Keys must be P-256 public keys (SPKI)');
  return db.$transaction(async (tx) => {
    const existing = await tx.e2eDevice.findUnique({ where: { id }, select: deviceFields });
    if (existing && existing.userId !== userId) throw conflict('This device id is taken');
    if (existing && existing.revokedAt) throw conflict('This device was removed: set up encryption again');
    if (
      existing &&
      (existing.ecdhPublicKey !== body.ecdhPublicKey || existing.signingPublicKey !== body.signingPublicKey)
    )
      throw conflict("A device's keys never change: new keys are a new device");
    if (body.linkedBy) {
      const link = await tx.e2eDeviceLink.findUnique({ where: { userId } });
      const claim = link?.claim ? (JSON.parse(link.claim) as ClaimDeviceLink) : null;
      if (
        !link ||
        link.expiresAt < new Date() ||
        link.initiatorId !== body.linkedBy ||
        claim?.device.id !== id ||
        claim.device.ecdhPublicKey !== body.ecdhPublicKey ||
        claim.device.signingPublicKey !== body.signingPublicKey
      )
        throw conflict('This device link has expired or was not claimed by this device');
      await tx.e2eDeviceLink.delete({ where: { userId } });
    }
    if (!existing) {
      const active = await tx.e2eDevice.count({ where: { userId, revokedAt: null } });
      if (active >= TEAM_CHAT_MAX_DEVICES)
        throw conflict(`You have ${TEAM_CHAT_MAX_DEVICES} devices: remove one in Settings first`);
    }
    const data = {
      name: body.name,
      selfSignature: body.selfSignature,
      ...(body.linkedBy ? { linkedBy: body.linkedBy, certificate: body.certificate } : {}),
    };
    const saved = await tx.e2eDevice.upsert({
      where: { id },
      create: { id, userId, ecdhPublicKey: body.ecdhPublicKey, signingPublicKey: body.signingPublicKey, ...data },
      update: { ...data, lastSeenAt: new Date() },
      select: deviceFields,
    });
    if (!existing || body.linkedBy) await announce(tx, userId);
    return toDevice(saved);
  });
}

/**
 * Removes a device: it receives no key again and cannot send; its wraps go, and the current key of every team the
 * person is in is retired, so the next message uses a version the device never gets. Teams are locked first, in id
 * order, like every membership change (a send in flight either commits first or sees the retired key).
 */
export async function revokeDevice(db: Db, userId: string, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const device = await tx.e2eDevice.findUnique({ where: { id }, select: { userId: true, revokedAt: true } });
    if (!device || device.userId !== userId || device.revokedAt) throw notFound('Device');
    await tx.$queryRaw`SELECT t."id" FROM "Team" t JOIN "TeamMember" m ON m."teamId" = t."id" AND m."userId" = ${userId}
      ORDER BY t."id" FOR NO KEY UPDATE OF t`;
    await tx.e2eDevice.update({ where: { id }, data: { revokedAt: new Date() }, select: { id: true } });
    await tx.teamKeyWrap.deleteMany({ where: { deviceId: id } });
    await tx.$executeRaw`UPDATE "TeamKey" k SET "retiredAt" = CURRENT_TIMESTAMP
      FROM "TeamMember" m WHERE m."userId" = ${userId} AND k."teamId" = m."teamId" AND k."retiredAt" IS NULL`;
    await announce(tx, userId);
  });
}

const linkOf = (link: {
  initiatorId: string;
  initiatorMac: string;
  claim: string | null;
  expiresAt: Date;
}): DeviceLink => ({
  initiatorId: link.initiatorId,
  initiatorMac: link.initiatorMac,
  claim: link.claim ? (JSON.parse(link.claim) as DeviceLink['claim']) : null,
  expiresAt: link.expiresAt.toISOString(),
});

/** An existing device starts a link (10 minutes); an earlier one in progress is replaced. */
export async function startLink(db: Db, userId: string, body: StartDeviceLink): Promise<DeviceLink> {
  const device = await db.e2eDevice.findUnique({
    where: { id: body.deviceId },
    select: { userId: true, revokedAt: true },
  });
  if (!device || device.userId !== userId || device.revokedAt)
    throw badRequest('Start linking from one of your devices');
  const data = {
    initiatorId: body.deviceId,
    initiatorMac: body.mac,
    claim: null,
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  };
  const link = await db.e2eDeviceLink.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return linkOf(link);
}

export async function currentLink(db: Db, userId: string): Promise<DeviceLink> {
  const link = await db.e2eDeviceLink.findUnique({ where: { userId } });
  if (!link || link.expiresAt < new Date()) throw notFound('Device link');
  return linkOf(link);
}

/** The new device answers the link in progress with its identity and its MAC (once). */
export async function claimLink(db: Db, userId: string, body: ClaimDeviceLink): Promise<DeviceLink> {
  if (!isP256PublicKey(body.device.ecdhPublicKey) || !isP256PublicKey(body.device.signingPublicKey))
    throw badRequest('Keys must be P-256 public keys (SPKI)');
  if (await db.e2eDevice.findUnique({ where: { id: body.device.id }, select: { id: true } }))
    throw conflict('This device is already set up');
  const { count } = await db.e2eDeviceLink.updateMany({
    where: { userId, claim: null, expiresAt: { gt: new Date() } },
    data: { claim: JSON.stringify(body) },
  });
  if (!count) {
    await currentLink(db, userId); // 404 when there is none
    throw conflict('Another device already answered this link: start again');
  }
  return currentLink(db, userId);
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
