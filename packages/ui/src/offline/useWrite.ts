import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@fj/contracts';
import { AUTH_USER_KEY } from '../auth/useAuth';
import { toast } from '../toast/toastStore';
import { requestAttentionView } from './pendingWrites';
import { isQueued, sendWrite, type QueuedWrite, type WriteRequest } from './sendWrite';

export interface WriteOptions<TVars, TData> {
  /** The request for these variables. */
  request: (vars: TVars) => Omit<WriteRequest, 'label'>;
  /** What it does, in words, shown while it waits to sync: 'New note "Train ideas"'. */
  describe: (vars: TVars) => string;
  /** Saved on the server (online). */
  onSaved?: (data: TData, vars: TVars) => unknown;
  /** Kept in the outbox: show it at once (e.g. patch the cached lists, see patchCachedRecords). */
  onQueued?: (vars: TVars, queued: QueuedWrite, queryClient: QueryClient) => void;
  /** Refused or failed online (not a network failure: those are queued). */
  onError?: (error: unknown, vars: TVars) => unknown;
}

const signedInUserId = (queryClient: QueryClient) => queryClient.getQueryData<AuthUser | null>(AUTH_USER_KEY)?.id;

/**
 * A screen's write (docs/decisions/2602-offline-first.md): sent at once with its Idempotency-Key, or kept on this
 * device and synced later. `isPending` is true while it runs — disable its button — and a second `mutate` while one is
 * running is ignored, so a double click writes once. A caller's own `mutate(vars, { onSuccess })` runs in both cases
 * (close the form); the result is a QueuedWrite when it was kept (`isQueued`).
 */
export function useWrite<TVars, TData = unknown>(options: WriteOptions<TVars, TData>) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation<TData | QueuedWrite, unknown, TVars>({
    // Offline is handled here (the outbox), not by pausing the mutation.
    networkMode: 'always',
    mutationFn: (vars) =>
      sendWrite<TData>(signedInUserId(queryClient), { ...options.request(vars), label: options.describe(vars) }),
    onSuccess: (result, vars) => {
      if (!isQueued(result)) return options.onSaved?.(result, vars);
      if (result.conflict) {
        toast({
          title: 'Changed somewhere else',
          description: 'Choose which version to keep.',
          variant: 'destructive',
        });
        requestAttentionView();
        return;
      }
      options.onQueued?.(vars, result, queryClient);
      toast({ title: 'Saved on this device', description: 'It will sync when you are back online.' });
    },
    onError: (error, vars) => options.onError?.(error, vars),
    onSettled: () => {
      running.current = false;
    },
  });
  const { mutate } = mutation;
  return {
    ...mutation,
    // One at a time: a click that lands while the write runs (a double click, before the button is disabled) does
    // nothing.
    mutate: ((...args: Parameters<typeof mutate>) => {
      if (running.current) return;
      running.current = true;
      mutate(...args);
    }) as typeof mutate,
  };
}
