// End-to-end encryption of team chat with WebCrypto only (docs/decisions/3201-team-chat-protocol.md).
// Device keys: ECDH P-256 (agreement) and ECDSA P-256 (signing), private halves non-extractable. Team keys: AES-GCM-256
// with a version, wrapped for each device with AES-KW under HKDF-SHA-256(ECDH(wrapping device, device)). Messages:
// AES-GCM over the sender's signature and a signed envelope (text, time, counter, previous hash).

const subtle = () => globalThis.crypto.subtle;
const encoder = new TextEncoder();

export const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i++) binary += String.fromCharCode(view[i]);
  return btoa(binary);
};
export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};
const randomBytes = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
export const utf8 = (text: string) => encoder.encode(text);
export const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => toBase64(await subtle().digest('SHA-256', bytes));

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

export interface DeviceKeys {
  ecdh: CryptoKeyPair;
  signing: CryptoKeyPair;
}
export interface PublicDeviceKeys {
  ecdhPublicKey: string;
  signingPublicKey: string;
}

/** A new device: both private keys non-extractable (they can be used here, never read out, not even by our own code). */
export async function generateDeviceKeys(): Promise<DeviceKeys> {
  const [ecdh, signing] = await Promise.all([
    subtle().generateKey(ECDH, false, ['deriveBits']),
    subtle().generateKey(ECDSA, false, ['sign', 'verify']),
  ]);
  return { ecdh, signing };
}

export async function publicKeysOf(device: DeviceKeys): Promise<PublicDeviceKeys> {
  const [ecdh, signing] = await Promise.all([
    subtle().exportKey('spki', device.ecdh.publicKey),
    subtle().exportKey('spki', device.signing.publicKey),
  ]);
  return { ecdhPublicKey: toBase64(ecdh), signingPublicKey: toBase64(signing) };
}

const importEcdhPublic = (spki: string) => subtle().importKey('spki', fromBase64(spki), ECDH, false, []);
const importSigningPublic = (spki: string) => subtle().importKey('spki', fromBase64(spki), ECDSA, false, ['verify']);

