import { z } from 'zod';
import { requiredDisplayTextSchema } from './common';
import {
  TEAM_CHAT_BACKUP_ITERATIONS,
  TEAM_CHAT_BACKUP_MIN_ITERATIONS,
  TEAM_CHAT_MAX_TEXT_BYTES,
  TEAM_CHAT_TOO_LARGE,
} from './messages';

// Team chat (docs/decisions/1901-team-chat-end-to-end-encryption.md): end-to-end encrypted, so every payload here is
// keys, wrapped keys or ciphertext in base64 (docs/decisions/1901-team-chat-end-to-end-encryption.md). The server
// checks sizes and shapes, never content.

/** Standard base64 of exactly `bytes` bytes (or, with `max`, at most that many). */
const base64 = (what: string, { bytes, max }: { bytes?: number; max?: number }) =>
  z
    .string({ message: `${what} is required` })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, `${what} must be base64`)
    .refine((s) => s.length % 4 === 0, `${what} must be base64`)
    .refine(
      (s) => {
        const length = (s.length / 4) * 3 - (s.endsWith('==') ? 2 : s.endsWith('=') ? 1 : 0);
        return bytes !== undefined ? length === bytes : length >= 1 && length <= (max ?? Infinity);
      },
      bytes !== undefined ? `${what} must be ${bytes} bytes` : TEAM_CHAT_TOO_LARGE,
    );

/** An uncompressed P-256 public key in SPKI form is 91 bytes. */
export const P256_SPKI_BYTES = 91;
const publicKeySchema = (what: string) => base64(what, { bytes: P256_SPKI_BYTES });

const uuid = (what: string) => z.string().uuid(`${what} must be a UUID`);
/** ECDSA P-256 / SHA-256 in IEEE P1363 (r||s) form. */
const signatureSchema = (what = 'signature') => base64(what, { bytes: 64 });
/** A signed statement: canonical JSON the browsers build and check (the server stores it as it is). */
const statementSchema = z.string().min(2).max(16_000);

export const TEAM_CHAT_DEVICE_NAME_MAX = 60;
/** Devices a person may have at once (revoked ones do not count). */
export const TEAM_CHAT_MAX_DEVICES = 20;

/** A device as it names itself: its id (made by the browser, inside everything it signs) and public keys. */
export const deviceIdentitySchema = z.object({
  id: uuid('id'),
  name: requiredDisplayTextSchema('Please name this device', 'Device name', TEAM_CHAT_DEVICE_NAME_MAX),
  ecdhPublicKey: publicKeySchema('ecdhPublicKey'),
  signingPublicKey: publicKeySchema('signingPublicKey'),
  /** The device's signature over its own identity. */
  selfSignature: signatureSchema('selfSignature'),
});
export type DeviceIdentity = z.infer<typeof deviceIdentitySchema>;

/**
 * PUT /api/e2e/devices/{id}: register this browser (alone), or — from an existing device, after a link was claimed —
 * the new device with `linkedBy` (the existing device) and its `certificate` (that device's signature).
 */
export const registerDeviceSchema = deviceIdentitySchema
  .omit({ id: true })
  .extend({ linkedBy: uuid('linkedBy').optional(), certificate: signatureSchema('certificate').optional() })
  .refine((d) => (d.linkedBy === undefined) === (d.certificate === undefined), {
    message: 'linkedBy and certificate go together',
    path: ['certificate'],
  });
export type RegisterDevice = z.infer<typeof registerDeviceSchema>;

export const deviceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  ecdhPublicKey: z.string(),
  signingPublicKey: z.string(),
  selfSignature: z.string(),
  linkedBy: z.string().nullable(),
  certificate: z.string().nullable(),
  /** ISO date-times */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;
/** GET /api/e2e/devices: your devices, newest first (revoked ones too, marked). */
export const deviceListSchema = z.object({ devices: z.array(deviceSchema) });
export type DeviceList = z.infer<typeof deviceListSchema>;

/** A MAC under the link code (HMAC-SHA-256), which only the two devices know. */
const macSchema = base64('mac', { bytes: 32 });
/** POST /api/e2e/links: an existing device starts linking a new one (replaces any link in progress). */
export const startDeviceLinkSchema = z.object({ deviceId: uuid('deviceId'), mac: macSchema });
export type StartDeviceLink = z.infer<typeof startDeviceLinkSchema>;
/** PUT /api/e2e/links/current: the new device answers with its identity. */
export const claimDeviceLinkSchema = z.object({ device: deviceIdentitySchema, mac: macSchema });
export type ClaimDeviceLink = z.infer<typeof claimDeviceLinkSchema>;
export const deviceLinkSchema = z.object({
  initiatorId: z.string(),
  initiatorMac: z.string(),
  claim: z.object({ device: deviceIdentitySchema, mac: z.string() }).nullable(),
  expiresAt: z.string(),
});
export type DeviceLink = z.infer<typeof deviceLinkSchema>;

/** PUT /api/e2e/backup: the user's team keys encrypted in the browser under a passphrase. */
export const keyBackupSchema = z.object({
  salt: base64('salt', { bytes: 16 }),
  iv: base64('iv', { bytes: 12 }),
  ciphertext: base64('ciphertext', { max: 64 * 1024 }),
  iterations: z.number().int().min(TEAM_CHAT_BACKUP_MIN_ITERATIONS, TEAM_CHAT_BACKUP_ITERATIONS).max(10_000_000),
});
export type KeyBackup = z.infer<typeof keyBackupSchema>;

