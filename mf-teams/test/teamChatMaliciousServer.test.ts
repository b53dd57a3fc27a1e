/**
 * @jest-environment node
 */
import { webcrypto } from 'node:crypto';
import type { Device, PutRoster, RegisterDevice, ShareTeamKey, TeamKeys, TeamMessage } from '@fj/contracts';
import { ApiError } from '@fj/ui';
import type { ChatServer } from '../src/features/team-chat/api/chatApi';
import {
  generateDeviceKeys,
  generateTeamKey,
  keyCommitment,
  publicKeysOf,
  sealMessage,
  toBase64,
  wrapTeamKey,
} from '../src/features/team-chat/crypto/e2e';
import {
  deviceIdentityText,
  keyVersionText,
  parseKeyVersion,
  signText,
  wrapText,
} from '../src/features/team-chat/crypto/statements';
import { checkChains } from '../src/features/team-chat/model/chain';
import { setUpAlone } from '../src/features/team-chat/model/device';
import { addToChat, startNewVersion, syncTeamKeys, type Keyring } from '../src/features/team-chat/model/keyring';
import { memoryStore, type LocalDevice, type LocalStore } from '../src/features/team-chat/model/localStore';
import { openStoredMessage } from '../src/features/team-chat/model/messages';
import { approveDevice } from '../src/features/team-chat/model/trust';

// The real browser protocol code (WebCrypto: Node 20's globalThis.crypto.subtle) against a server played by this
// harness: honest by default, and for each attack the server can mount, one test that has it lie and shows the
// browsers detect or refuse it (docs/decisions/3201-team-chat-protocol.md).

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
const TEAM = 'team-1';

/** The server's state and its honest answers; tests reach in and change what it says. */
class HarnessServer {
  members: Array<{ userId: string; name: string; role: string }> = [];
  devices = new Map<string, Device>();
  versions: Array<{
    version: number;
    createdBy: string;
    creatorDeviceId: string;
    statement: string;
    signature: string;
    retired: boolean;
  }> = [];
  rosters: Array<{ epoch: number; statement: string; signature: string }> = [];
  wraps: Array<ShareTeamKey['wraps'][number] & { version: number; wrappedBy: string; wrapperDeviceId: string }> = [];
  /** What the server answers to GET keys, after the honest answer is built (the attack). */
  lie: (keys: TeamKeys, deviceId: string) => TeamKeys = (k) => k;

  as(userId: string): ChatServer {
    return {
      devices: async () => ({ devices: [...this.devices.values()].filter((d) => d.userId === userId) }),
      registerDevice: async (id: string, body: RegisterDevice) => {
        const now = new Date().toISOString();
        const device: Device = {
          id,
          userId,
          name: body.name,
          ecdhPublicKey: body.ecdhPublicKey,
          signingPublicKey: body.signingPublicKey,
          selfSignature: body.selfSignature,
          linkedBy: body.linkedBy ?? null,
          certificate: body.certificate ?? null,
          createdAt: now,
          lastSeenAt: now,
          revokedAt: null,
        };
        this.devices.set(id, device);
        return device;
      },
      teamKeys: async (_team: string, deviceId: string, since: number) =>
        this.lie(this.keysFor(deviceId, since), deviceId),
      shareKeys: async (_team: string, body: ShareTeamKey) => {
        const current = this.versions.at(-1)?.version ?? 0;
        if (body.create) {
          if (body.version !== current + 1) throw new ApiError(409, 'Conflict', 'stale');
          for (const v of this.versions) v.retired = true;
          this.versions.push({
            version: body.version,
            createdBy: userId,
            creatorDeviceId: body.deviceId,
            ...body.create,
            retired: false,
          });
        }
        for (const w of body.wraps)
          this.wraps.push({ ...w, version: body.version, wrappedBy: userId, wrapperDeviceId: body.deviceId });
        return this.keysFor(body.deviceId, 0);
      },
      putRoster: async (_team: string, body: PutRoster) => {
        if (body.epoch !== (this.rosters.at(-1)?.epoch ?? 0) + 1) throw new ApiError(409, 'Conflict', 'epoch');
        this.rosters.push({ epoch: body.epoch, statement: body.statement, signature: body.signature });
        return this.keysFor(body.deviceId, 0);
      },
    };
  }

