import { promisifyRequest, type UseStore } from 'idb-keyval';

// The signed-in user's store on this device (docs/decisions/2602-offline-first.md): one IndexedDB database per user,
// `fj-user-<id>`, one key-value object store with the persisted query cache and the outbox. Plain enough for the
// service worker to read too (Background Sync).

export const USER_DB_PREFIX = 'fj-user-';
export const QUERY_CACHE_KEY = 'query-cache';
export const OUTBOX_KEY = 'outbox';
const OBJECT_STORE = 'kv';

const stores = new Map<string, UseStore>();

/**
 * idb-keyval's store for `fj-user-<userId>`, whose connection closes itself when the database is to be deleted (a
 * sign-out in this or another tab): idb-keyval's own createStore keeps it open, which would hold the deletion back.
 */
export function userStore(userId: string): UseStore {
  const name = USER_DB_PREFIX + userId;
  const known = stores.get(name);
  if (known) return known;
  let database: Promise<IDBDatabase> | undefined;
  const open = () => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.result.createObjectStore(OBJECT_STORE);
    database = promisifyRequest(request).then((db) => {
      db.onversionchange = () => {
        db.close();
        database = undefined;
      };
      db.onclose = () => {
        database = undefined;
      };
      return db;
    });
    return database;
  };
  // Writes are 'strict': committed to disk before they count as done. The outbox is the only copy of words written
  // offline, and an app closed right after a write must still have it when it opens again.
  const store: UseStore = (mode, callback) =>
    (database ?? open()).then((db) =>
      callback(
        db
          .transaction(OBJECT_STORE, mode, mode === 'readwrite' ? { durability: 'strict' } : undefined)
          .objectStore(OBJECT_STORE),
      ),
    );
  stores.set(name, store);
  return store;
}

/** The app's databases on this device (`fj-…`: each user's store, team chat's device keys). */
export async function appDatabases(): Promise<string[]> {
  const all = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
  return all.map((d) => d.name ?? '').filter((name) => name.startsWith('fj-'));
}

/** The users who have a store on this device. */
export async function usersOnDevice(): Promise<string[]> {
  return (await appDatabases()).filter((n) => n.startsWith(USER_DB_PREFIX)).map((n) => n.slice(USER_DB_PREFIX.length));
}

export function deleteDatabase(name: string): Promise<void> {
  stores.delete(name);
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
  });
}
