import { lazy, Suspense, useEffect, useState } from 'react';
import { useAttentionRequests, useIsOffline, usePendingWrites } from '@fj/ui';

// The banner's code loads when there is something to say (offline, or writes waiting): not on every first view.
// The shell's chunks are precached by the service worker, so it loads offline too.
const SyncBanner = lazy(() => import('./SyncBanner'));
const NeedsAttention = lazy(() => import('@fj/ui/offline').then((m) => ({ default: m.NeedsAttention })));

/**
 * The offline banner (docs/decisions/2602-offline-first.md): 'Offline — showing what you saw at 08:12', how many
 * changes wait to sync, and the writes that need the person ('Needs attention', opened from here or by a screen).
 */
export function SyncStatus() {
  const offline = useIsOffline();
  const writes = usePendingWrites();
  const attentionRequests = useAttentionRequests();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (attentionRequests > 0) setOpen(true);
  }, [attentionRequests]);
  const waiting = writes.filter((w) => !w.problem).length;
  const attention = writes.length - waiting;
  const visible = offline || waiting > 0 || attention > 0;
  return (
    <>
      {visible && (
        <Suspense fallback={null}>
          <SyncBanner offline={offline} waiting={waiting} attention={attention} onOpenAttention={() => setOpen(true)} />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <NeedsAttention open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
