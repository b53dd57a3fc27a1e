import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { setupCommunity, type Api } from './team-helpers';

const subtle = crypto.webcrypto.subtle;
const b64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

/** A browser device as the tests need it: real P-256 keys from Node's WebCrypto, public halves as SPKI base64. */
export async function newDevice() {
  const ecdh = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const signing = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  return {
    ecdh,
    signing,
    keys: {
      ecdhPublicKey: b64(await subtle.exportKey('spki', ecdh.publicKey)),
      signingPublicKey: b64(await subtle.exportKey('spki', signing.publicKey)),
    },
  };
}

/** 40 random bytes in the shape of an AES-KW-wrapped 256-bit key (the server cannot tell it from a real one). */
export const fakeWrap = () => b64(crypto.randomBytes(40));

/** An AES-GCM message under `teamKey`, signed (the server checks sizes only; the shape is real). */
export async function encrypt(teamKey: Buffer, text: string, keyVersion = 1) {
  const key = await subtle.importKey('raw', teamKey, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.randomBytes(12);
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
  return {
    id: crypto.randomUUID(),
    keyVersion,
    iv: b64(iv),
    ciphertext: b64(ciphertext),
    signature: b64(crypto.randomBytes(64)),
  };
}

/** The community app with chat, listening on a port (streams need a real socket), and Premium teams ready to chat. */
export async function setupChat() {
  const community = await setupCommunity();
  const server: Server = await new Promise((resolve) => {
    const s = community.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const premium = (firstName: string) => community.actAsNew({ firstName, isPremium: true });
  const register = async (api: Api) => {
    const device = await newDevice();
    expect((await api.put('/api/e2e/keys', device.keys)).status).toBe(200);
    return device;
  };

  /** A team of a Premium owner and `others` Premium members, every one with a device key, and key version 1 shared. */
  async function chattingTeam(others = 1) {
    const { owner, team } = await community.newTeam({ name: 'Chat Crew' }, { firstName: 'Olive', isPremium: true });
    const members: Api[] = [];
    for (let i = 0; i < others; i++) {
      const member = await premium(`Member${i}`);
      expect((await member.post('/api/teams/join', { inviteCode: team.inviteCode })).status).toBe(201);
      members.push(member);
    }
    for (const api of [owner, ...members]) await register(api);
    const wraps = [owner, ...members].map((a) => ({ userId: a.user.userId, wrappedKey: fakeWrap() }));
    expect((await owner.put(`/api/teams/${team.id}/keys`, { version: 1, wraps })).status).toBe(200);
    return { team, owner, members, teamKey: crypto.randomBytes(32) };
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
