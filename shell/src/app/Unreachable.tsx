import { useEffect, useRef } from 'react';
import { Button, unreachableRetryDelay } from '@fj/ui';
import { BrandMark } from '../chrome/BrandMark';
import { useTakeOverDrawnView } from './drawnView';

/**
 * Who is signed in could not be asked (offline, or the server failed). The app keeps no copy of the last user's data
 * (docs/decisions/0803-offline-without-personal-data.md), so it says what is wrong and tries again — by itself as
 * soon as the browser is back online, and now and then meanwhile.
 */
export const UNREACHABLE_TITLE = "Can't reach Founder Journal";

/** After 'online', the connection is not always usable at once (a service worker's own fetches can fail for a moment). */
export const ONLINE_RETRY_DELAYS_MS = [0, 1000, 3000];

/**
 * Asks again by itself while the server cannot be reached: back online at once and a little later, and otherwise now
 * and then (`unreachableRetryDelay`: without any 'online' event the server was away, not the device, or the browser
 * never said it was offline); each time only if it still could not be reached. Back online starts that schedule again
 * from its first, short delay. Used by the auth gate, which stays mounted while a retry shows the splash (this screen
 * comes and goes).
 */
export function useRetryWhenBackOnline(unreachable: boolean, retry: () => void): void {
  const latest = useRef({ unreachable, retry });
  latest.current = { unreachable, retry };
  // Survives the splash a retry shows between two unreachable screens.
  const attempts = useRef(0);
  const restartSchedule = useRef(() => {});
  useEffect(() => {
    let timers: Array<ReturnType<typeof setTimeout>> = [];
    const onOnline = () => {
      attempts.current = 0;
      timers.forEach(clearTimeout);
      timers = ONLINE_RETRY_DELAYS_MS.map((delay) =>
        setTimeout(() => latest.current.unreachable && latest.current.retry(), delay),
      );
      restartSchedule.current();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      timers.forEach(clearTimeout);
    };
  }, []);
  useEffect(() => {
    if (!unreachable) return;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        attempts.current += 1;
        if (latest.current.unreachable) latest.current.retry();
        next();
      }, unreachableRetryDelay(attempts.current));
    };
    restartSchedule.current = () => {
      clearTimeout(timer);
      next();
    };
    next();
    return () => {
      clearTimeout(timer);
      restartSchedule.current = () => {};
    };
  }, [unreachable]);
}

export function Unreachable({ onRetry }: { onRetry: () => void }) {
  useTakeOverDrawnView();
  // One message for both cases: a failed fetch looks the same whether the device or the server is offline.
  return (
    <main className="fj-splash fj-unreachable">
      <BrandMark size={56} />
      <h1 className="fj-unreachable__title">{UNREACHABLE_TITLE}</h1>
      <p className="fj-unreachable__text">
        You may be offline, or the server is not answering. Your journal opens as soon as the connection is back.
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </main>
  );
}
