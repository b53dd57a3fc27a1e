import { lazy, Suspense, useState } from 'react';
import { LogOut } from 'lucide-react';
import { buttonClass, LOGOUT_URL, pendingWrites, signOut } from '@fj/ui';

const ConfirmDialog = lazy(() => import('@fj/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * Log Out (docs/product.md#settings): this device forgets the user first (decision 2602), then a full page load — the
 * server ends the session and returns to the landing page. Changes that have not synced yet would be lost with the
 * device's copy: it asks first.
 */
export function LogOutLink() {
  const [asking, setAsking] = useState(false);
  const unsynced = () => pendingWrites().length;
  return (
    <>
      <a
        href={LOGOUT_URL}
        onClick={(event) => {
          event.preventDefault();
          if (unsynced() > 0) setAsking(true);
          else void signOut();
        }}
        className={buttonClass({ variant: 'outline', size: 'lg', block: true, className: 'fj-logout' })}
      >
        <LogOut size={18} aria-hidden="true" />
        Log Out
      </a>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Log out with changes not synced?"
            description={`${unsynced() === 1 ? '1 change' : `${unsynced()} changes`} made on this device have not reached Founder Journal yet. Logging out deletes them from this device.`}
            confirmLabel="Log out anyway"
            pendingLabel="Logging out…"
            onConfirm={() => signOut()}
          />
        </Suspense>
      )}
    </>
  );
}
