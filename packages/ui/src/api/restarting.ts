import { useSyncExternalStore } from 'react';

/**
 * While the server says it is restarting (503 with Retry-After: the database or a service is coming back,
 * docs/decisions/2902-degrade-never-500.md), screens show a calm "restarting" state and try again by themselves.
 * One store for the whole app (@fj/ui is a federation singleton), fed by every API response (ApiError.ts).
 */
let until = 0;
const listeners = new Set<() => void>();

/** A 503 arrived: the server asks to be tried again in `retryAfterSeconds`. */
export function noteServerRestarting(retryAfterSeconds: number): void {
  const seconds = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? Math.min(retryAfterSeconds, 60) : 5;
  until = Date.now() + seconds * 1000;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** When the server asked to be tried again (epoch ms; in the past when it is not restarting). */
export function useRestartingUntil(): number {
  return useSyncExternalStore(
    subscribe,
    () => until,
    () => 0,
  );
}
