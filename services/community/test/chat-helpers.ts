import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { setupCommunity, type Api } from './team-helpers';

const subtle = crypto.webcrypto.subtle;
const b64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

/**
 * A browser device as the server sees it: its id, real P-256 public keys from Node's WebCrypto (SPKI base64) and a
 * signature-shaped self-signature (the browsers check signatures, the server stores them; the mf-teams tests run the
 * real protocol against a malicious server).
 */
export async function newDevice(name = 'Test browser') {
  const ecdh = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const signing = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const identity = {
    name,
    ecdhPublicKey: b64(await subtle.exportKey('spki', ecdh.publicKey)),
    signingPublicKey: b64(await subtle.exportKey('spki', signing.publicKey)),
    selfSignature: fakeSignature(),
  };
  return { id: crypto.randomUUID(), identity };
}
export type TestDevice = Awaited<ReturnType<typeof newDevice>>;

/** 40 random bytes in the shape of an AES-KW-wrapped 256-bit key (the server cannot tell it from a real one). */
export const fakeWrap = () => b64(crypto.randomBytes(40));
/** 64 random bytes in the shape of a P-256 signature. */
export const fakeSignature = () => b64(crypto.randomBytes(64));
/** A wrap of a key version for a device, as the body of PUT /keys carries it. */
export const wrapFor = (device: TestDevice) => ({
  deviceId: device.id,
  wrappedKey: fakeWrap(),
  signature: fakeSignature(),
});
/** A new key version's signed statement (its content is the browsers' business). */
export const versionStatement = () => ({ statement: '["fj-key-v2"]', signature: fakeSignature() });

/** An AES-GCM message under `teamKey` from `device` (the server checks sizes only; the shape is real). */
export async function encrypt(teamKey: Buffer, text: string, device: TestDevice, keyVersion = 1) {
  const key = await subtle.importKey('raw', teamKey, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.randomBytes(12);
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
  return { id: crypto.randomUUID(), keyVersion, deviceId: device.id, iv: b64(iv), ciphertext: b64(ciphertext) };
}

/** The community app with chat, listening on a port (streams need a real socket), and Premium teams ready to chat. */
export async function setupChat() {
  const community = await setupCommunity();
  const server: Server = await new Promise((resolve) => {
    const s = community.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const premium = (firstName: string) => community.actAsNew({ firstName, isPremium: true });
  const register = async (api: Api, name?: string) => {
    const device = await newDevice(name);
    const res = await api.put(`/api/e2e/devices/${device.id}`, device.identity);
    expect(res.status).toBe(200);
    return device;
  };

  /**
   * A team of a Premium owner and `others` Premium members, every one with a device, and key version 1 wrapped for
   * every device. `devices` maps each person's user id to their device.
   */
  async function chattingTeam(others = 1) {
    const { owner, team } = await community.newTeam({ name: 'Chat Crew' }, { firstName: 'Olive', isPremium: true });
    const members: Api[] = [];
    for (let i = 0; i < others; i++) {
      const member = await premium(`Member${i}`);
      expect((await member.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
      members.push(member);
    }
    const devices = new Map<string, TestDevice>();
    for (const api of [owner, ...members]) devices.set(api.user.userId, await register(api));
    const ownerDevice = devices.get(owner.user.userId)!;
    const keyed = await owner.put(`/api/teams/${team.id}/keys`, {
      deviceId: ownerDevice.id,
      version: 1,
      create: versionStatement(),
      wraps: [...devices.values()].map(wrapFor),
    });
    expect(keyed.status).toBe(200);
    const deviceOf = (api: Api) => devices.get(api.user.userId)!;
    return { team, owner, members, devices, deviceOf, teamKey: crypto.randomBytes(32) };
  }

  return {
    ...community,
    baseUrl,
    premium,
    register,
    chattingTeam,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await community.close();
    },
  };
}
