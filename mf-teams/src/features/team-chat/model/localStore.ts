import type { DeviceKeys } from '../crypto/e2e';

// What this browser remembers for team chat (docs/decisions/3201-team-chat-protocol.md), per account, in IndexedDB:
// its device (CryptoKey objects stored as they are: the private keys stay usable here and unreadable everywhere),
// the device keys it pinned for each person, each team's verified member list and highest key version, and each of
// its own message chains. Tests use the in-memory store with the same interface.

export type StoreName = 'devices' | 'pins' | 'teams' | 'chains';

export interface LocalStore {
  get<T>(store: StoreName, key: string): Promise<T | undefined>;
  put(store: StoreName, key: string, value: unknown): Promise<void>;
}

/** This browser's device for an account. */
export interface LocalDevice {
  id: string;
  name: string;
  keys: DeviceKeys;
  ecdhPublicKey: string;
  signingPublicKey: string;
}

const DB_NAME = 'fj-e2e';
// Version 2: devices per person with ids (the version 1 'devices' store held keys the server no longer knows).
const DB_VERSION = 2;
const STORES: StoreName[] = ['devices', 'pins', 'teams', 'chains'];

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
      for (const name of STORES) db.createObjectStore(name);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function run<T>(store: StoreName, mode: IDBTransactionMode, action: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = action(db.transaction(store, mode).objectStore(store));
        request.onsuccess = () => {
          resolve(request.result as T);
          db.close();
        };
        request.onerror = () => {
          reject(request.error ?? new Error('IndexedDB request failed'));
          db.close();
        };
      }),
  );
}

export const browserStore: LocalStore = {
  get: <T>(store: StoreName, key: string) => run<T | undefined>(store, 'readonly', (s) => s.get(key)),
  put: (store, key, value) => run<void>(store, 'readwrite', (s) => s.put(value, key)),
};

/** The same interface in memory (the protocol's tests, and a browser without IndexedDB for the session). */
export function memoryStore(): LocalStore {
  const data = new Map<string, unknown>();
  return {
    get: <T>(store: StoreName, key: string) => Promise.resolve(data.get(`${store}/${key}`) as T | undefined),
    put: (store, key, value) => {
      data.set(`${store}/${key}`, value);
      return Promise.resolve();
    },
  };
}
