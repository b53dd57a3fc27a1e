import type { TeamKeys, TeamRole } from '@fj/contracts';
import { ApiError } from '@fj/ui';
import { chatApi } from '../api/chatApi';
import { loadDevice, saveDevice } from '../crypto/deviceStore';
import {
  generateDeviceKeys,
  generateTeamKey,
  publicKeysOf,
  unwrapTeamKey,
  wrapTeamKey,
  type DeviceKeys,
} from '../crypto/e2e';

export interface Device {
  keys: DeviceKeys;
  ecdhPublicKey: string;
  signingPublicKey: string;
}

/**
 * This browser's device for the account: made on first use (private keys non-extractable, kept in IndexedDB) and
 * registered. When the server knows another device's keys, this browser registers its own again (one device at a
 * time; the team keys are then shared again, or restored from the passphrase backup).
 */
export async function ensureDevice(userId: string): Promise<Device> {
  let keys = await loadDevice(userId);
  if (!keys) {
    keys = await generateDeviceKeys();
    await saveDevice(userId, keys);
  }
  const mine = await publicKeysOf(keys);
  const registered = await chatApi.myDeviceKeys();
  if (registered?.ecdhPublicKey !== mine.ecdhPublicKey || registered.signingPublicKey !== mine.signingPublicKey)
    await chatApi.registerDevice(mine);
  return { keys, ...mine };
}

export type KeyStatus = 'ready' | 'waiting' | 'no-key';

export interface Keyring {
  status: KeyStatus;
  state: TeamKeys;
  /** Every team key version this device could open. */
  keys: Map<number, CryptoKey>;
}

/**
 * Brings the team's keys up to date from this device, then answers what it holds:
 * - no key yet and the caller owns the team: make version 1, wrapped for every member with a device;
 * - a member left (rotationNeeded): make the next version, wrapped for everyone still in the team;
 * - the current key held here and a member lacks it: wrap it for them (any online member does this);
 * - the current key not held here: 'waiting' until a teammate shares it (or a backup is restored).
 * A 409 means someone else did the same at the same moment: read the keys again.
 */
export async function syncTeamKeys(
  teamId: string,
  me: string,
  role: TeamRole,
  device: Device,
  attempt = 0,
): Promise<Keyring> {
  let state = await chatApi.teamKeys(teamId);
  const keys = await openWraps(teamId, me, device, state);
  try {
    const needsNew = state.currentVersion === null ? role === 'owner' : state.rotationNeeded;
    if (needsNew) {
      const version = (state.currentVersion ?? 0) + 1;
      const key = await generateTeamKey();
      state = await chatApi.shareKeys(teamId, {
        version,
        wraps: await wrapsFor(
          teamId,
          version,
          key,
          device,
          state.members.filter((m) => m.ecdhPublicKey),
        ),
      });
      keys.set(version, key);
    } else if (state.currentVersion !== null && keys.has(state.currentVersion)) {
      const lacking = state.members.filter((m) => !m.hasCurrentKey && m.ecdhPublicKey && m.userId !== me);
      if (lacking.length)
        state = await chatApi.shareKeys(teamId, {
          version: state.currentVersion,
          wraps: await wrapsFor(teamId, state.currentVersion, keys.get(state.currentVersion)!, device, lacking),
        });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && attempt < 2)
      return syncTeamKeys(teamId, me, role, device, attempt + 1);
    throw error;
  }
  const status: KeyStatus =
    state.currentVersion === null ? 'no-key' : keys.has(state.currentVersion) ? 'ready' : 'waiting';
  return { status, state, keys };
}

async function openWraps(teamId: string, me: string, device: Device, state: TeamKeys): Promise<Map<number, CryptoKey>> {
  const keys = new Map<number, CryptoKey>();
  await Promise.all(
    state.myWraps.map(async (w) => {
      try {
        keys.set(
          w.version,
          await unwrapTeamKey(w.wrappedKey, device.keys.ecdh.privateKey, w.wrapperPublicKey, {
            teamId,
            version: w.version,
            recipientId: me,
          }),
        );
      } catch {
        // Wrapped for this account's previous device: a teammate shares it again, or the backup restores it.
      }
    }),
  );
  return keys;
}

async function wrapsFor(teamId: string, version: number, key: CryptoKey, device: Device, members: TeamKeys['members']) {
  return Promise.all(
    members.map(async (m) => ({
      userId: m.userId,
      wrappedKey: await wrapTeamKey(key, device.keys.ecdh.privateKey, m.ecdhPublicKey!, {
        teamId,
        version,
        recipientId: m.userId,
      }),
    })),
  );
}

/** Restoring a backup on this device: each team key version wrapped for itself (the server keeps it for next time). */
export async function storeOwnKeys(
  teamId: string,
  me: string,
  device: Device,
  keys: Array<{ version: number; key: CryptoKey }>,
) {
  for (const { version, key } of keys) {
    const wrappedKey = await wrapTeamKey(key, device.keys.ecdh.privateKey, device.ecdhPublicKey, {
      teamId,
      version,
      recipientId: me,
    });
    await chatApi.shareKeys(teamId, { version, wraps: [{ userId: me, wrappedKey }] });
  }
}