/** ECDSA P-256 / SHA-256 over `data`, 64 bytes (P1363) in base64. */
export async function sign(signingPrivate: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<string> {
  return toBase64(await subtle().sign(SIGN, signingPrivate, data));
}

/** Does `signature` verify over `data` under this signing public key? Never throws: malformed input is false. */
export async function verify(signingPublicKey: string, signature: string, data: Uint8Array<ArrayBuffer>) {
  try {
    return await subtle().verify(SIGN, await importSigningPublic(signingPublicKey), fromBase64(signature), data);
  } catch {
    return false;
  }
}

/** A new team key. Extractable so this browser can wrap it for other devices (wrapKey needs that). */
export function generateTeamKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

/** Binds a key to its team and version: everyone who opens version n of a team's key can check they got the same key. */
export async function keyCommitment(teamId: string, version: number, key: CryptoKey): Promise<string> {
  const raw = new Uint8Array(await subtle().exportKey('raw', key));
  return sha256(concat(utf8(JSON.stringify(['fj-key-commitment-v2', teamId, version])), raw));
}

/** Which wrap this is: binds the wrapping key to one team, version and recipient device (HKDF info). */
export interface WrapContext {
  teamId: string;
  version: number;
  recipientDeviceId: string;
}

/** ECDH(own private, their public) → HKDF-SHA-256 → AES-KW-256, specific to the team, version and recipient device. */
async function wrappingKey(ownPrivate: CryptoKey, theirPublic: string, c: WrapContext): Promise<CryptoKey> {
  const shared = await subtle().deriveBits(
    { name: 'ECDH', public: await importEcdhPublic(theirPublic) },
    ownPrivate,
    256,
  );
  const hkdf = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(32),
      info: utf8(`founder-journal team key v2|${c.teamId}|${c.version}|${c.recipientDeviceId}`),
    },
    hkdf,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** The team key wrapped for a device (its ECDH public key), base64 (40 bytes). */
export async function wrapTeamKey(
  teamKey: CryptoKey,
  ownEcdhPrivate: CryptoKey,
  recipientEcdhPublic: string,
  c: WrapContext,
) {
  return toBase64(
    await subtle().wrapKey('raw', teamKey, await wrappingKey(ownEcdhPrivate, recipientEcdhPublic, c), 'AES-KW'),
  );
}

/** Opens a wrap made for this device by the device with `wrapperEcdhPublic`. Throws when altered or not for us. */
export async function unwrapTeamKey(
  wrapped: string,
  ownEcdhPrivate: CryptoKey,
  wrapperEcdhPublic: string,
  c: WrapContext,
) {
  const kek = await wrappingKey(ownEcdhPrivate, wrapperEcdhPublic, c);
  return subtle().unwrapKey('raw', fromBase64(wrapped), kek, 'AES-KW', { name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
    'decrypt',
  ]);
}

/** What a message is bound to (additional data and signature): moving it to another team, version, sender or id fails. */
export interface MessageContext {
  teamId: string;
  keyVersion: number;
  senderId: string;
  deviceId: string;
  messageId: string;
}
/** What the sender signs inside the ciphertext: the text, their clock, their counter and the previous message's hash. */
export interface Envelope {
  text: string;
  sentAt: number;
  counter: number;
  previous: string | null;
}
const additionalData = (c: MessageContext) =>
  utf8(JSON.stringify(['fj-msg-v2', c.teamId, c.keyVersion, c.senderId, c.deviceId, c.messageId]));
const SIGNATURE_BYTES = 64;

export interface SealedMessage {
  iv: string;
  ciphertext: string;
  /** This message's hash: the next message of the same device names it as `previous`. */
  hash: string;
}

/** Sign-then-encrypt: ECDSA over (context ‖ envelope), then AES-GCM (fresh 96-bit IV, context as additional data). */
export async function sealMessage(
  envelope: Envelope,
  teamKey: CryptoKey,
  signingPrivate: CryptoKey,
  context: MessageContext,
): Promise<SealedMessage> {
  const aad = additionalData(context);
  const body = utf8(
    JSON.stringify({ t: envelope.text, ts: envelope.sentAt, n: envelope.counter, p: envelope.previous }),
  );
  const signed = concat(aad, new Uint8Array([0]), body);
  const signature = fromBase64(await sign(signingPrivate, signed));
  const iv = randomBytes(12);
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: aad },
    teamKey,
    concat(signature, body),
  );
  return { iv: toBase64(iv), ciphertext: toBase64(ciphertext), hash: await sha256(signed) };
}

export class MessageIntegrityError extends Error {}

/**
 * Decrypts, then verifies the signature inside under the sender device's signing key. Throws MessageIntegrityError
 * for an altered message, one moved to another context, or one the key does not verify (a replaced signature).
 */
export async function openMessage(
  sealed: { iv: string; ciphertext: string },
  teamKey: CryptoKey,
  senderSigningPublic: string,
  context: MessageContext,
): Promise<Envelope & { hash: string }> {
  const aad = additionalData(context);
  let plain: Uint8Array<ArrayBuffer>;
  try {
    plain = new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: aad },
        teamKey,
        fromBase64(sealed.ciphertext),
      ),
    );
  } catch {
    throw new MessageIntegrityError('The message was altered');
  }
  const signature = plain.slice(0, SIGNATURE_BYTES);
  const body = plain.slice(SIGNATURE_BYTES);
  const signed = concat(aad, new Uint8Array([0]), body);
  if (!(await verify(senderSigningPublic, toBase64(signature), signed)))
    throw new MessageIntegrityError('The signature does not match the sender');
  const parsed = JSON.parse(new TextDecoder().decode(body)) as { t: string; ts: number; n: number; p: string | null };
  return { text: parsed.t, sentAt: parsed.ts, counter: parsed.n, previous: parsed.p, hash: await sha256(signed) };
}

