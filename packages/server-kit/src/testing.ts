import type { Identity } from './identity';
import { IDENTITY_HEADER, loadInternalSecret, signIdentity } from './identity';

/** Headers carrying a valid BFF identity assertion for `audience` (tests and benchmarks). */
export async function identityHeaders(identity: Identity, audience: string): Promise<Record<string, string>> {
  return { [IDENTITY_HEADER]: await signIdentity(identity, audience, loadInternalSecret()) };
}
