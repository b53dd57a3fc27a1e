import { useSyncExternalStore, type ReactNode } from 'react';
import { toastWithUndo } from '../toast/undoToast';

// Records deleted from a list disappear at once but are only deleted on the server when the Undo toast closes
// (decision 0901): Undo then restores the very same record (same id, same place), with nothing to re-create.
// Module-level like the toast store, so a delete still happens after its screen unmounts.

let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function setPending(next: ReadonlySet<string>) {
  pending = next;
  listeners.forEach((listener) => listener());
}
const hide = (id: string) => setPending(new Set(pending).add(id));
function show(id: string) {
  const next = new Set(pending);
  next.delete(id);
  setPending(next);
}

/**
 * Hides record `id` from every list that reads through `useWithoutPendingRemovals`, shows `title` with Undo for 5 s,
 * and runs `commit` (the DELETE, then the list refetch) once the toast closes without Undo. If `commit` fails the
 * record shows again (the caller's commit reports the failure).
 */
export function removeWithUndo({ id, title, description, commit }: { id: string; title: ReactNode; description?: ReactNode; commit: () => Promise<unknown> }): void {
  hide(id);
  toastWithUndo({
    title,
    description,
    onUndo: () => show(id),
    onCommit: () => {
      // Shown again once settled: after a successful commit the refetched list no longer has it.
      commit().then(
        () => show(id),
        () => show(id),
      );
    },
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => pending;

/** `records` without the ones whose delete is waiting for its Undo window to close. */
export function useWithoutPendingRemovals<T extends { id: string }>(records: readonly T[]): T[] {
  const hidden = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return hidden.size === 0 ? [...records] : records.filter((record) => !hidden.has(record.id));
}

/** Test helper. */
export function resetPendingRemovals(): void {
  setPending(new Set());
}