/** PBKDF2-SHA-256 iterations for a passphrase backup (≥ 600,000, OWASP's figure for PBKDF2-HMAC-SHA256). */
export const BACKUP_ITERATIONS = 600_000;

export interface BackupEntry {
  teamId: string;
  version: number;
  key: CryptoKey;
}
export interface EncryptedBackup {
  salt: string;
  iv: string;
  ciphertext: string;
  iterations: number;
}

async function passphraseKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await subtle().importKey('raw', utf8(passphrase.normalize('NFKC')), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The team keys this browser holds, encrypted under the passphrase (the server stores the result and cannot open it). */
export async function createBackup(passphrase: string, entries: BackupEntry[], iterations = BACKUP_ITERATIONS) {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const keys = await Promise.all(
    entries.map(async (e) => ({
      teamId: e.teamId,
      version: e.version,
      key: toBase64(await subtle().exportKey('raw', e.key)),
    })),
  );
  const key = await passphraseKey(passphrase, salt, iterations);
  const ciphertext = await subtle().encrypt({ name: 'AES-GCM', iv }, key, utf8(JSON.stringify({ v: 2, keys })));
  return { salt: toBase64(salt), iv: toBase64(iv), ciphertext: toBase64(ciphertext), iterations };
}

export class WrongPassphraseError extends Error {}

/** The team keys in a backup. Throws WrongPassphraseError when the passphrase is wrong (or the backup altered). */
export async function restoreBackup(passphrase: string, backup: EncryptedBackup): Promise<BackupEntry[]> {
  const key = await passphraseKey(passphrase, fromBase64(backup.salt), backup.iterations);
  let plain: ArrayBuffer;
  try {
    plain = await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(backup.iv) }, key, fromBase64(backup.ciphertext));
  } catch {
    throw new WrongPassphraseError('That passphrase does not open this backup');
  }
  const { keys } = JSON.parse(new TextDecoder().decode(plain)) as {
    keys: Array<{ teamId: string; version: number; key: string }>;
  };
  return Promise.all(
    keys.map(async (k) => ({
      teamId: k.teamId,
      version: k.version,
      key: await subtle().importKey('raw', fromBase64(k.key), { name: 'AES-GCM', length: 256 }, true, [
        'encrypt',
        'decrypt',
      ]),
    })),
  );
}

/** Letters and digits nobody confuses (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) =>
  Array.from(randomBytes(length), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

/** A recovery key to write down instead of a passphrase: 24 characters (~118 bits), in groups of four. */
export const generateRecoveryKey = () => randomCode(24).match(/.{4}/g)!.join('-');

/** A device-link code: 10 characters (~49 bits) shown as XXXXX-XXXXX. It never reaches the server. */
export const generateLinkCode = () => randomCode(10).replace(/^(.{5})/, '$1-');
/** The same code as typed: upper case, separators and spaces ignored. */
export const normalizeLinkCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** HMAC-SHA-256 under a key derived from the link code, over a device's identity: proves it came from the code holder. */
export async function linkMac(code: string, userId: string, identity: Uint8Array<ArrayBuffer>): Promise<string> {
  const material = await subtle().importKey('raw', utf8(normalizeLinkCode(code)), 'HKDF', false, ['deriveKey']);
  const key = await subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: utf8(`founder-journal device link v2|${userId}`) },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
  return toBase64(await subtle().sign('HMAC', key, identity));
}

/**
 * A device's safety code: SHA-256 over its person's id and both public keys, as 4 groups of 5 digits (~66 bits).
 * Two people reading the same code for a device (in person, on a call) know the server gave them its real keys.
 */
export async function safetyCode(userId: string, keys: PublicDeviceKeys): Promise<string> {
  const digest = new DataView(
    await subtle().digest(
      'SHA-256',
      concat(utf8(`${userId}\u0000`), fromBase64(keys.ecdhPublicKey), fromBase64(keys.signingPublicKey)),
    ),
  );
  const groups: string[] = [];
  for (let i = 0; i < 4; i++) groups.push(String(digest.getUint32(i * 4) % 100_000).padStart(5, '0'));
  return groups.join(' ');
}
