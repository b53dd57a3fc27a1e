import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AUTH_USER_KEY, isoDateIn, timeIn } from '@fj/ui';

/**
 * When the oldest answer on screen was read from the server: the screens that are open (queries with observers), not
 * who is signed in. Undefined when nothing on screen came from the server.
 */
export function oldestShownAt(queryClient: QueryClient): Date | undefined {
  const times = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter((q) => q.queryKey[0] !== AUTH_USER_KEY[0] && q.state.dataUpdatedAt > 0)
    .map((q) => q.state.dataUpdatedAt);
  return times.length ? new Date(Math.min(...times)) : undefined;
}

/** The time the banner names, following the screens while `watching`. */
export function useShownAt(watching: boolean): Date | undefined {
  const queryClient = useQueryClient();
  const [shownAt, setShownAt] = useState(() => oldestShownAt(queryClient));
  useEffect(() => {
    if (!watching) return;
    const update = () =>
      setShownAt((before) => {
        const now = oldestShownAt(queryClient);
        return now?.getTime() === before?.getTime() ? before : now;
      });
    update();
    return queryClient.getQueryCache().subscribe(update);
  }, [queryClient, watching]);
  return shownAt;
}

const dayFormat = new Map<string, Intl.DateTimeFormat>();

/** '08:12' today; '24 Nov at 18:40' another day (in the user's time zone). */
export function seenAtText(instant: Date, timeZone: string, now = new Date()): string {
  const time = timeIn(instant, timeZone);
  if (isoDateIn(instant, timeZone) === isoDateIn(now, timeZone)) return `at ${time}`;
  let format = dayFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short' });
    dayFormat.set(timeZone, format);
  }
  return `on ${format.format(instant)} at ${time}`;
}
