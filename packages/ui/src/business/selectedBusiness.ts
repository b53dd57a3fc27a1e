import { useEffect, useSyncExternalStore } from 'react';

/**
 * The selected business (docs/product.md#selected-business): shared across the app and persisted in this localStorage
 * key.
 */
export const SELECTED_BUSINESS_KEY = 'selectedBusinessId';

type BusinessId = string | number;

const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return localStorage.getItem(SELECTED_BUSINESS_KEY);
  } catch {
    return null; // storage blocked (private mode): behave as "nothing stored"
  }
}

function writeStored(id: string | null) {
  try {
    if (id === null) localStorage.removeItem(SELECTED_BUSINESS_KEY);
    else localStorage.setItem(SELECTED_BUSINESS_KEY, id);
  } catch {
    // storage blocked: the selection still lives for this page through the listeners below
  }
  memory = id;
  listeners.forEach((listener) => listener());
}

// Mirrors storage so a blocked localStorage still shares the selection within the page.
let memory: string | null = readStored();

/** Selects a business everywhere (null clears the selection and removes the stored key). */
export function selectBusiness(id: BusinessId | null): void {
  writeStored(id === null ? null : String(id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the selection.
  const onStorage = (e: StorageEvent) => {
    if (e.key === SELECTED_BUSINESS_KEY) {
      memory = e.newValue;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => memory;

/**
 * The selected business among `businesses` (undefined while they load).
 * Defaults to the first business, falls back to the first when the stored one no longer exists,
 * and removes the stored key when there is no business at all.
 */
export function resolveSelectedBusiness<T extends { id: BusinessId }>(
  businesses: readonly T[] | undefined,
  storedId: string | null,
): T | null {
  if (!businesses || businesses.length === 0) return null;
  return businesses.find((b) => String(b.id) === storedId) ?? businesses[0];
}

export function useSelectedBusiness<T extends { id: BusinessId }>(businesses: readonly T[] | undefined) {
  const storedId = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const selectedBusiness = resolveSelectedBusiness(businesses, storedId);
  const resolvedId = selectedBusiness ? String(selectedBusiness.id) : null;
  const loaded = businesses !== undefined;

  // Persist the resolved choice (first business / reset / removal) once the list is known.
  useEffect(() => {
    if (loaded && resolvedId !== storedId) writeStored(resolvedId);
  }, [loaded, resolvedId, storedId]);

  return { selectedBusiness, selectedBusinessId: selectedBusiness?.id ?? null, selectBusiness };
}

/** Test helper: re-read storage after a test changed it directly. */
export function syncSelectedBusinessFromStorage(): void {
  memory = readStored();
  listeners.forEach((listener) => listener());
}