  keysFor(deviceId: string, since: number): TeamKeys {
    const current = this.versions.at(-1);
    return {
      currentVersion: current?.version ?? null,
      rotationNeeded: current?.retired ?? false,
      chatResetAt: null,
      members: this.members.map((m) => ({
        ...m,
        devices: [...this.devices.values()]
          .filter((d) => d.userId === m.userId)
          .map(({ userId: _u, ...d }) => ({
            ...d,
            hasCurrentKey: this.wraps.some((w) => w.deviceId === d.id && w.version === current?.version),
          })),
      })),
      versions: this.versions.map((v) => ({ ...v })),
      rosters: since > 0 ? this.rosters.filter((r) => r.epoch > since) : this.rosters.slice(-1),
      myWraps: this.wraps
        .filter((w) => w.deviceId === deviceId)
        .map((w) => ({
          version: w.version,
          wrappedKey: w.wrappedKey,
          wrappedBy: w.wrappedBy,
          wrapperDeviceId: w.wrapperDeviceId,
          signature: w.signature,
        })),
    };
  }
}

interface Person {
  id: string;
  store: LocalStore;
  device: LocalDevice;
  sync: () => Promise<Keyring>;
}

async function person(server: HarnessServer, id: string, role = 'member'): Promise<Person> {
  if (!server.members.some((m) => m.userId === id)) server.members.push({ userId: id, name: id, role });
  const store = memoryStore();
  const device = await setUpAlone(server.as(id), store, id);
  const context = () => ({ api: server.as(id), store, me: id, teamId: TEAM, device });
  return { id, store, device, sync: () => syncTeamKeys(context()) };
}

/** Alice (owner) and Bruno (member), both on the chat with version 1. */
async function team() {
  const server = new HarnessServer();
  const alice = await person(server, 'alice', 'owner');
  const bruno = await person(server, 'bruno');
  expect((await alice.sync()).status).toBe('ready');
  expect((await bruno.sync()).status).toBe('ready');
  return { server, alice, bruno };
}

/** A message as the server stores it, sealed by the real code. */
async function message(
  from: Person,
  keyring: Keyring,
  text: string,
  chain: { counter: number; previous: string | null },
  seq: number,
  over: Partial<TeamMessage> = {},
) {
  const id = webcrypto.randomUUID();
  const version = keyring.currentVersion!;
  const sealed = await sealMessage(
    { text, sentAt: Date.now(), ...chain },
    keyring.keys.get(version)!,
    from.device.keys.signing.privateKey,
    {
      teamId: TEAM,
      keyVersion: version,
      senderId: from.id,
      deviceId: from.device.id,
      messageId: id,
    },
  );
  const stored: TeamMessage = {
    id,
    seq,
    teamId: TEAM,
    senderId: from.id,
    authorId: from.id,
    deviceId: from.device.id,
    signingKey: from.device.signingPublicKey,
    keyVersion: version,
    iv: sealed.iv,
    ciphertext: sealed.ciphertext,
    createdAt: new Date().toISOString(),
    ...over,
  };
  return { stored, hash: sealed.hash };
}

/** A device the server makes up for someone: real keys and a valid self-signature (it cannot sign as a real device). */
async function serverMadeDevice(server: HarnessServer, userId: string) {
  const keys = await generateDeviceKeys();
  const pub = await publicKeysOf(keys);
  const id = webcrypto.randomUUID();
  await server.as(userId).registerDevice(id, {
    name: 'Looks legit',
    ...pub,
    selfSignature: await signText(keys.signing.privateKey, deviceIdentityText(userId, id, pub)),
  });
  return { id, keys, ...pub };
}

describe('honest server', () => {
  it('sets up the chat: a signed member list, a signed version, wraps that open; messages verify on the other side', async () => {
    const { alice, bruno } = await team();
    const a = await alice.sync();
    const b = await bruno.sync();
    expect(a.roster?.members.map(([id]) => id).sort()).toEqual(['alice', 'bruno']);
    expect(b.currentVersion).toBe(1);
    expect(b.problems).toEqual([]);
    const { stored } = await message(alice, a, 'Launch on Friday', { counter: 1, previous: null }, 1);
    expect(await openStoredMessage(TEAM, stored, b)).toMatchObject({
      ok: true,
      text: 'Launch on Friday',
      verified: true,
    });
  });
});

