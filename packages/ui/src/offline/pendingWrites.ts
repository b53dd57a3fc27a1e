import { useSyncExternalStore } from 'react';

// What the outbox holds, for the screens: the lazily loaded outbox (@fj/ui/offline) publishes its entries here, so a
// screen can show its waiting writes without loading IndexedDB code itself.

/** Why a write waits for the person rather than the network (docs/decisions/2602-offline-first.md). */
export interface WriteProblem {
  /** refused: the server said no (400/403/404/409/422); conflict: the record changed meanwhile (412). */
  kind: 'refused' | 'conflict';
  status: number;
  message: string;
  /** conflict: the record as it is on the server now. */
  current?: unknown;
}

export interface PendingWrite {
  /** Also its Idempotency-Key. */
  id: string;
  method: string;
  url: string;
  body?: unknown;
  ifMatch?: string;
  /** What it does, in words: 'New note "Train ideas"'. */
  label: string;
  /** The API path whose screen shows it, e.g. '/api/notes'. */
  scope: string;
  queuedAt: number;
  problem?: WriteProblem;
}

let writes: readonly PendingWrite[] = [];
let attentionRequests = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function publishPendingWrites(next: readonly PendingWrite[]): void {
  writes = next;
  notify();
}

export const pendingWrites = (): readonly PendingWrite[] => writes;

/** The outbox entries a screen shows: those under `scope` (all without one). */
export function usePendingWrites(scope?: string): readonly PendingWrite[] {
  const all = useSyncExternalStore(subscribe, pendingWrites, pendingWrites);
  return scope ? all.filter((w) => w.scope === scope || w.url.startsWith(scope)) : all;
}

/** Asks the shell to open the 'Needs attention' sheet (a counter, so asking twice opens it twice). */
export function requestAttentionView(): void {
  attentionRequests++;
  notify();
}

export const useAttentionRequests = (): number =>
  useSyncExternalStore(
    subscribe,
    () => attentionRequests,
    () => attentionRequests,
  );
