import { get, update, type UseStore } from 'idb-keyval';
import type { PendingWrite } from '../pendingWrites';
import { OUTBOX_KEY } from './userStore';

// Replays a user's outbox (docs/decisions/2602-offline-first.md), oldest first, each write with the Idempotency-Key it
// was queued with, so a write the server already ran (the answer was lost) is answered again rather than run twice.
// No React, no window: the page and the service worker (Background Sync) both run it.

/** An outbox entry: a PendingWrite with its retry state (a type-only import: the service worker loads no React). */
export interface OutboxEntry extends PendingWrite {
  attempts?: number;
  nextAttemptAt?: number;
}

export interface ReplayOutcome {
  /** Writes the server now holds (answered 2xx). */
  synced: number;
  /** Writes that now need the person (refused, or in conflict). */
  needAttention: number;
  /** The server could not be reached or failed: try again after this many ms. */
  retryInMs?: number;
  /** No answer at all (offline, or the server is down). */
  unreachable?: boolean;
  /** 401: the session ended. The outbox stays until this user signs in again. */
  signedOut?: boolean;
}

const MAX_BACKOFF_MS = 5 * 60 * 1000;
/** 2 s, 4 s, 8 s … 5 min, with up to 20 % jitter so many devices do not retry together. */
export const backoffMs = (attempts: number) =>
  Math.round(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts) * (1 + Math.random() * 0.2));

export const readOutbox = async (store: UseStore) => (await get<OutboxEntry[]>(OUTBOX_KEY, store)) ?? [];

export const changeEntry = (store: UseStore, id: string, change: (entry: OutboxEntry) => OutboxEntry | undefined) =>
  update<OutboxEntry[]>(
    OUTBOX_KEY,
    (list = []) => list.flatMap((entry) => (entry.id === id ? (change(entry) ?? []) : [entry])),
    store,
  );

async function serverMessage(res: Response): Promise<{ message: string; current?: unknown }> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; current?: unknown };
    return { message: typeof body.message === 'string' ? body.message : `${res.status}`, current: body.current };
  } catch {
    return { message: text || `${res.status}: ${res.statusText}` };
  }
}

function requestOf(entry: OutboxEntry): RequestInit {
  const headers: Record<string, string> = { 'Idempotency-Key': entry.id };
  if (entry.body !== undefined) headers['Content-Type'] = 'application/json';
  if (entry.ifMatch) headers['If-Match'] = `"${entry.ifMatch}"`;
  return {
    method: entry.method,
    credentials: 'include',
    headers,
    body: entry.body !== undefined ? JSON.stringify(entry.body) : undefined,
  };
}

/** A failure worth retrying by itself: the network, a timeout, rate limiting, the server's own failure. */
const isTransient = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Sends the waiting writes in order until the outbox is empty or the server cannot take more now. A refused write
 * (400, 403, 404, 409, 413, 422) or a conflict (412) is set aside for the person ('Needs attention') and the rest go
 * on; a transient failure stops the run and says when to retry; 401 stops it and keeps everything.
 */
export async function replayOutbox(
  store: UseStore,
  { send = fetch, ignoreBackoff = false }: { send?: typeof fetch; ignoreBackoff?: boolean } = {},
): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { synced: 0, needAttention: 0 };
  let first = true;
  for (;;) {
    const next = (await readOutbox(store)).find((entry) => !entry.problem);
    if (!next) return outcome;
    // Back online, the first write goes at once whatever its backoff said: the connection is new.
    const wait = ignoreBackoff && first ? 0 : (next.nextAttemptAt ?? 0) - Date.now();
    first = false;
    if (wait > 0) return { ...outcome, retryInMs: wait };
    let res: Response;
    try {
      res = await send(next.url, requestOf(next));
    } catch {
      return { ...outcome, unreachable: true, retryInMs: await backOff(store, next) };
    }
    if (res.ok) {
      await changeEntry(store, next.id, () => undefined);
      outcome.synced++;
      continue;
    }
    if (res.status === 401) return { ...outcome, signedOut: true };
    if (isTransient(res.status)) {
      const retryAfter = Number(res.headers.get('Retry-After')) * 1000;
      return { ...outcome, retryInMs: await backOff(store, next, retryAfter > 0 ? retryAfter : undefined) };
    }
    const { message, current } = await serverMessage(res);
    const problem =
      res.status === 412
        ? { kind: 'conflict' as const, status: 412, message, current }
        : { kind: 'refused' as const, status: res.status, message };
    await changeEntry(store, next.id, (entry) => ({ ...entry, problem }));
    outcome.needAttention++;
  }
}

async function backOff(store: UseStore, entry: OutboxEntry, delayMs?: number): Promise<number> {
  const attempts = (entry.attempts ?? 0) + 1;
  const delay = delayMs ?? backoffMs(attempts);
  await changeEntry(store, entry.id, (e) => ({ ...e, attempts, nextAttemptAt: Date.now() + delay }));
  return delay;
}
