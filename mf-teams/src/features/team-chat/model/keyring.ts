import type { TeamKeys } from '@fj/contracts';
import { ApiError } from '@fj/ui';
import type { ChatServer } from '../api/chatApi';
import { generateTeamKey, keyCommitment, unwrapTeamKey, wrapTeamKey } from '../crypto/e2e';
import {
  hashText,
  keyVersionText,
  parseKeyVersion,
  parseRoster,
  rosterText,
  signText,
  verifyText,
  wrapText,
  type KeyVersion,
  type Roster,
} from '../crypto/statements';
import type { LocalDevice, LocalStore } from './localStore';
import { evaluateDevices, TRUSTED, type MemberDevice } from './trust';

// The team's keys as this browser checks them (docs/decisions/3201-team-chat-protocol.md). Nothing the server says is
// taken on its word: member lists are signed by an owner's or admin's device and chained; key versions by the device
// that made them, with a commitment to the key; wraps by the wrapping device. Only trusted devices' signatures count,
// keys go only to trusted devices of people on the signed list who are still in the team, the highest version seen is
// remembered (no rollback), and a version meant for someone who is no longer there is replaced at once.

/** Something this browser refused or noticed, to show (never swallowed). */
export type Problem =
  | { kind: 'device'; device: MemberDevice }
  | { kind: 'wrap'; version: number; from: string }
  | { kind: 'roster'; detail: string }
  | { kind: 'version'; version: number; detail: string }
  | { kind: 'not-added'; userId: string }
  | { kind: 'rollback'; offered: number; seen: number };

export type KeyStatus =
  /** the current version is verified and held here: messages can be sent */
  | 'ready'
  /** the current version is not held here: a device that has it shares it (or the backup, or a new version) */
  | 'waiting'
  /** no version yet (the owner or an admin sets up the chat) */
  | 'no-key'
  /** this person is in the team but not yet on the chat's signed member list */
  | 'not-added'
  /** the server offers an older version than this browser has seen: nothing is sent */
  | 'rollback';

export interface Keyring {
  status: KeyStatus;
  state: TeamKeys;
  currentVersion: number | null;
  /** Every version this device opened and verified. */
  keys: Map<number, CryptoKey>;
  /** Every member device, with the trust this browser gives it. */
  devices: Map<string, MemberDevice>;
  roster: Roster | null;
  /** In the team, not on the signed member list: an owner or admin adds them (with a new key version). */
  pending: string[];
  /** This person may sign member lists (owner or admin on the current one). */
  canManage: boolean;
  problems: Problem[];
}

/** What this browser keeps per team: the verified member list and the highest key version seen. */
interface TeamMemory {
  roster: Roster | null;
  hash: string | null;
  highestVersion: number;
}

export interface KeyContext {
  api: ChatServer;
  store: LocalStore;
  me: string;
  teamId: string;
  device: LocalDevice;
}

const memoryKey = (c: KeyContext) => `${c.me}|${c.teamId}`;
const isManager = (roster: Roster | null, userId: string) =>
  roster?.members.some(([id, role]) => id === userId && (role === 'owner' || role === 'admin')) ?? false;
const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();
const sameSet = (a: string[], b: string[]) => a.length === b.length && sorted(a).every((id, i) => id === sorted(b)[i]);

/**
 * Checks the team's keys and brings them up to date from this device: signs the first member list (owner or admin),
 * takes removals off it, opens and verifies this device's wraps, replaces a version that is retired or meant for the
 * wrong people (any member holding it does), and shares the current version with trusted devices that lack it.
 */
