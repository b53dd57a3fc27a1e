import { del } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import { AUTH_USER_KEY, SELECTED_BUSINESS_KEY, isOffline, subscribeConnectivity } from '@fj/ui';
import { closeOutbox, openOutbox, publishOutbox, replayNow, replayWhenOnline } from './outbox';
import { idbPersister, keepQueryCache, restoreQueryCache, type QueryCachePersister } from './persister';
import { QUERY_CACHE_KEY, USER_DB_PREFIX, appDatabases, deleteDatabase, userStore, usersOnDevice } from './userStore';

// What the signed-in user keeps on this device and when it goes (docs/decisions/2602-offline-first.md, privacy:
// docs/decisions/0803). Kept: the query cache (what the screens last showed) and the outbox, in `fj-user-<id>`.
// Sign-out, account deletion, and another account signing in: everything of the user goes — both, every `fj-` database
// (team chat's device keys too), drafts (`fj-draft:<id>:…`), the selected business, chat read marks, runtime caches.
// A session that ended by itself (401): the query cache goes, the outbox and drafts stay for the same user.

/** localStorage keys that hold something of a user. */
const isUserKey = (key: string) =>
  key.startsWith('fj-draft:') || key.startsWith('fj-chat-read:') || key === SELECTED_BUSINESS_KEY;

interface Active {
  userId: string;
  queryClient: QueryClient;
  persister: QueryCachePersister;
  stop: () => void;
}
let active: Active | undefined;

function localKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
  } catch {
    return []; // storage blocked: nothing was kept
  }
}

function removeLocal(keys: string[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage blocked
    }
  }
}

/** The service worker's runtime caches (remote bundles; never the precache of the app shell, the same for everyone). */
async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !n.startsWith('workbox-precache')).map((n) => caches.delete(n)));
}

/**
 * Starts keeping the signed-in user's data on this device: forgets any other account's first, then persists the query
 * cache, publishes and replays the outbox, and replays again whenever the app is back online: the browser's 'online'
 * event, or a request reaching the server again after one could not (the server was away, or a browser that never
 * said it was offline).
 */
export async function startOffline(queryClient: QueryClient, userId: string): Promise<void> {
  if (active?.userId === userId && active.queryClient === queryClient) return;
  stopOffline();
  await forgetOtherUsers(userId);
  const persister = idbPersister(userStore(userId));
  const unsubscribe = keepQueryCache(queryClient, persister);
  const flush = () => void persister.flush().catch(() => undefined);
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  const onOffline = () => void restoreQueryCache(queryClient, persister);
  const onMessage = (event: MessageEvent) => {
    // The service worker replayed the outbox (Background Sync): show what the server holds now.
    if ((event.data as { type?: string } | null)?.type === 'fj-outbox-replayed') {
      void publishOutbox();
      void queryClient.invalidateQueries();
    }
  };
  let wasOffline = isOffline();
  const unsubscribeConnectivity = subscribeConnectivity(() => {
    if (wasOffline && !isOffline()) replayWhenOnline();
    wasOffline = isOffline();
  });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('online', replayWhenOnline);
  window.addEventListener('offline', onOffline);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  active = {
    userId,
    queryClient,
    persister,
    stop: () => {
      unsubscribe();
      unsubscribeConnectivity();
      persister.cancel();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('online', replayWhenOnline);
      window.removeEventListener('offline', onOffline);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    },
  };
  openOutbox(userId, queryClient);
  await publishOutbox();
  if (isOffline()) await restoreQueryCache(queryClient, persister);
  else void replayNow(true);
}

/** Stops writing to the device (before its data is deleted). */
export function stopOffline(): void {
  active?.stop();
  active = undefined;
  closeOutbox();
}

/**
 * The app opened without reaching the server: if exactly one user's store is on this device, what that user last saw
 * is read back — who they are included — and the app opens signed in, offline. Answers whether it did.
 */
export async function restoreSession(queryClient: QueryClient): Promise<boolean> {
  const users = await usersOnDevice().catch(() => []);
  if (users.length !== 1) return false;
  await restoreQueryCache(queryClient, idbPersister(userStore(users[0])));
  const user = queryClient.getQueryData<{ id?: string } | null>(AUTH_USER_KEY);
  return user?.id === users[0];
}

/** Another account signs in: everything the others left on this device goes first. */
export async function forgetOtherUsers(userId: string): Promise<void> {
  const others = (await usersOnDevice().catch(() => [])).filter((id) => id !== userId);
  if (others.length === 0) return;
  await Promise.all([
    ...others.map((id) => deleteDatabase(USER_DB_PREFIX + id)),
    // Team chat's device keys belong to whoever used chat here: an account change starts it afresh.
    deleteDatabase('fj-e2e'),
  ]).catch(() => undefined);
  removeLocal(localKeys().filter((key) => isUserKey(key) && !key.startsWith(`fj-draft:${userId}:`)));
}

/** Sign-out and account deletion: nothing of the user stays on this device. */
export async function clearUserData(): Promise<void> {
  const userId = active?.userId;
  stopOffline();
  const names = new Set(await appDatabases().catch(() => []));
  // Without indexedDB.databases() (older browsers): the names this page knows.
  if (userId) names.add(USER_DB_PREFIX + userId);
  names.add('fj-e2e');
  await Promise.all([...names].map((name) => deleteDatabase(name).catch(() => undefined)));
  removeLocal(localKeys().filter(isUserKey));
  await clearRuntimeCaches().catch(() => undefined);
}

/** The session ended by itself (401): what the screens showed goes; the outbox and drafts wait for the same user. */
export async function forgetCachedData(): Promise<void> {
  active?.stop();
  active = undefined;
  const users = await usersOnDevice().catch(() => []);
  await Promise.all(users.map((id) => del(QUERY_CACHE_KEY, userStore(id)).catch(() => undefined)));
}
