import { update, type UseStore } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import { isOffline, publishPendingWrites, setServerReachable, type PendingWrite } from '@fj/ui';
import { OUTBOX_KEY, userStore } from './userStore';
import { changeEntry, readOutbox, replayOutbox, type OutboxEntry, type ReplayOutcome } from './replay';

// The page's side of the outbox (docs/decisions/2602-offline-first.md): writes are added here, published to the
// screens, and replayed when the connection returns — or by the service worker through Background Sync.

export const SYNC_TAG = 'fj-outbox';

interface Session {
  userId: string;
  store: UseStore;
  queryClient: QueryClient;
  timer?: ReturnType<typeof setTimeout>;
  /** The session ended mid-replay (401): nothing is sent until this user is signed in again. */
  signedOut?: boolean;
}
let session: Session | undefined;

export function openOutbox(userId: string, queryClient: QueryClient): void {
  closeOutbox();
  session = { userId, store: userStore(userId), queryClient };
}

export function closeOutbox(): void {
  if (session?.timer) clearTimeout(session.timer);
  session = undefined;
  publishPendingWrites([]);
}

/** Shows the outbox on the screens (and the shell's banner): the open session's, or `store`'s before one opened. */
export async function publishOutbox(store = session?.store): Promise<void> {
  if (!store) return;
  const entries = await readOutbox(store);
  if (!session || session.store === store) publishPendingWrites(entries);
}

/** Asks the service worker to replay when the browser is back online, even if the page is closed by then. */
async function requestBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  // Background Sync is not in every browser (nor in TypeScript's DOM library): only its `register` is needed.
  const sync =
    registration && 'sync' in registration
      ? (registration.sync as { register(tag: string): Promise<void> } | undefined)
      : undefined;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

/** Keeps a write on this device (it survives a reload and a browser restart) and tries to send it. */
export async function enqueue(userId: string, entry: PendingWrite): Promise<void> {
  const store = session?.userId === userId ? session.store : userStore(userId);
  await update<OutboxEntry[]>(OUTBOX_KEY, (list = []) => [...list.filter((e) => e.id !== entry.id), entry], store);
  await publishOutbox(store);
  if (entry.problem) return;
  void requestBackgroundSync();
  if (!isOffline()) scheduleReplay(0);
}

function scheduleReplay(delayMs: number, ignoreBackoff = false): void {
  if (!session || session.signedOut) return;
  if (session.timer) clearTimeout(session.timer);
  session.timer = setTimeout(() => void replayNow(ignoreBackoff), delayMs);
}

const withLock = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  navigator.locks ? navigator.locks.request(name, run) : run();

/**
 * Replays the outbox now (one run at a time across this user's tabs and the service worker). Written writes refresh
 * every screen; a transient failure retries later by itself; a 401 stops until the same user signs in again.
 */
export async function replayNow(ignoreBackoff = false): Promise<ReplayOutcome | undefined> {
  const current = session;
  // The browser knows it is offline: its 'online' event starts the next run.
  if (!current || current.signedOut || navigator.onLine === false) return undefined;
  const outcome = await withLock(`${SYNC_TAG}:${current.userId}`, () =>
    replayOutbox(current.store, { ignoreBackoff }),
  ).catch(() => undefined);
  if (session !== current || !outcome) return outcome;
  if (outcome.synced > 0) setServerReachable(true);
  await publishOutbox();
  if (outcome.synced > 0 || outcome.needAttention > 0) void current.queryClient.invalidateQueries();
  if (outcome.signedOut) {
    current.signedOut = true;
    // Ask who is signed in: the 401 takes the person to sign in again (the outbox stays for them).
    void current.queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] });
  } else if (outcome.retryInMs !== undefined) {
    if (outcome.unreachable) setServerReachable(false);
    scheduleReplay(outcome.retryInMs);
  }
  return outcome;
}

/** Back online: send at once, whatever the backoff said. */
export const replayWhenOnline = () => scheduleReplay(0, true);

/** 'Retry' on a refused write: it waits again, with its key (a refused write changed nothing), and goes now. */
export async function retryWrite(id: string): Promise<void> {
  if (!session) return;
  await changeEntry(session.store, id, ({ problem: _problem, attempts: _a, nextAttemptAt: _n, ...entry }) => entry);
  await publishOutbox();
  scheduleReplay(0, true);
}

/** 'Discard': the write is dropped from this device; the screens read the server again. */
export async function discardWrite(id: string): Promise<void> {
  if (!session) return;
  await changeEntry(session.store, id, () => undefined);
  await publishOutbox();
  void session.queryClient.invalidateQueries();
}

/**
 * 'Keep mine' on a conflict: the same change, now on the version the server has — a new write (new key), so the
 * server runs it rather than answer the refusal again.
 */
export async function keepMine(id: string, newKey: string): Promise<void> {
  if (!session) return;
  await changeEntry(session.store, id, ({ problem, attempts: _a, nextAttemptAt: _n, ...entry }) => ({
    ...entry,
    id: newKey,
    ifMatch: (problem?.current as { updatedAt?: string } | undefined)?.updatedAt ?? entry.ifMatch,
  }));
  await publishOutbox();
  scheduleReplay(0, true);
}

/** 'Keep theirs': my change is dropped; the screens show the server's version. */
export const keepTheirs = discardWrite;
