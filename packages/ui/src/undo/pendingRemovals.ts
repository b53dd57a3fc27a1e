import { useSyncExternalStore, type ReactNode } from 'react';
import { ApiError } from '../api/ApiError';
import { apiRequest } from '../api/apiRequest';
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
export function removeWithUndo({
  id,
  title,
  description,
  commit,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  commit: () => Promise<unknown>;
}): void {
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

/**
 * removeWithUndo for a record the API deletes at `url`: the DELETE runs when the toast closes (a record already gone
 * counts as deleted), then `refetch`; any other failure goes to `onError` and the record shows again.
 */
export function deleteWithUndo({
  id,
  url,
  title,
  description,
  onError,
  refetch,
}: {
  id: string;
  url: string;
  title: ReactNode;
  description?: ReactNode;
  onError: (error: unknown) => void;
  refetch: () => Promise<unknown>;
}): void {
  removeWithUndo({
    id,
    title,
    description,
    commit: async () => {
      try {
        await apiRequest('DELETE', url);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) {
          onError(error);
          throw error;
        }
      }
      await refetch();
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
