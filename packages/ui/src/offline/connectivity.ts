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

/**
 * While the server cannot be reached (the browser online), the app asks again after each of these delays, the last
 * repeating: soon at first, less often the longer it lasts, so a server back from a restart is not asked by every open
 * app at once every second. One schedule for the sign-in gate and the signed-in app.
 */
const UNREACHABLE_RETRY_DELAYS_MS: readonly number[] = [2000, 4000, 8000, 15000, 30000];

/** How long to wait before asking again after `attempts` tries that could not reach the server. */
export const unreachableRetryDelay = (attempts: number): number =>
  UNREACHABLE_RETRY_DELAYS_MS[Math.min(attempts, UNREACHABLE_RETRY_DELAYS_MS.length - 1)];

/** The browser is online but the server could not be reached: worth asking again now and then. */
export const isServerUnreachable = (): boolean => isOffline() && browserOnline();

/** fetch rejects with a TypeError when no answer came back (offline, DNS, connection refused or reset). */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;
