import crypto from 'node:crypto';
import { dataDir, persistedSecret } from './data-dir';

/**
 * Secrets at rest (architecture "Secrets at rest"): AES-256-GCM sealing of values such as OAuth tokens, under a
 * 32-byte key given as 64 hex characters in an env setting, or generated once into the data directory
 * (`persistedSecret`: mode 0600, published atomically so every process agrees), like the internal JWT secret. A sealed value reads
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); it is bound to its purpose (`aad`), so a token sealed for one column
 * cannot be replayed into another.
 */
export interface Sealer {
  seal(plain: string): string;
  /** Throws when the value was not sealed under this key and purpose (tampered, or another key). */
  unseal(sealed: string): string;
}

export function sealingKey(envName: string, fileName: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const configured = env[envName];
  if (configured) {
    if (!/^[0-9a-f]{64}$/i.test(configured)) throw new Error(`${envName} must be 64 hexadecimal characters (32 bytes)`);
    return Buffer.from(configured, 'hex');
  }
  return Buffer.from(
    persistedSecret(fileName, () => crypto.randomBytes(32).toString('hex'), dataDir(env)),
    'hex',
  );
}

export function createSealer(key: Buffer, purpose: string): Sealer {
  if (key.length !== 32) throw new Error('An AES-256-GCM key is 32 bytes');
  const aad = Buffer.from(purpose);
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    unseal(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed value');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
