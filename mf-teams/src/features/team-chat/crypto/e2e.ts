// End-to-end encryption of team chat with WebCrypto only (docs/decisions/1901-team-chat-end-to-end-encryption.md).
// Device keys: ECDH P-256 (agreement) and ECDSA P-256 (signing), private halves non-extractable. Team keys: AES-GCM-256
// with a version, wrapped for each member with AES-KW under HKDF-SHA-256(ECDH(wrapper, member)). Messages: AES-GCM with
// the team, key version, sender and message id as additional data, signed by the sender's device.

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

/** A new team key. Extractable so this browser can wrap it for teammates (wrapKey needs that); it never leaves unwrapped. */
export function generateTeamKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

/** Which wrap this is: binds the wrapping key to one team, version and recipient (HKDF info). */
export interface WrapContext {
  teamId: string;
  version: number;
  recipientId: string;
}

/** ECDH(own private, their public) → HKDF-SHA-256 → AES-KW-256, specific to the team, version and recipient. */
async function wrappingKey(
  ownPrivate: CryptoKey,
  theirPublic: string,
  { teamId, version, recipientId }: WrapContext,
): Promise<CryptoKey> {
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
      info: encoder.encode(`founder-journal team key v1|${teamId}|${version}|${recipientId}`),
    },
    hkdf,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** The team key wrapped for a member (their ECDH public key), base64 (40 bytes). */
export async function wrapTeamKey(
  teamKey: CryptoKey,
  ownEcdhPrivate: CryptoKey,
  recipientEcdhPublic: string,
  context: WrapContext,
): Promise<string> {
  return toBase64(
    await subtle().wrapKey('raw', teamKey, await wrappingKey(ownEcdhPrivate, recipientEcdhPublic, context), 'AES-KW'),
  );
}

/** Opens a wrap made for this device by `wrapperEcdhPublic`. Throws when it was made for another key or altered. */
export async function unwrapTeamKey(
  wrapped: string,
  ownEcdhPrivate: CryptoKey,
  wrapperEcdhPublic: string,
  context: WrapContext,
): Promise<CryptoKey> {
  const kek = await wrappingKey(ownEcdhPrivate, wrapperEcdhPublic, context);
  return subtle().unwrapKey('raw', fromBase64(wrapped), kek, 'AES-KW', { name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
    'decrypt',
  ]);
}

/** What a message is bound to: tampering with any of it (moving it to another team, claiming another sender) fails. */
export interface MessageContext {
  teamId: string;
  keyVersion: number;
  senderId: string;
  messageId: string;
}
const additionalData = (c: MessageContext) =>
  encoder.encode(JSON.stringify(['fj-team-message-v1', c.teamId, c.keyVersion, c.senderId, c.messageId]));

export interface SealedMessage {
  iv: string;
  ciphertext: string;
  signature: string;
}

/** AES-GCM (fresh 96-bit IV) with the context as additional data, then an ECDSA signature over context, IV and ciphertext. */
export async function encryptMessage(
  text: string,
  teamKey: CryptoKey,
  signingPrivate: CryptoKey,
  context: MessageContext,
): Promise<SealedMessage> {
  const iv = randomBytes(12);
  const aad = additionalData(context);
  const ciphertext = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: aad }, teamKey, encoder.encode(text)),
  );
  const signature = await subtle().sign(SIGN, signingPrivate, concat(aad, iv, ciphertext));
  return { iv: toBase64(iv), ciphertext: toBase64(ciphertext), signature: toBase64(signature) };
}

export class MessageIntegrityError extends Error {}

/** Verifies the sender's signature, then decrypts. Throws MessageIntegrityError for a forged or altered message. */
export async function decryptMessage(
  sealed: SealedMessage,
  teamKey: CryptoKey,
  senderSigningPublic: string,
  context: MessageContext,
): Promise<string> {
  const aad = additionalData(context);
  const iv = fromBase64(sealed.iv);
  const ciphertext = fromBase64(sealed.ciphertext);
  const valid = await subtle().verify(
    SIGN,
    await importSigningPublic(senderSigningPublic),
    fromBase64(sealed.signature),
    concat(aad, iv, ciphertext),
  );
  if (!valid) throw new MessageIntegrityError('The signature does not match the sender');
  try {
    return new TextDecoder().decode(
      await subtle().decrypt({ name: 'AES-GCM', iv, additionalData: aad }, teamKey, ciphertext),
    );
  } catch {
    throw new MessageIntegrityError('The message was altered');
  }
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

async function passphraseKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', encoder.encode(passphrase.normalize('NFKC')), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The team keys this browser holds, encrypted under the passphrase (the server stores the result and cannot open it). */
export async function createBackup(
  passphrase: string,
  entries: BackupEntry[],
  iterations = BACKUP_ITERATIONS,
): Promise<EncryptedBackup> {
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
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv },
    key,
    encoder.encode(JSON.stringify({ v: 1, keys })),
  );
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

/**
 * A member's safety code: SHA-256 over both public keys, as 4 groups of 5 digits (~66 bits). Two people reading the
 * same code for a member (in person, on a call) know the server gave them that member's real keys.
 */
export async function safetyCode(keys: PublicDeviceKeys): Promise<string> {
  const digest = new DataView(
    await subtle().digest('SHA-256', concat(fromBase64(keys.ecdhPublicKey), fromBase64(keys.signingPublicKey))),
  );
  const groups: string[] = [];
  for (let i = 0; i < 4; i++) groups.push(String(digest.getUint32(i * 4) % 100_000).padStart(5, '0'));
  return groups.join(' ');
}
