import { webcrypto } from 'node:crypto';
import {
  createBackup,
  fromBase64,
  generateDeviceKeys,
  generateLinkCode,
  generateRecoveryKey,
  generateTeamKey,
  linkMac,
  publicKeysOf,
  restoreBackup,
  safetyCode,
  toBase64,
  unwrapTeamKey,
  utf8,
  wrapTeamKey,
  WrongPassphraseError,
} from '../src/features/team-chat/crypto/e2e';

// The chat's crypto primitives in jsdom with Node's WebCrypto (the browser API, same algorithms). The protocol built
// on them is tested against a malicious server in teamChatMaliciousServer.test.ts.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const context = { teamId: 'team-1', version: 1, recipientDeviceId: 'bob-phone' };
const raw = async (key: CryptoKey) => toBase64(await webcrypto.subtle.exportKey('raw', key));

it('keeps device private keys non-extractable', async () => {
  const alice = await generateDeviceKeys();
  expect(alice.ecdh.privateKey.extractable).toBe(false);
  expect(alice.signing.privateKey.extractable).toBe(false);
  await expect(webcrypto.subtle.exportKey('pkcs8', alice.ecdh.privateKey)).rejects.toThrow();
});

it('wraps a team key for one device, which unwraps the same key; another device or context fails', async () => {
  const alice = await generateDeviceKeys();
  const bob = await generateDeviceKeys();
  const [alicePublic, bobPublic] = await Promise.all([publicKeysOf(alice), publicKeysOf(bob)]);
  const teamKey = await generateTeamKey();
  const wrapped = await wrapTeamKey(teamKey, alice.ecdh.privateKey, bobPublic.ecdhPublicKey, context);
  expect(fromBase64(wrapped)).toHaveLength(40);
  expect(await raw(await unwrapTeamKey(wrapped, bob.ecdh.privateKey, alicePublic.ecdhPublicKey, context))).toBe(
    await raw(teamKey),
  );
  const eve = await generateDeviceKeys();
  await expect(unwrapTeamKey(wrapped, eve.ecdh.privateKey, alicePublic.ecdhPublicKey, context)).rejects.toThrow();
  await expect(
    unwrapTeamKey(wrapped, bob.ecdh.privateKey, alicePublic.ecdhPublicKey, {
      ...context,
      recipientDeviceId: 'bob-laptop',
    }),
  ).rejects.toThrow();
});

it('backs team keys up under a passphrase with ≥ 600,000 PBKDF2 iterations and restores them; a wrong passphrase fails', async () => {
  const keys = [
    { teamId: 'team-1', version: 1, key: await generateTeamKey() },
    { teamId: 'team-1', version: 2, key: await generateTeamKey() },
  ];
  const recoveryKey = generateRecoveryKey();
  expect(recoveryKey).toMatch(/^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/);
  const backup = await createBackup(recoveryKey, keys);
  expect(backup.iterations).toBeGreaterThanOrEqual(600_000);
  expect(atob(backup.ciphertext)).not.toContain('team-1');
  const restored = await restoreBackup(recoveryKey, backup);
  expect(restored.map((r) => [r.teamId, r.version])).toEqual([
    ['team-1', 1],
    ['team-1', 2],
  ]);
  expect(await raw(restored[1].key)).toBe(await raw(keys[1].key));
  await expect(restoreBackup('wrong passphrase', backup)).rejects.toBeInstanceOf(WrongPassphraseError);
}, 30_000);

it('gives each device a stable safety code bound to its person; link MACs need the code', async () => {
  const alicePublic = await publicKeysOf(await generateDeviceKeys());
  const code = await safetyCode('alice', alicePublic);
  expect(code).toMatch(/^\d{5} \d{5} \d{5} \d{5}$/);
  expect(await safetyCode('alice', alicePublic)).toBe(code);
  expect(await safetyCode('bruno', alicePublic)).not.toBe(code);
  const linkCode = generateLinkCode();
  expect(linkCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const mac = await linkMac(linkCode, 'alice', utf8('identity'));
  expect(await linkMac(linkCode.toLowerCase().replace('-', ' '), 'alice', utf8('identity'))).toBe(mac);
  expect(await linkMac(generateLinkCode(), 'alice', utf8('identity'))).not.toBe(mac);
});
