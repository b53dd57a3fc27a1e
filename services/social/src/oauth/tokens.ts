import { createSealer, sealingKey, type Sealer } from '@fj/server-kit';

let sealers: { access: Sealer; refresh: Sealer } | undefined;

/**
 * Provider tokens are sealed with AES-256-GCM under SOCIAL_TOKEN_KEY (64 hex characters), or a key generated once
 * into `.data/social-token-key`. Each column has its own purpose, so a sealed value cannot be moved between them.
 */
export function tokenSealers(): { access: Sealer; refresh: Sealer } {
  if (sealers) return sealers;
  const key = sealingKey('SOCIAL_TOKEN_KEY', 'social-token-key');
  sealers = { access: createSealer(key, 'social:access-token'), refresh: createSealer(key, 'social:refresh-token') };
  return sealers;
}
