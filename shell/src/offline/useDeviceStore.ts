import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_USER_KEY, isOffline, isServerUnreachable, subscribeConnectivity, unreachableRetryDelay } from '@fj/ui';

/**
 * The device store loads after the first view has settled (its JavaScript is not part of the home page's budget):
 * once nothing has been fetched for this long, or after LATEST_START_MS whatever happens (a screen that polls).
 */
export const START_AFTER_MS = 2000;
const LATEST_START_MS = 15_000;

/**
 * Keeps the signed-in user's data on this device (docs/decisions/2602-offline-first.md): starts '@fj/ui/offline' once
 * the first view is up — at once when the app is offline — and, while the server cannot be reached, asks who is
 * signed in now and then until it answers (then every screen reads again).
 */
export function useDeviceStore(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import('@fj/ui/offline').then((offline) => offline.startOffline(queryClient, userId)).catch(() => undefined);
    };
    let quiet: ReturnType<typeof setTimeout> | undefined;
    // The query cache reports every change (dozens while a screen starts): a timer is set when fetching stops and
    // cleared when it starts again, not replaced on each report (that churn was a long task on a slow phone).
    const settle = () => {
      if (queryClient.isFetching() === 0) quiet ??= setTimeout(start, START_AFTER_MS);
      else if (quiet !== undefined) {
        clearTimeout(quiet);
        quiet = undefined;
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => !started && settle());
    const latest = setTimeout(start, LATEST_START_MS);
    if (isOffline()) start();
    else settle();
    window.addEventListener('offline', start);
    return () => {
      unsubscribe();
      clearTimeout(quiet);
      clearTimeout(latest);
      window.removeEventListener('offline', start);
    };
  }, [queryClient, userId]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    const probe = () => {
      timer = undefined;
      if (!isServerUnreachable()) return;
      void queryClient.refetchQueries({ queryKey: AUTH_USER_KEY }).finally(() => {
        attempts += 1;
        watch();
      });
    };
    const watch = () => {
      if (isServerUnreachable()) timer ??= setTimeout(probe, unreachableRetryDelay(attempts));
      else {
        clearTimeout(timer);
        timer = undefined;
        attempts = 0;
      }
    };
    watch();
    const unsubscribe = subscribeConnectivity(watch);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient]);
}
