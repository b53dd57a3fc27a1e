import type { HttpMethod } from './apiRequest';

// Every write carries an Idempotency-Key (docs/decisions/2601-idempotent-writes.md): the server runs a key once and
// answers repeats with the first answer. One key per distinct write: the same request sent again while it is still
// running (a double click) or after it failed (a retry) reuses its key, so the server can tell it is a repeat; once it
// succeeded, the key is forgotten and the next identical request is a new write.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random v4 UUID. getRandomValues works on plain-http origins too (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UNSAFE = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isUnsafe = (method: HttpMethod) => UNSAFE.has(method);

/** The keys of writes that are running or failed, by what they send. Bounded: the oldest are forgotten first. */
const openKeys = new Map<string, string>();
const MAX_OPEN_KEYS = 100;

const signatureOf = (method: HttpMethod, url: string, body: unknown, ifMatch?: string) =>
  `${method} ${url} ${ifMatch ?? ''}\n${JSON.stringify(body ?? null)}`;

/** The key of this write: the open one of an identical write, else a new one (kept open until `settleKey`). */
export function keyFor(method: HttpMethod, url: string, body: unknown, ifMatch?: string): string {
  const signature = signatureOf(method, url, body, ifMatch);
  const open = openKeys.get(signature);
  if (open) return open;
  const key = newIdempotencyKey();
  openKeys.set(signature, key);
  if (openKeys.size > MAX_OPEN_KEYS) openKeys.delete(openKeys.keys().next().value as string);
  return key;
}

/** The write with this key got an answer the server keeps (2xx) or refused it (4xx): a new identical write is new. */
export function settleKey(key: string): void {
  for (const [signature, open] of openKeys) if (open === key) openKeys.delete(signature);
}