export async function syncTeamKeys(c: KeyContext, attempt = 0): Promise<Keyring> {
  const memory = (await c.store.get<TeamMemory>('teams', memoryKey(c))) ?? {
    roster: null,
    hash: null,
    highestVersion: 0,
  };
  const state = await c.api.teamKeys(c.teamId, c.device.id, memory.roster?.epoch ?? 0);
  const devices = await evaluateDevices(c.store, c.me, c.device, state.members);
  const problems: Problem[] = [...devices.values()]
    .filter((d) => (d.trust === 'changed' || d.trust === 'unconfirmed') && !d.revokedAt)
    .map((device) => ({ kind: 'device', device }));
  const serverMembers = new Map(state.members.map((m) => [m.userId, m.role]));

  const { roster, hash } = await verifyRosters(c, memory, state, devices, problems);
  // The owner or an admin signs the first list (everyone in the team now: trust on first use of the member list),
  // and takes people who left off it (never adds anyone without being asked).
  const myRole = serverMembers.get(c.me);
  const left = roster ? roster.members.filter(([id]) => !serverMembers.has(id)) : [];
  const firstList = !roster && !memory.roster && state.rosters.length === 0;
  const removals = !!roster && left.length > 0 && isManager(roster, c.me);
  if (attempt < 3 && (myRole === 'owner' || myRole === 'admin') && (firstList || removals)) {
    const members = roster
      ? roster.members.filter(([id]) => serverMembers.has(id))
      : state.members.map((m): [string, string] => [m.userId, m.role]);
    if (await signRoster(c, roster, hash, members)) return syncTeamKeys(c, attempt + 1);
  }
  const rosterIds = new Set(roster?.members.map(([id]) => id) ?? []);
  const chatMembers = sorted(state.members.map((m) => m.userId).filter((id) => rosterIds.has(id)));
  const pending = state.members.map((m) => m.userId).filter((id) => !rosterIds.has(id));
  const { keys, versions } = await openKeys(c, state, devices, rosterIds, problems);

  const current = state.currentVersion;
  const currentStatement = current !== null ? versions.get(current) : undefined;
  const keyring = (status: KeyStatus): Keyring => ({
    status,
    state,
    currentVersion: current,
    keys,
    devices,
    roster,
    pending,
    canManage: isManager(roster, c.me),
    problems,
  });
  if (!roster) return keyring('no-key');
  if (!rosterIds.has(c.me)) return keyring('not-added');
  if (current !== null && current < memory.highestVersion) {
    problems.push({ kind: 'rollback', offered: current, seen: memory.highestVersion });
    return keyring('rollback');
  }
  const held = current !== null && keys.has(current);
  const sendable =
    held && !!currentStatement && sameSet(currentStatement.members, chatMembers) && !state.versions.at(-1)?.retired;
  if (held && !sendable && attempt < 3) {
    // Retired (someone left or removed a device), or meant for people who are not exactly the chat's members now
    // (someone left, or was added): this browser makes the next version itself.
    if (await createVersion(c, state, devices, roster, chatMembers)) return syncTeamKeys(c, attempt + 1);
  }
  if (current === null && isManager(roster, c.me) && attempt < 3) {
    if (await createVersion(c, state, devices, roster, chatMembers)) return syncTeamKeys(c, attempt + 1);
  }
  if (sendable) {
    await c.store.put('teams', memoryKey(c), {
      roster,
      hash,
      highestVersion: Math.max(memory.highestVersion, current),
    });
    await shareCurrent(c, state, devices, chatMembers, keys);
    return keyring('ready');
  }
  return keyring(current === null ? 'no-key' : 'waiting');
}

/** Checks new member lists: each signed by a trusted device of an owner or admin of the list before it, in a chain. */
async function verifyRosters(
  c: KeyContext,
  memory: TeamMemory,
  state: TeamKeys,
  devices: Map<string, MemberDevice>,
  problems: Problem[],
): Promise<{ roster: Roster | null; hash: string | null }> {
  let roster = memory.roster;
  let hash = memory.hash;
  for (const signed of state.rosters) {
    const next = parseRoster(signed.statement);
    const signer = next ? devices.get(next.signerDeviceId) : undefined;
    const fail = (detail: string) => problems.push({ kind: 'roster', detail });
    if (!next || next.teamId !== c.teamId || next.epoch !== signed.epoch) {
      fail('A member list that is not this team’s was refused');
      break;
    }
    if (roster && (next.epoch !== roster.epoch + 1 || next.previous !== hash)) {
      fail('A member list that does not follow the last one this device saw was refused');
      break;
    }
    const allowedBy = roster ?? next; // the first list this browser sees is taken on first use
    if (
      !signer ||
      signer.userId !== next.signerId ||
      !TRUSTED.has(signer.trust) ||
      !isManager(allowedBy, next.signerId)
    ) {
      fail('A member list not signed by a trusted device of the owner or an admin was refused');
      break;
    }
    if (!(await verifyText(signer.signingPublicKey, signed.signature, signed.statement))) {
      fail('A member list whose signature does not verify was refused');
      break;
    }
    roster = next;
    hash = await hashText(signed.statement);
  }
  if (roster !== memory.roster) await c.store.put('teams', memoryKey(c), { ...memory, roster, hash });
  return { roster, hash };
}

