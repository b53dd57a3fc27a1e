import { lazy, Suspense, useEffect, useState } from 'react';
import { CloudOff } from 'lucide-react';
import { Button, useAttentionRequests, useIsOffline, usePendingWrites, useUserTimeZone } from '@fj/ui';
import { seenAtText, useShownAt } from './lastSeen';

const NeedsAttention = lazy(() => import('@fj/ui/offline').then((m) => ({ default: m.NeedsAttention })));

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/**
 * The offline banner (docs/decisions/2602-offline-first.md): 'Offline — showing what you saw at 08:12', how many
 * changes wait to sync, and the writes that need the person ('Needs attention', opened from here or by a screen).
 */
export function SyncStatus() {
  const offline = useIsOffline();
  const writes = usePendingWrites();
  const shownAt = useShownAt(offline);
  const timeZone = useUserTimeZone();
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
        <div className={offline ? 'fj-sync fj-sync--offline' : 'fj-sync'} role="status">
          {offline && <CloudOff size={18} aria-hidden="true" className="fj-sync__icon" />}
          <p className="fj-sync__text">
            {offline && (
              <strong>Offline — showing what you saw {shownAt ? seenAtText(shownAt, timeZone) : 'last'}</strong>
            )}
            {waiting > 0 && <span>{changes(waiting)} waiting to sync</span>}
          </p>
          {attention > 0 && (
            <Button variant="outline" onClick={() => setOpen(true)}>
              {changes(attention)} need{attention === 1 ? 's' : ''} attention
            </Button>
          )}
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <NeedsAttention open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
