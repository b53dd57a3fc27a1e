import { sha256, sign, utf8, verify, type PublicDeviceKeys } from './e2e';

// The signed statements of the protocol (docs/decisions/3201-team-chat-protocol.md). Each is a JSON array with a
// fixed tag and field order (its own canonical form: the text signed is the text stored), signed with a device's
// ECDSA key. The server stores them as they are; browsers rebuild or parse them and check every field.

type Json = string | number | null | Json[];
const text = (fields: Json[]) => JSON.stringify(fields);

/** A device's own identity (self-signed: it holds the private key behind the public ones). */
export const deviceIdentityText = (userId: string, deviceId: string, keys: PublicDeviceKeys) =>
  text(['fj-device-v2', userId, deviceId, keys.ecdhPublicKey, keys.signingPublicKey]);

/** An existing device vouching for a new one of the same person (the link's certificate). */
export const deviceCertificateText = (userId: string, linkerId: string, deviceId: string, keys: PublicDeviceKeys) =>
  text(['fj-device-link-v2', userId, linkerId, deviceId, keys.ecdhPublicKey, keys.signingPublicKey]);

/** The chat's member list, epoch n, chained to epoch n-1 by hash. */
export interface Roster {
  teamId: string;
  epoch: number;
  previous: string | null;
  /** [userId, role], sorted by user id */
  members: Array<[string, string]>;
  signerId: string;
  signerDeviceId: string;
  issuedAt: string;
}
export const rosterText = (r: Roster) =>
  text([
    'fj-roster-v2',
    r.teamId,
    r.epoch,
    r.previous,
    [...r.members].sort(([a], [b]) => a.localeCompare(b)),
    r.signerId,
    r.signerDeviceId,
    r.issuedAt,
  ]);
export function parseRoster(statement: string): Roster | null {
  try {
    const [tag, teamId, epoch, previous, members, signerId, signerDeviceId, issuedAt] = JSON.parse(statement) as [
      string,
      string,
      number,
      string | null,
      Array<[string, string]>,
      string,
      string,
      string,
    ];
    if (tag !== 'fj-roster-v2' || !Array.isArray(members)) return null;
    const roster = { teamId, epoch, previous, members, signerId, signerDeviceId, issuedAt };
    return rosterText(roster) === statement ? roster : null;
  } catch {
    return null;
  }
}

/** A key version: the commitment to the key and the people it is for, by the device that made it. */
export interface KeyVersion {
  teamId: string;
  version: number;
  commitment: string;
  /** user ids, sorted */
  members: string[];
  creatorId: string;
  creatorDeviceId: string;
  rosterEpoch: number;
  issuedAt: string;
}
export const keyVersionText = (k: KeyVersion) =>
  text([
    'fj-key-v2',
    k.teamId,
    k.version,
    k.commitment,
    [...k.members].sort(),
    k.creatorId,
    k.creatorDeviceId,
    k.rosterEpoch,
    k.issuedAt,
  ]);
export function parseKeyVersion(statement: string): KeyVersion | null {
  try {
    const [tag, teamId, version, commitment, members, creatorId, creatorDeviceId, rosterEpoch, issuedAt] = JSON.parse(
      statement,
    ) as [string, string, number, string, string[], string, string, number, string];
    if (tag !== 'fj-key-v2' || !Array.isArray(members)) return null;
    const parsed = { teamId, version, commitment, members, creatorId, creatorDeviceId, rosterEpoch, issuedAt };
    return keyVersionText(parsed) === statement ? parsed : null;
  } catch {
    return null;
  }
}

/** What a wrap's signature covers: the team, version, both devices and their ECDH keys, the wrap and the commitment. */
export interface WrapFacts {
  teamId: string;
  version: number;
  recipientId: string;
  recipientDeviceId: string;
  recipientEcdh: string;
  wrapperId: string;
  wrapperDeviceId: string;
  wrapperEcdh: string;
  wrappedKey: string;
  commitment: string;
}
export const wrapText = (w: WrapFacts) =>
  text([
    'fj-wrap-v2',
    w.teamId,
    w.version,
    w.recipientId,
    w.recipientDeviceId,
    w.recipientEcdh,
    w.wrapperId,
    w.wrapperDeviceId,
    w.wrapperEcdh,
    w.wrappedKey,
    w.commitment,
  ]);

export const signText = (signingPrivate: CryptoKey, statement: string) => sign(signingPrivate, utf8(statement));
export const verifyText = (signingPublicKey: string, signature: string, statement: string) =>
  verify(signingPublicKey, signature, utf8(statement));
export const hashText = (statement: string) => sha256(utf8(statement));
