import { z } from 'zod';
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

/** PUT /api/e2e/keys: this browser's device keys (a different key replaces the old device: its team keys are shared again). */
export const deviceKeysSchema = z.object({
  ecdhPublicKey: publicKeySchema('ecdhPublicKey'),
  signingPublicKey: publicKeySchema('signingPublicKey'),
});
export type DeviceKeys = z.infer<typeof deviceKeysSchema>;

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

/** PUT /api/teams/{id}/keys: a new key version (the next number, wrapped for the caller at least) or wraps for members who lack one. */
export const shareTeamKeySchema = z.object({
  version: z.number().int().min(1).max(1_000_000),
  wraps: z
    .array(
      z.object({
        userId: z.string().uuid('userId must be a member id'),
        wrappedKey: base64('wrappedKey', { bytes: WRAPPED_KEY_BYTES }),
      }),
    )
    .min(1, 'Send at least one wrapped key')
    .max(50),
});
export type ShareTeamKey = z.infer<typeof shareTeamKeySchema>;

export const chatMemberKeySchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  ecdhPublicKey: z.string().nullable(),
  signingPublicKey: z.string().nullable(),
  /** Has a wrap of the current key version. */
  hasCurrentKey: z.boolean(),
});
/** GET /api/teams/{id}/keys: the key state, the members' public keys, and the caller's wrapped keys (every version they hold). */
export const teamKeysSchema = z.object({
  currentVersion: z.number().int().nullable(),
  /** A member left since the current version was made: the next message needs a new version. */
  rotationNeeded: z.boolean(),
  members: z.array(chatMemberKeySchema),
  myWraps: z.array(
    z.object({
      version: z.number().int(),
      wrappedKey: z.string(),
      wrappedBy: z.string(),
      wrapperPublicKey: z.string(),
    }),
  ),
});
export type TeamKeys = z.infer<typeof teamKeysSchema>;
export type ChatMemberKey = z.infer<typeof chatMemberKeySchema>;

/** The ciphertext of at most 16 KB of text plus the 16-byte GCM tag. */
export const TEAM_CHAT_MAX_CIPHERTEXT_BYTES = TEAM_CHAT_MAX_TEXT_BYTES + 16;

/** POST /api/teams/{id}/messages: the browser picks the id (it is in the additional data and makes a retry idempotent). */
export const sendTeamMessageSchema = z.object({
  id: z.string().uuid('id must be a UUID'),
  keyVersion: z.number().int().min(1).max(1_000_000),
  iv: base64('iv', { bytes: 12 }),
  ciphertext: base64('ciphertext', { max: TEAM_CHAT_MAX_CIPHERTEXT_BYTES }),
  /** ECDSA P-256 / SHA-256, IEEE P1363 (r||s) form. */
  signature: base64('signature', { bytes: 64 }),
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
  signingKey: z.string(),
  keyVersion: z.number().int(),
  iv: z.string(),
  ciphertext: z.string(),
  signature: z.string(),
  /** ISO date-time */
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
