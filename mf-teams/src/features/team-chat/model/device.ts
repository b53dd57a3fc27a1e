import type { DeviceLink } from '@fj/contracts';
import type { ChatServer } from '../api/chatApi';
import { chatApi } from '../api/chatApi';
import {
  generateDeviceKeys,
  generateLinkCode,
  linkMac,
  publicKeysOf,
  safetyCode,
  utf8,
  type PublicDeviceKeys,
} from '../crypto/e2e';
import { deviceCertificateText, deviceIdentityText, signText, verifyText } from '../crypto/statements';
import type { LocalDevice, LocalStore } from './localStore';
import { pinOwnDevice } from './trust';

// This browser as one of a person's devices (docs/decisions/3201-team-chat-protocol.md): set up alone (the first
// device, or one its teammates approve by safety code), or linked by an existing device (a code shown there and
// typed or scanned here, a MAC under it each way, matching safety numbers on both screens, then the existing
// device's certificate).

/** 'Chrome on Linux': what the device list shows. */
export function deviceName(userAgent = globalThis.navigator?.userAgent ?? ''): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'this system';
  return `${browser} on ${os}`;
}

const identityOf = (me: string, id: string, keys: PublicDeviceKeys) => utf8(deviceIdentityText(me, id, keys));

/** Keys for a new device (not registered yet), kept here. */
async function newLocalDevice(store: LocalStore, me: string): Promise<LocalDevice> {
  const keys = await generateDeviceKeys();
  const device = { id: globalThis.crypto.randomUUID(), name: deviceName(), keys, ...(await publicKeysOf(keys)) };
  await store.put('devices', me, device);
  return device;
}

const selfSigned = async (me: string, device: LocalDevice) => ({
  name: device.name,
  ecdhPublicKey: device.ecdhPublicKey,
  signingPublicKey: device.signingPublicKey,
  selfSignature: await signText(device.keys.signing.privateKey, deviceIdentityText(me, device.id, device)),
});

export type DeviceState =
  | { kind: 'ready'; device: LocalDevice }
  /** The account has other devices: link this one from one of them, or set it up alone (teammates approve it). */
  | { kind: 'setup' }
  /** This browser's device was removed in Settings. */
  | { kind: 'removed' };

/** This browser's device for the account, registered; a first device is set up without asking. */
export async function loadDevice(api: ChatServer, store: LocalStore, me: string): Promise<DeviceState> {
  const local = await store.get<LocalDevice>('devices', me);
  const { devices } = await api.devices();
  const registered = local && devices.find((d) => d.id === local.id);
  if (local && registered?.revokedAt) return { kind: 'removed' };
  if (local && (registered || !devices.some((d) => !d.revokedAt))) {
    if (!registered) await api.registerDevice(local.id, await selfSigned(me, local));
    return { kind: 'ready', device: local };
  }
  if (devices.some((d) => !d.revokedAt)) return { kind: 'setup' };
  return { kind: 'ready', device: await setUpAlone(api, store, me) };
}

/** Registers this browser as a device of its own (its teammates see a new device and approve it by safety code). */
export async function setUpAlone(api: ChatServer, store: LocalStore, me: string): Promise<LocalDevice> {
  const existing = await store.get<LocalDevice>('devices', me);
  const device = existing ?? (await newLocalDevice(store, me));
  await api.registerDevice(device.id, await selfSigned(me, device));
  await pinOwnDevice(store, me, device, 'own');
  return device;
}

export const ownSafetyCode = (me: string, device: LocalDevice) => safetyCode(me, device);

/** On the existing device: a new link, its code (shown, and in the QR code) and the MAC that proves this device. */
export async function startLink(me: string, device: LocalDevice) {
  const code = generateLinkCode();
  await chatApi.startLink({ deviceId: device.id, mac: await linkMac(code, me, identityOf(me, device.id, device)) });
  return code;
}

export class LinkMismatchError extends Error {}

/**
 * On the existing device: the new device's answer, checked against the code (its MAC and its self-signature), with
 * its safety code to compare; null until it answered.
 */
export async function claimedDevice(me: string, code: string, link: DeviceLink | null) {
  const claim = link?.claim;
  if (!claim) return null;
  const { device, mac } = claim;
  const identity = deviceIdentityText(me, device.id, device);
  if (
    mac !== (await linkMac(code, me, utf8(identity))) ||
    !(await verifyText(device.signingPublicKey, device.selfSignature, identity))
  )
    throw new LinkMismatchError('The answering device does not know the code: it is not yours. Start again.');
  return { device, safetyCode: await safetyCode(me, device) };
}

/** On the existing device, once both safety numbers matched: certify the new device and register it. */
export async function approveLink(
  store: LocalStore,
  me: string,
  linker: LocalDevice,
  device: { id: string; name: string; ecdhPublicKey: string; signingPublicKey: string; selfSignature: string },
) {
  const certificate = await signText(
    linker.keys.signing.privateKey,
    deviceCertificateText(me, linker.id, device.id, device),
  );
  await chatApi.registerDevice(device.id, {
    name: device.name,
    ecdhPublicKey: device.ecdhPublicKey,
    signingPublicKey: device.signingPublicKey,
    selfSignature: device.selfSignature,
    linkedBy: linker.id,
    certificate,
  });
  await pinOwnDevice(store, me, device, 'linked');
}

/**
 * On the new device: checks the code against the link the existing device started (its MAC), pins that device,
 * answers with this device's identity and MAC, and returns this device's safety number to compare.
 */
export async function joinLink(store: LocalStore, me: string, code: string) {
  const [link, { devices }] = await Promise.all([chatApi.currentLink(), chatApi.devices()]);
  const initiator = link && devices.find((d) => d.id === link.initiatorId && !d.revokedAt);
  if (!link || !initiator)
    throw new LinkMismatchError('No device is linking right now: start again on your other device.');
  if (link.initiatorMac !== (await linkMac(code, me, identityOf(me, initiator.id, initiator))))
    throw new LinkMismatchError('That code does not match the one on your other device.');
  await pinOwnDevice(store, me, initiator, 'verified');
  const device = (await store.get<LocalDevice>('devices', me)) ?? (await newLocalDevice(store, me));
  await pinOwnDevice(store, me, device, 'own');
  const identity = await selfSigned(me, device);
  await chatApi.claimLink({
    device: { id: device.id, ...identity },
    mac: await linkMac(code, me, identityOf(me, device.id, device)),
  });
  return { device, safetyCode: await safetyCode(me, device) };
}
