import { del } from 'idb-keyval';
import { replayOutbox } from './replay';
import { QUERY_CACHE_KEY, USER_DB_PREFIX, appDatabases, deleteDatabase, userStore, usersOnDevice } from './userStore';

// What the service worker does with the users' stores on this device (no window, no React): Background Sync replays
// each outbox, a 401 forgets the cached screens, a sign-out or account deletion deletes every store.
// docs/decisions/2602-offline-first.md.

const withLock = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, run) : run();

/** Replays every user's outbox on this device (there is one user at most). Throws when it should be tried again. */
export async function replayEveryOutbox(): Promise<{ synced: number }> {
  let synced = 0;
  let again = false;
  for (const userId of await usersOnDevice()) {
    const outcome = await withLock(`fj-outbox:${userId}`, () => replayOutbox(userStore(userId)));
    synced += outcome.synced;
    again ||= outcome.retryInMs !== undefined;
  }
  // The browser retries a failed sync event later, with its own backoff.
  if (again) throw new Error('The outbox could not be sent yet');
  return { synced };
}

/** A 401: the session ended. The cached screens go; outboxes stay for their user's next sign-in. */
export async function forgetCachedQueries(): Promise<void> {
  for (const userId of await usersOnDevice()) await del(QUERY_CACHE_KEY, userStore(userId)).catch(() => undefined);
}

/** Sign-out or account deletion: every store of the app on this device goes (team chat's keys too). */
export async function deleteUserDatabases(): Promise<void> {
  const names = await appDatabases();
  await Promise.all(
    names
      .filter((name) => name.startsWith(USER_DB_PREFIX) || name === 'fj-e2e')
      .map((name) => deleteDatabase(name).catch(() => undefined)),
  );
}