async function signRoster(
  c: KeyContext,
  previous: Roster | null,
  hash: string | null,
  members: Array<[string, string]>,
) {
  const roster: Roster = {
    teamId: c.teamId,
    epoch: (previous?.epoch ?? 0) + 1,
    previous: hash,
    members,
    signerId: c.me,
    signerDeviceId: c.device.id,
    issuedAt: new Date().toISOString(),
  };
  const statement = rosterText(roster);
  try {
    await c.api.putRoster(c.teamId, {
      deviceId: c.device.id,
      epoch: roster.epoch,
      statement,
      signature: await signText(c.device.keys.signing.privateKey, statement),
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return true; // someone else signed meanwhile: read again
    throw error;
  }
}

/** An owner or admin adds people who joined the team to the chat's member list (they get the next key version). */
export async function addToChat(c: KeyContext, keyring: Keyring, userIds: string[]): Promise<void> {
  const roles = new Map(keyring.state.members.map((m) => [m.userId, m.role]));
  const memory = await c.store.get<TeamMemory>('teams', memoryKey(c));
  const members: Array<[string, string]> = [
    ...(keyring.roster?.members.filter(([id]) => roles.has(id)) ?? []),
    ...userIds.filter((id) => roles.has(id)).map((id): [string, string] => [id, roles.get(id)!]),
  ];
  await signRoster(c, keyring.roster, memory?.hash ?? null, members);
}

/**
 * Opens this device's wraps: each must be signed by a trusted device of someone on the member list (or of this
 * person), over this device and both ECDH keys, and the key inside must match the version's commitment.
 */
async function openKeys(
  c: KeyContext,
  state: TeamKeys,
  devices: Map<string, MemberDevice>,
  rosterIds: Set<string>,
  problems: Problem[],
) {
  const versions = new Map<number, KeyVersion>();
  for (const v of state.versions) {
    const parsed = parseKeyVersion(v.statement);
    const creator = parsed ? devices.get(parsed.creatorDeviceId) : undefined;
    const valid =
      parsed &&
      parsed.teamId === c.teamId &&
      parsed.version === v.version &&
      creator &&
      creator.userId === parsed.creatorId &&
      TRUSTED.has(creator.trust) &&
      (await verifyText(creator.signingPublicKey, v.signature, v.statement));
    if (valid) versions.set(v.version, parsed);
    else if (v.version === state.currentVersion)
      problems.push({
        kind: 'version',
        version: v.version,
        detail: 'its statement is not signed by a trusted member device',
      });
  }
  const keys = new Map<number, CryptoKey>();
  for (const wrap of state.myWraps) {
    if (keys.has(wrap.version)) continue;
    const wrapper = devices.get(wrap.wrapperDeviceId);
    const statement = parseKeyVersion(state.versions.find((v) => v.version === wrap.version)?.statement ?? '');
    const refuse = () =>
      problems.push({ kind: 'wrap', version: wrap.version, from: wrapper?.userId ?? wrap.wrappedBy });
    if (
      !wrapper ||
      !statement ||
      !TRUSTED.has(wrapper.trust) ||
      wrapper.userId !== wrap.wrappedBy ||
      !(rosterIds.has(wrapper.userId) || wrapper.userId === c.me)
    ) {
      refuse();
      continue;
    }
    const facts = {
      teamId: c.teamId,
      version: wrap.version,
      recipientId: c.me,
      recipientDeviceId: c.device.id,
      recipientEcdh: c.device.ecdhPublicKey,
      wrapperId: wrapper.userId,
      wrapperDeviceId: wrapper.id,
      wrapperEcdh: wrapper.ecdhPublicKey,
      wrappedKey: wrap.wrappedKey,
      commitment: statement.commitment,
    };
    try {
      if (!(await verifyText(wrapper.signingPublicKey, wrap.signature, wrapText(facts)))) throw new Error('signature');
      const key = await unwrapTeamKey(wrap.wrappedKey, c.device.keys.ecdh.privateKey, wrapper.ecdhPublicKey, {
        teamId: c.teamId,
        version: wrap.version,
        recipientDeviceId: c.device.id,
      });
      if ((await keyCommitment(c.teamId, wrap.version, key)) !== statement.commitment) throw new Error('commitment');
      keys.set(wrap.version, key);
    } catch {
      refuse();
    }
  }
  // A wrap that failed is not a problem once another wrap of the same version opened.
  for (let i = problems.length - 1; i >= 0; i--) {
    const p = problems[i];
    if (p.kind === 'wrap' && keys.has(p.version)) problems.splice(i, 1);
  }
  return { keys, versions };
}

/** The trusted, active devices of these people. */
const devicesOf = (devices: Map<string, MemberDevice>, people: string[]) =>
  [...devices.values()].filter((d) => people.includes(d.userId) && TRUSTED.has(d.trust) && !d.revokedAt);

async function wrapsFor(
  c: KeyContext,
  version: number,
  key: CryptoKey,
  commitment: string,
  recipients: MemberDevice[],
) {
  return Promise.all(
    recipients.map(async (d) => {
      const wrappedKey = await wrapTeamKey(key, c.device.keys.ecdh.privateKey, d.ecdhPublicKey, {
        teamId: c.teamId,
        version,
        recipientDeviceId: d.id,
      });
      const facts = {
        teamId: c.teamId,
        version,
        recipientId: d.userId,
        recipientDeviceId: d.id,
        recipientEcdh: d.ecdhPublicKey,
        wrapperId: c.me,
        wrapperDeviceId: c.device.id,
        wrapperEcdh: c.device.ecdhPublicKey,
        wrappedKey,
        commitment,
      };
      return {
        deviceId: d.id,
        wrappedKey,
        signature: await signText(c.device.keys.signing.privateKey, wrapText(facts)),
      };
    }),
  );
}

/**
 * Makes the next key version for the chat's members now, wrapped for each of their trusted devices (and this one).
 * False when someone else made one at the same moment (read again).
 */
async function createVersion(
  c: KeyContext,
  state: TeamKeys,
  devices: Map<string, MemberDevice>,
  roster: Roster,
  members: string[],
): Promise<boolean> {
  const version = (state.currentVersion ?? 0) + 1;
  const key = await generateTeamKey();
  const commitment = await keyCommitment(c.teamId, version, key);
  const statement = keyVersionText({
    teamId: c.teamId,
    version,
    commitment,
    members,
    creatorId: c.me,
    creatorDeviceId: c.device.id,
    rosterEpoch: roster.epoch,
    issuedAt: new Date().toISOString(),
  });
  const recipients = devicesOf(devices, members);
  if (!recipients.some((d) => d.id === c.device.id)) recipients.push({ ...devices.get(c.device.id)! });
  try {
    await c.api.shareKeys(c.teamId, {
      deviceId: c.device.id,
      version,
      create: { statement, signature: await signText(c.device.keys.signing.privateKey, statement) },
      wraps: await wrapsFor(c, version, key, commitment, recipients),
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return true;
    throw error;
  }
}

/** 'Start a new key': when no device of the chat's members that holds the current version is coming back. */
export async function startNewVersion(c: KeyContext, keyring: Keyring): Promise<Keyring> {
  if (!keyring.roster) return keyring;
  const rosterIds = new Set(keyring.roster.members.map(([id]) => id));
  const members = sorted(keyring.state.members.map((m) => m.userId).filter((id) => rosterIds.has(id)));
  await createVersion(c, keyring.state, keyring.devices, keyring.roster, members);
  return syncTeamKeys(c);
}

/**
 * Shares the current version with trusted devices of the chat's members that lack it; this person's own devices get
 * every version held here (their history).
 */
async function shareCurrent(
  c: KeyContext,
  state: TeamKeys,
  devices: Map<string, MemberDevice>,
  members: string[],
  keys: Map<number, CryptoKey>,
) {
  const current = state.currentVersion!;
  const lacking = devicesOf(devices, members).filter((d) => !d.hasCurrentKey && d.id !== c.device.id);
  if (!lacking.length) return;
  const commitments = new Map(
    state.versions.map((v) => [v.version, parseKeyVersion(v.statement)?.commitment] as const),
  );
  await c.api.shareKeys(c.teamId, {
    deviceId: c.device.id,
    version: current,
    wraps: await wrapsFor(c, current, keys.get(current)!, commitments.get(current)!, lacking),
  });
  const ownLacking = lacking.filter((d) => d.userId === c.me);
  for (const [version, key] of keys) {
    const commitment = commitments.get(version);
    if (version === current || !ownLacking.length || !commitment) continue;
    await c.api.shareKeys(c.teamId, {
      deviceId: c.device.id,
      version,
      wraps: await wrapsFor(c, version, key, commitment, ownLacking),
    });
  }
}

/** Restoring a backup: each version whose key matches its commitment, wrapped by this device for itself. */
export async function storeOwnKeys(
  c: KeyContext,
  keyring: Keyring,
  restored: Array<{ version: number; key: CryptoKey }>,
) {
  const self = keyring.devices.get(c.device.id);
  let stored = 0;
  for (const { version, key } of restored) {
    const statement = parseKeyVersion(keyring.state.versions.find((v) => v.version === version)?.statement ?? '');
    if (!statement || !self || (await keyCommitment(c.teamId, version, key)) !== statement.commitment) continue;
    await c.api.shareKeys(c.teamId, {
      deviceId: c.device.id,
      version,
      wraps: await wrapsFor(c, version, key, statement.commitment, [self]),
    });
    stored++;
  }
  return stored;
}
