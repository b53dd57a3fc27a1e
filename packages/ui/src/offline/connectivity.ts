import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

// Is the app offline? TanStack Query's onlineManager is the one answer (docs/decisions/2602-offline-first.md): it
// follows the browser's online/offline events, and goes offline too when the server cannot be reached (a request threw
// a network error) until a request gets through again. While offline, reads pause instead of failing (the screens keep
// what they show) and writes go to the outbox.

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const isOffline = (): boolean => !onlineManager.isOnline();

/** A request reached the server (true) or could not (false: a network error). */
export function setServerReachable(reachable: boolean): void {
  const online = reachable && browserOnline();
  if (online !== onlineManager.isOnline()) onlineManager.setOnline(online);
}

/** Starts from what the browser knows (TanStack Query assumes online until the first event). */
export function syncOnlineState(): void {
  if (!browserOnline()) onlineManager.setOnline(false);
}

export const subscribeConnectivity = (listener: () => void): (() => void) => onlineManager.subscribe(() => listener());

export const useIsOffline = (): boolean => useSyncExternalStore(subscribeConnectivity, isOffline, () => false);

/** The browser is online but the server could not be reached: worth asking again now and then. */
export const isServerUnreachable = (): boolean => isOffline() && browserOnline();

/** fetch rejects with a TypeError when no answer came back (offline, DNS, connection refused or reset). */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;
