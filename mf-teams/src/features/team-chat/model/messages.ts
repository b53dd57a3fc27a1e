import type { TeamMessage } from '@fj/contracts';
import { MessageIntegrityError, openMessage } from '../crypto/e2e';
import type { Keyring } from './keyring';
import { TRUSTED } from './trust';

/** A stored message opened here: its signed envelope, or why it cannot be shown. */
export type Opened =
  | {
      ok: true;
      text: string;
      sentAt: number;
      counter: number;
      previous: string | null;
      hash: string;
      /** signed by a device this browser trusts (false: one it has not approved, or one it never saw) */
      verified: boolean;
    }
  | { ok: false; problem: 'no-key' | 'tampered' };

/**
 * Decrypts a stored message and verifies the signature inside under its device's key as pinned here — the server's
 * copy of the key only for a device this browser never saw (then it is not verified). A message the server names a
 * different sender for, or whose device belongs to someone else, is tampered.
 */
export async function openStoredMessage(
  teamId: string,
  message: TeamMessage,
  keyring: Keyring | null,
): Promise<Opened> {
  const key = keyring?.keys.get(message.keyVersion);
  if (!key) return { ok: false, problem: 'no-key' };
  if (message.senderId !== null && message.senderId !== message.authorId) return { ok: false, problem: 'tampered' };
  const device = keyring?.devices.get(message.deviceId);
  if (device && device.userId !== message.authorId) return { ok: false, problem: 'tampered' };
  const trusted = !!device && TRUSTED.has(device.trust);
  try {
    const opened = await openMessage(message, key, device ? device.signingPublicKey : message.signingKey, {
      teamId,
      keyVersion: message.keyVersion,
      senderId: message.authorId,
      deviceId: message.deviceId,
      messageId: message.id,
    });
    return { ok: true, ...opened, verified: trusted };
  } catch (error) {
    return { ok: false, problem: error instanceof MessageIntegrityError ? 'tampered' : 'no-key' };
  }
}