describe('a malicious server', () => {
  it('substituted wrap: a key the server wrapped itself (as a made-up device) is refused, and said so', async () => {
    const { server, bruno } = await team();
    const fake = await serverMadeDevice(server, 'alice');
    const serverKey = await generateTeamKey();
    const commitment = await keyCommitment(TEAM, 1, serverKey);
    const wrappedKey = await wrapTeamKey(serverKey, fake.keys.ecdh.privateKey, bruno.device.ecdhPublicKey, {
      teamId: TEAM,
      version: 1,
      recipientDeviceId: bruno.device.id,
    });
    const facts = {
      teamId: TEAM,
      version: 1,
      recipientId: 'bruno',
      recipientDeviceId: bruno.device.id,
      recipientEcdh: bruno.device.ecdhPublicKey,
      wrapperId: 'alice',
      wrapperDeviceId: fake.id,
      wrapperEcdh: fake.ecdhPublicKey,
      wrappedKey,
      commitment,
    };
    const signature = await signText(fake.keys.signing.privateKey, wrapText(facts));
    server.lie = (keys, deviceId) =>
      deviceId === bruno.device.id
        ? { ...keys, myWraps: [{ version: 1, wrappedKey, wrappedBy: 'alice', wrapperDeviceId: fake.id, signature }] }
        : keys;
    const b = await bruno.sync();
    expect(b.status).toBe('waiting');
    expect(b.keys.has(1)).toBe(false);
    expect(b.problems).toEqual(expect.arrayContaining([{ kind: 'wrap', version: 1, from: 'alice' }]));
    // The made-up device is flagged ('Alice's safety code changed'), never trusted.
    expect(b.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'device',
          device: expect.objectContaining({ id: fake.id, trust: 'unconfirmed' }),
        }),
      ]),
    );
  });

  it('substituted device key: a pinned device whose keys changed is "changed", gets no key until approved, and its messages do not verify', async () => {
    const { server, alice, bruno } = await team();
    const impostor = await generateDeviceKeys();
    const pub = await publicKeysOf(impostor);
    const real = server.devices.get(bruno.device.id)!;
    server.devices.set(bruno.device.id, {
      ...real,
      ...pub,
      selfSignature: await signText(impostor.signing.privateKey, deviceIdentityText('bruno', bruno.device.id, pub)),
    });
    const wrapsBefore = server.wraps.length;
    await alice.sync();
    // A new version would be needed for a new member; a changed device just waits: nothing is wrapped for it.
    const a = await alice.sync();
    expect(a.devices.get(bruno.device.id)?.trust).toBe('changed');
    expect(a.problems).toEqual([expect.objectContaining({ kind: 'device' })]);
    expect(server.wraps.slice(wrapsBefore).filter((w) => w.deviceId === bruno.device.id)).toEqual([]);
    // A message signed by the impostor key, stored with that key as the "signing key", does not verify.
    const b = await bruno.sync();
    const { stored } = await message(bruno, b, 'pay the invoice', { counter: 1, previous: null }, 5);
    const forged = { ...stored };
    expect(await openStoredMessage(TEAM, forged, a)).toEqual({ ok: false, problem: 'tampered' });
    // Approval (after comparing safety codes) trusts the new keys.
    await approveDevice(alice.store, 'alice', a.devices.get(bruno.device.id)!);
    expect((await alice.sync()).devices.get(bruno.device.id)?.trust).toBe('verified');
  });

  it('a new device of a pinned person that none of their devices linked is not given the key until approved', async () => {
    const { server, alice } = await team();
    const brunoLaptop = await serverMadeDevice(server, 'bruno');
    const a = await alice.sync();
    expect(a.devices.get(brunoLaptop.id)?.trust).toBe('unconfirmed');
    expect(server.wraps.filter((w) => w.deviceId === brunoLaptop.id)).toEqual([]);
    await approveDevice(alice.store, 'alice', a.devices.get(brunoLaptop.id)!);
    await alice.sync();
    expect(server.wraps.filter((w) => w.deviceId === brunoLaptop.id)).toHaveLength(1);
  });

  it('fake member: someone the server adds is not on the signed member list and gets no key; an owner adds them with a new version', async () => {
    const { server, alice, bruno } = await team();
    const mallory = await person(server, 'mallory');
    const a = await alice.sync();
    expect(a.pending).toEqual(['mallory']);
    expect(server.wraps.filter((w) => w.deviceId === mallory.device.id)).toEqual([]);
    expect((await bruno.sync()).pending).toEqual(['mallory']);
    expect((await mallory.sync()).status).toBe('not-added');
    // The server cannot sign a member list: one it makes up (with a device it made for Alice) is refused.
    server.rosters.push({ epoch: 3, statement: 'x', signature: toBase64(new Uint8Array(64)) });
    expect((await bruno.sync()).problems).toEqual(
      expect.arrayContaining([{ kind: 'roster', detail: expect.any(String) }]),
    );
    server.rosters.pop();
    // Really added by the owner: the next version is for the three of them, and Mallory cannot open version 1.
    const context = { api: server.as('alice'), store: alice.store, me: 'alice', teamId: TEAM, device: alice.device };
    await addToChat(context, await alice.sync(), ['mallory']);
    const after = await alice.sync();
    expect(after.currentVersion).toBe(2);
    const m = await mallory.sync();
    expect(m.status).toBe('ready');
    expect([...m.keys.keys()]).toEqual([2]);
  });

  it('withheld rotation: a member the server removed without retiring the key makes the others rotate themselves', async () => {
    const { server, alice, bruno } = await team();
    const carla = await person(server, 'carla');
    await addToChat(
      { api: server.as('alice'), store: alice.store, me: 'alice', teamId: TEAM, device: alice.device },
      await alice.sync(),
      ['carla'],
    );
    await alice.sync();
    expect((await carla.sync()).status).toBe('ready');
    // Carla leaves; the server neither retires the key nor tells anyone.
    server.members = server.members.filter((m) => m.userId !== 'carla');
    for (const v of server.versions) v.retired = false;
    const b = await bruno.sync();
    expect(b.status).toBe('ready');
    const current = parseKeyVersion(server.versions.at(-1)!.statement)!;
    expect(current.members).toEqual(['alice', 'bruno']);
    expect(server.wraps.filter((w) => w.version === current.version && w.deviceId === carla.device.id)).toEqual([]);
  });

  it('rollback: an older key version than this browser has seen is refused, and nothing is sent under it', async () => {
    const { server, alice, bruno } = await team();
    await startNewVersion(
      { api: server.as('alice'), store: alice.store, me: 'alice', teamId: TEAM, device: alice.device },
      await alice.sync(),
    );
    expect((await bruno.sync()).currentVersion).toBe(2);
    server.lie = (keys) => ({ ...keys, currentVersion: 1, versions: keys.versions.filter((v) => v.version === 1) });
    const b = await bruno.sync();
    expect(b.status).toBe('rollback');
    expect(b.problems).toEqual(expect.arrayContaining([{ kind: 'rollback', offered: 1, seen: 2 }]));
  });

  it('a version statement the server altered (another member list) is not used: the browser makes one for the real members', async () => {
    const { server, bruno } = await team();
    const v = server.versions[0];
    const parsed = parseKeyVersion(v.statement)!;
    server.lie = (keys) => ({
      ...keys,
      versions: [
        { ...keys.versions[0], statement: keyVersionText({ ...parsed, members: ['alice', 'bruno', 'mallory'] }) },
      ],
    });
    await bruno.sync();
    const made = parseKeyVersion(server.versions.at(-1)!.statement)!;
    expect(made).toMatchObject({ version: 2, creatorId: 'bruno', members: ['alice', 'bruno'] });
  });

  it('dropped, reordered, replayed and backdated messages break the sender’s chain and are flagged', async () => {
    const { alice, bruno } = await team();
    const a = await alice.sync();
    const b = await bruno.sync();
    const chain: Array<{ stored: TeamMessage; hash: string }> = [];
    let previous: string | null = null;
    for (let i = 1; i <= 5; i++) {
      const m = await message(alice, a, `m${i}`, { counter: i, previous }, i);
      previous = m.hash;
      chain.push(m);
    }
    const linksOf = async (messages: TeamMessage[]) =>
      Promise.all(
        messages.map(async (stored) => {
          const opened = await openStoredMessage(TEAM, stored, b);
          if (!opened.ok) throw new Error('not opened');
          return {
            id: stored.id,
            seq: stored.seq,
            deviceId: stored.deviceId,
            counter: opened.counter,
            previous: opened.previous,
            hash: opened.hash,
            sentAt: opened.sentAt,
            createdAt: stored.createdAt,
          };
        }),
      );
    const [m1, m2, m3, m4, m5] = chain.map((c) => c.stored) as [
      TeamMessage,
      TeamMessage,
      TeamMessage,
      TeamMessage,
      TeamMessage,
    ];
    expect(checkChains(await linksOf([m1, m2, m3, m4, m5]))).toEqual(new Map());
    // Dropped: m3 never delivered.
    expect(checkChains(await linksOf([m1, m2, m4, m5])).get(m4.id)).toEqual(['gap']);
    // Reordered: m4 served before m3.
    expect(checkChains(await linksOf([m1, m2, { ...m4, seq: 3 }, { ...m3, seq: 4 }, m5])).get(m3.id)).toEqual([
      'out-of-order',
    ]);
    // Replayed: m2 again later (with its own id: the id is bound to the ciphertext).
    expect(checkChains(await linksOf([m1, m2, m3, { ...m2, seq: 9 }])).get(m2.id)).toEqual(['replayed']);
    // Backdated: the server says m5 arrived an hour before its sender wrote it.
    const backdated = { ...m5, createdAt: new Date(Date.now() - 3_600_000).toISOString() };
    expect(checkChains(await linksOf([m1, m2, m3, m4, backdated])).get(m5.id)).toEqual(['backdated']);
    // And a message moved to another id, team or sender does not open at all.
    expect(await openStoredMessage(TEAM, { ...m1, id: webcrypto.randomUUID() }, b)).toEqual({
      ok: false,
      problem: 'tampered',
    });
    expect(await openStoredMessage(TEAM, { ...m1, senderId: 'bruno', authorId: 'bruno' }, b)).toEqual({
      ok: false,
      problem: 'tampered',
    });
  });

  it('replaced signature: a message re-signed with a key the server chose (and named as the signing key) is tampered', async () => {
    const { server, alice, bruno } = await team();
    const a = await alice.sync();
    const b = await bruno.sync();
    const serverDevice = await serverMadeDevice(server, 'server');
    // The server cannot re-seal Alice's message without the team key; re-signing inside needs it too. What it can do:
    // name its own key as Alice's signing key, or move the message to its own device id.
    const { stored } = await message(alice, a, 'real', { counter: 1, previous: null }, 1);
    expect(await openStoredMessage(TEAM, { ...stored, signingKey: serverDevice.signingPublicKey }, b)).toMatchObject({
      ok: true,
      verified: true,
    });
    expect(await openStoredMessage(TEAM, { ...stored, deviceId: serverDevice.id }, b)).toEqual({
      ok: false,
      problem: 'tampered',
    });
    // A member holding the team key who forges Alice's message with their own signature: it does not verify as Alice's.
    const forged = await message(bruno, b, 'Alice says: pay Bruno', { counter: 1, previous: null }, 2, {});
    expect(
      await openStoredMessage(
        TEAM,
        { ...forged.stored, authorId: 'alice', senderId: 'alice', deviceId: alice.device.id },
        b,
      ),
    ).toEqual({ ok: false, problem: 'tampered' });
  });

  it('never stuck: two members on new devices with no backup; the owner starts a new version and both can read it', async () => {
    const { server } = await team();
    const alice2 = await person(server, 'alice');
    const bruno2 = await person(server, 'bruno');
    const a = await alice2.sync();
    expect(a.status).toBe('waiting');
    await startNewVersion(
      { api: server.as('alice'), store: alice2.store, me: 'alice', teamId: TEAM, device: alice2.device },
      a,
    );
    expect((await alice2.sync()).status).toBe('ready');
    const b = await bruno2.sync();
    expect(b.status).toBe('ready');
    expect(b.currentVersion).toBe(2);
  });
});
