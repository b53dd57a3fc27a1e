import type { DeviceKeys } from './e2e';

// This browser's device keys, per account, in IndexedDB: CryptoKey objects are stored as they are (structured clone),
// so the non-extractable private keys stay usable here and unreadable everywhere.

const DB_NAME = 'fj-e2e';
const STORE = 'devices';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = action(db.transaction(STORE, mode).objectStore(STORE));
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

export const loadDevice = (userId: string) => run<DeviceKeys | undefined>('readonly', (s) => s.get(userId));
export const saveDevice = (userId: string, device: DeviceKeys) => run<void>('readwrite', (s) => s.put(device, userId));
