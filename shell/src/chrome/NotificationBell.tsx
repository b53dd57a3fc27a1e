import { lazy, Suspense, useState } from 'react';
import { Bell } from 'lucide-react';
import { useUnreadCount } from './inbox/unreadCount';

// The inbox sheet (and Radix Dialog) load on first open, not with every page.
const InboxSheet = lazy(() => import('./inbox/InboxSheet'));

/** The header bell: a red dot only when something is unread; opens the inbox. */
export function NotificationBell() {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="fj-icon-btn"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Bell size={22} aria-hidden="true" />
        {unread > 0 && <span className="fj-dot" data-testid="notifications-dot" aria-hidden="true" />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <InboxSheet open={open} onOpenChange={setOpen} unreadCount={unread} />
        </Suspense>
      )}
    </>
  );
}
