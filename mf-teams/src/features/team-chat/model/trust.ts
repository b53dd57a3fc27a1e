import type { ChatMember, Device } from '@fj/contracts';
import { deviceCertificateText, deviceIdentityText, verifyText } from '../crypto/statements';
import type { LocalDevice, LocalStore } from './localStore';

// Which device keys this browser trusts (docs/decisions/3201-team-chat-protocol.md): every person's devices are
// pinned on first use; a device one of their pinned devices linked (certificate) is trusted too; any other new device
// of a person already pinned, or a pinned device whose keys changed, is not trusted until someone here compares its
// safety code and approves it. Keys are shared only with trusted devices, and only trusted devices' signatures count.

export type Trust =
  /** this browser */
  | 'own'
  /** compared and approved here */
  | 'verified'
  /** linked by a device of the same person that is trusted here */
  | 'linked'
  /** the first devices seen for that person */
  | 'first-use'
  /** a new device of a person whose other devices are pinned, not linked by them: not trusted until approved */
  | 'unconfirmed'
  /** a pinned device whose keys are not the ones pinned (a substituted key): not trusted until approved */
  | 'changed'
  /** its self-signature does not verify: ignored */
  | 'invalid';

export const TRUSTED: ReadonlySet<Trust> = new Set(['own', 'verified', 'linked', 'first-use']);

export interface Pin {
  ecdhPublicKey: string;
  signingPublicKey: string;
  trust: 'own' | 'verified' | 'linked' | 'first-use';
}
/** Pins of one person's devices, by device id; `seen` once this browser has looked at their devices at all. */
interface Pins {
  seen: boolean;
  devices: Record<string, Pin>;
}
const pinKey = (me: string, userId: string) => `${me}|${userId}`;
const loadPins = async (store: LocalStore, me: string, userId: string) =>
  (await store.get<Pins>('pins', pinKey(me, userId))) ?? { seen: false, devices: {} };

export interface MemberDevice extends Omit<Device, 'userId'> {
  userId: string;
  trust: Trust;
  hasCurrentKey: boolean;
}

const sameKeys = (a: { ecdhPublicKey: string; signingPublicKey: string }, b: Pin) =>
  a.ecdhPublicKey === b.ecdhPublicKey && a.signingPublicKey === b.signingPublicKey;

/**
 * Every member's devices with the trust this browser gives them, pinning what it trusts on first use or through a
 * link. The server lists the devices; nothing it says is trusted without a pin or a signature from a pinned device.
 */
export async function evaluateDevices(
  store: LocalStore,
  me: string,
  mine: LocalDevice,
  members: ChatMember[],
): Promise<Map<string, MemberDevice>> {
  const result = new Map<string, MemberDevice>();
  for (const member of members) {
    const record = await loadPins(store, me, member.userId);
    const pins = record.devices;
    // First use: this browser has never looked at this person's devices (for this account: a new browser, which
    // has pinned only itself). Later, a device that appears unlinked is unconfirmed, yours included.
    const firstUse = !record.seen;
    const devices: MemberDevice[] = member.devices.map((d) => ({ ...d, userId: member.userId, trust: 'invalid' }));
    for (const device of devices) {
      if (
        !(await verifyText(
          device.signingPublicKey,
          device.selfSignature,
          deviceIdentityText(member.userId, device.id, device),
        ))
      )
        continue;
      const pin = pins[device.id];
      if (member.userId === me && device.id === mine.id)
        device.trust = sameKeys(device, { ...mine, trust: 'own' }) ? 'own' : 'changed';
      else if (pin) device.trust = sameKeys(device, pin) ? pin.trust : 'changed';
      else device.trust = 'unconfirmed';
    }
    // Links: a device certified by a trusted device of the same person (chains of links resolve in turn).
    for (let changed = true; changed;) {
      changed = false;
      for (const device of devices) {
        if (device.trust !== 'unconfirmed' || !device.linkedBy || !device.certificate) continue;
        const linker = devices.find((d) => d.id === device.linkedBy && TRUSTED.has(d.trust));
        const statement = deviceCertificateText(member.userId, device.linkedBy, device.id, device);
        if (linker && (await verifyText(linker.signingPublicKey, device.certificate, statement))) {
          device.trust = 'linked';
          changed = true;
        }
      }
    }
    // First use: nothing pinned for this person yet, so their devices are taken as they are (and pinned).
    if (firstUse) for (const device of devices) if (device.trust === 'unconfirmed') device.trust = 'first-use';
    let pinsChanged = false;
    for (const device of devices) {
      if (TRUSTED.has(device.trust) && !pins[device.id]) {
        pins[device.id] = {
          ecdhPublicKey: device.ecdhPublicKey,
          signingPublicKey: device.signingPublicKey,
          trust: device.trust as Pin['trust'],
        };
        pinsChanged = true;
      }
      result.set(device.id, device);
    }
    // Seen once they had a device: someone's first device, whenever it comes, is their first use.
    if (pinsChanged || (!record.seen && devices.length > 0))
      await store.put('pins', pinKey(me, member.userId), { seen: true, devices: pins });
  }
  return result;
}

/** The person compared this device's safety code with its owner: trust it (replacing an earlier pin for its id). */
export async function approveDevice(store: LocalStore, me: string, device: MemberDevice): Promise<void> {
  const record = await loadPins(store, me, device.userId);
  record.devices[device.id] = {
    ecdhPublicKey: device.ecdhPublicKey,
    signingPublicKey: device.signingPublicKey,
    trust: 'verified',
  };
  await store.put('pins', pinKey(me, device.userId), record);
}

/** Pins this account's own device (made here, or the one that linked this browser and proved it with the code). */
export async function pinOwnDevice(
  store: LocalStore,
  me: string,
  device: { id: string; ecdhPublicKey: string; signingPublicKey: string },
  trust: Pin['trust'],
): Promise<void> {
  const record = await loadPins(store, me, me);
  record.devices[device.id] = { ecdhPublicKey: device.ecdhPublicKey, signingPublicKey: device.signingPublicKey, trust };
  await store.put('pins', pinKey(me, me), record);
}