/** A 256-bit key wrapped with AES-KW is 40 bytes. */
export const WRAPPED_KEY_BYTES = 40;

/**
 * PUT /api/teams/{id}/keys, from one of the caller's devices: a new key version (`create`: the next number, with the
 * device's signed statement) and/or wraps of an existing one for devices that lack it, each signed by that device.
 */
export const shareTeamKeySchema = z.object({
  deviceId: uuid('deviceId'),
  version: z.number().int().min(1).max(1_000_000),
  create: z.object({ statement: statementSchema, signature: signatureSchema() }).optional(),
  wraps: z
    .array(
      z.object({
        deviceId: uuid('deviceId'),
        wrappedKey: base64('wrappedKey', { bytes: WRAPPED_KEY_BYTES }),
        signature: signatureSchema(),
      }),
    )
    .max(200),
});
export type ShareTeamKey = z.infer<typeof shareTeamKeySchema>;

/** PUT /api/teams/{id}/roster: the chat's next member list, signed by an owner's or admin's device. */
export const putRosterSchema = z.object({
  deviceId: uuid('deviceId'),
  epoch: z.number().int().min(1).max(1_000_000),
  statement: statementSchema,
  signature: signatureSchema(),
});
export type PutRoster = z.infer<typeof putRosterSchema>;

/** GET /api/teams/{id}/keys?device=&rosterSince= */
export const teamKeysQuerySchema = z.object({
  device: uuid('device').optional(),
  rosterSince: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const chatMemberDeviceSchema = deviceSchema.omit({ userId: true }).extend({
  /** Holds a wrap of the current key version. */
  hasCurrentKey: z.boolean(),
});
export const chatMemberSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  devices: z.array(chatMemberDeviceSchema),
});
/** GET /api/teams/{id}/keys: everything a browser needs to check and bring the team's keys up to date. */
export const teamKeysSchema = z.object({
  currentVersion: z.number().int().nullable(),
  /** A member left (or removed a device) since the current version was made: a hint, browsers also check themselves. */
  rotationNeeded: z.boolean(),
  /** When this team's chat history from before verified encryption was cleared. */
  chatResetAt: z.string().nullable(),
  members: z.array(chatMemberSchema),
  /** Every key version's signed statement, oldest first. */
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdBy: z.string().nullable(),
      creatorDeviceId: z.string(),
      statement: z.string(),
      signature: z.string(),
      retired: z.boolean(),
    }),
  ),
  /** Member lists after `rosterSince` (only the newest when it is 0), oldest first. */
  rosters: z.array(z.object({ epoch: z.number().int(), statement: z.string(), signature: z.string() })),
  /** Wraps for the `device` asked about, every version it was given. */
  myWraps: z.array(
    z.object({
      version: z.number().int(),
      wrappedKey: z.string(),
      wrappedBy: z.string(),
      wrapperDeviceId: z.string(),
      signature: z.string(),
    }),
  ),
});
export type TeamKeys = z.infer<typeof teamKeysSchema>;
export type ChatMember = z.infer<typeof chatMemberSchema>;
export type ChatMemberDevice = z.infer<typeof chatMemberDeviceSchema>;

/** The ciphertext of at most 16 KB of text, plus the signature, counter, hash and time inside, plus the GCM tag. */
export const TEAM_CHAT_MAX_CIPHERTEXT_BYTES = TEAM_CHAT_MAX_TEXT_BYTES + 512;

/** POST /api/teams/{id}/messages: the browser picks the id (it is in the additional data and makes a retry idempotent). */
export const sendTeamMessageSchema = z.object({
  id: uuid('id'),
  keyVersion: z.number().int().min(1).max(1_000_000),
  deviceId: uuid('deviceId'),
  iv: base64('iv', { bytes: 12 }),
  ciphertext: base64('ciphertext', { max: TEAM_CHAT_MAX_CIPHERTEXT_BYTES }),
});
export type SendTeamMessage = z.infer<typeof sendTeamMessageSchema>;

export const teamMessageSchema = z.object({
  id: z.string(),
  /** The stream's event id and the history's order. */
  seq: z.number().int(),
  teamId: z.string(),
  /** null once the sender deleted their account */
  senderId: z.string().nullable(),
  /** The sender's id when sent (kept after deletion): part of the message's additional data. */
  authorId: z.string(),
  deviceId: z.string(),
  /** The sending device's signing key when sent, from the server's directory (browsers trust their pinned one). */
  signingKey: z.string(),
  keyVersion: z.number().int(),
  iv: z.string(),
  ciphertext: z.string(),
  /** ISO date-time: when the server stored it (the sender's own time is inside, signed). */
  createdAt: z.string(),
});
export type TeamMessage = z.infer<typeof teamMessageSchema>;

export const TEAM_CHAT_PAGE_SIZE = 50;
/** GET /api/teams/{id}/messages?before=&limit= */
export const teamMessagesQuerySchema = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TEAM_CHAT_PAGE_SIZE).default(TEAM_CHAT_PAGE_SIZE),
});
/** A page of history, oldest first; `nextBefore` continues with older messages (null: the beginning). */
export const teamMessagePageSchema = z.object({
  messages: z.array(teamMessageSchema),
  nextBefore: z.string().nullable(),
});
export type TeamMessagePage = z.infer<typeof teamMessagePageSchema>;

/** SSE `typing` event data. */
export interface TypingEvent {
  userId: string;
}
