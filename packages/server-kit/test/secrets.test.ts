import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSealer, sealingKey } from '../src/secrets';

const key = Buffer.alloc(32, 7);

it('seals so the stored value reveals nothing and only the same key and purpose open it', () => {
  const sealer = createSealer(key, 'oauth-access-token');
  const sealed = sealer.seal('EAAB-secret-token');
  expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sealed).not.toContain('secret');
  expect(sealer.seal('EAAB-secret-token')).not.toBe(sealed); // a fresh IV every time
  expect(sealer.unseal(sealed)).toBe('EAAB-secret-token');
  expect(() => createSealer(key, 'another-purpose').unseal(sealed)).toThrow();
  expect(() => createSealer(Buffer.alloc(32, 8), 'oauth-access-token').unseal(sealed)).toThrow();
  const [v, iv, tag, data] = sealed.split('.');
  const flipped = Buffer.from(data, 'base64url');
  flipped[0] ^= 1;
  expect(() => sealer.unseal([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
});

it('reads the key from its setting, or generates one into the data dir once and keeps it', () => {
  expect(sealingKey('K', 'k', { K: 'ab'.repeat(32) })).toEqual(Buffer.alloc(32, 0xab));
  expect(() => sealingKey('K', 'k', { K: 'short' })).toThrow('K must be 64 hexadecimal characters');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fj-seal-'));
  const first = sealingKey('K', 'social-token-key', { FJ_DATA_DIR: dir });
  expect(first).toHaveLength(32);
  expect(sealingKey('K', 'social-token-key', { FJ_DATA_DIR: dir })).toEqual(first);
  expect(fs.statSync(path.join(dir, 'social-token-key')).mode & 0o777).toBe(0o600);
  fs.rmSync(dir, { recursive: true });
});
