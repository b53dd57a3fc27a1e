import { webcrypto } from 'node:crypto';
import {
  createBackup,
  decryptMessage,
  encryptMessage,
  fromBase64,
  generateDeviceKeys,
  generateTeamKey,
  MessageIntegrityError,
  publicKeysOf,
  restoreBackup,
  safetyCode,
  toBase64,
  unwrapTeamKey,
  wrapTeamKey,
  WrongPassphraseError,
} from '../src/features/team-chat/crypto/e2e';

// The chat's crypto module in jsdom with Node's WebCrypto (the browser API, same algorithms). jsdom has no SubtleCrypto.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const context = { teamId: 'team-1', version: 1, recipientId: 'bob' };
const raw = async (key: CryptoKey) => toBase64(await webcrypto.subtle.exportKey('raw', key));

async function people() {
  const alice = await generateDeviceKeys();
  const bob = await generateDeviceKeys();
  return { alice, bob, alicePublic: await publicKeysOf(alice), bobPublic: await publicKeysOf(bob) };
}

it('keeps device private keys non-extractable', async () => {
  const { alice } = await people();
  expect(alice.ecdh.privateKey.extractable).toBe(false);
  expect(alice.signing.privateKey.extractable).toBe(false);
  await expect(webcrypto.subtle.exportKey('pkcs8', alice.ecdh.privateKey)).rejects.toThrow();
});

it('wraps a team key for a member, who unwraps the same key; a wrong key or another context fails', async () => {
  const { alice, bob, alicePublic, bobPublic } = await people();
  const teamKey = await generateTeamKey();
  const wrapped = await wrapTeamKey(teamKey, alice.ecdh.privateKey, bobPublic.ecdhPublicKey, context);
  expect(fromBase64(wrapped)).toHaveLength(40);
  const opened = await unwrapTeamKey(wrapped, bob.ecdh.privateKey, alicePublic.ecdhPublicKey, context);
  expect(await raw(opened)).toBe(await raw(teamKey));

  const eve = await generateDeviceKeys();
  await expect(unwrapTeamKey(wrapped, eve.ecdh.privateKey, alicePublic.ecdhPublicKey, context)).rejects.toThrow();
  await expect(
    unwrapTeamKey(wrapped, bob.ecdh.privateKey, alicePublic.ecdhPublicKey, { ...context, version: 2 }),
  ).rejects.toThrow();
  const tampered = fromBase64(wrapped);
  tampered[5] ^= 1;
  await expect(
    unwrapTeamKey(toBase64(tampered), bob.ecdh.privateKey, alicePublic.ecdhPublicKey, context),
  ).rejects.toThrow();
});

it('encrypts and signs a message that only the team key opens, and detects tampering, forgery and a moved message', async () => {
  const { alice, bob, alicePublic } = await people();
  const teamKey = await generateTeamKey();
  const message = { teamId: 'team-1', keyVersion: 1, senderId: 'alice', messageId: 'm-1' };
  const sealed = await encryptMessage('Ship it on Friday ✅', teamKey, alice.signing.privateKey, message);
  expect(atob(sealed.ciphertext)).not.toContain('Ship');
  expect(await decryptMessage(sealed, teamKey, alicePublic.signingPublicKey, message)).toBe('Ship it on Friday ✅');

  const flipped = fromBase64(sealed.ciphertext);
  flipped[0] ^= 1;
  await expect(
    decryptMessage({ ...sealed, ciphertext: toBase64(flipped) }, teamKey, alicePublic.signingPublicKey, message),
  ).rejects.toBeInstanceOf(MessageIntegrityError);
  // Bob signs a message claiming to be Alice's: her key does not verify it.
  const forged = await encryptMessage('Send Bob the money', teamKey, bob.signing.privateKey, message);
  await expect(decryptMessage(forged, teamKey, alicePublic.signingPublicKey, message)).rejects.toBeInstanceOf(
    MessageIntegrityError,
  );
  // The same ciphertext replayed as another message or into another team.
  await expect(
    decryptMessage(sealed, teamKey, alicePublic.signingPublicKey, { ...message, messageId: 'm-2' }),
  ).rejects.toBeInstanceOf(MessageIntegrityError);
  await expect(
    decryptMessage(sealed, teamKey, alicePublic.signingPublicKey, { ...message, teamId: 'team-2' }),
  ).rejects.toBeInstanceOf(MessageIntegrityError);
  // A different team key (a removed member's old one) cannot read it.
  await expect(
    decryptMessage(sealed, await generateTeamKey(), alicePublic.signingPublicKey, message),
  ).rejects.toBeInstanceOf(MessageIntegrityError);
});

it('backs team keys up under a passphrase with ≥ 600,000 PBKDF2 iterations and restores them; a wrong passphrase fails', async () => {
  const keys = [
    { teamId: 'team-1', version: 1, key: await generateTeamKey() },
    { teamId: 'team-1', version: 2, key: await generateTeamKey() },
  ];
  const backup = await createBackup('correct horse battery staple', keys);
  expect(backup.iterations).toBeGreaterThanOrEqual(600_000);
  expect(atob(backup.ciphertext)).not.toContain('team-1');
  const restored = await restoreBackup('correct horse battery staple', backup);
  expect(restored.map((r) => [r.teamId, r.version])).toEqual([
    ['team-1', 1],
    ['team-1', 2],
  ]);
  expect(await raw(restored[1].key)).toBe(await raw(keys[1].key));
  await expect(restoreBackup('wrong passphrase', backup)).rejects.toBeInstanceOf(WrongPassphraseError);
}, 30_000);

it('gives each device a stable short safety code that differs between devices', async () => {
  const { alicePublic, bobPublic } = await people();
  const code = await safetyCode(alicePublic);
  expect(code).toMatch(/^\d{5} \d{5} \d{5} \d{5}$/);
  expect(await safetyCode(alicePublic)).toBe(code);
  expect(await safetyCode(bobPublic)).not.toBe(code);
});
