import { Link, useNavigate } from 'react-router';
import { BellOff, Settings } from 'lucide-react';
import type { InboxNotification } from '@fj/contracts';
import { Button, EmptyState, LoadError, Skeleton } from '@fj/ui';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { useInbox, useMarkRead } from './inboxApi';
import './inbox.css';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The notification inbox, opened from the header bell: broadcasts and the user's own notifications. */
export default function InboxSheet({
  open,
  onOpenChange,
  unreadCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unreadCount: number;
}) {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? [];

  const openItem = (item: InboxNotification) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    if (item.url !== '/') {
      onOpenChange(false);
      void navigate(item.url);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Notifications">
        <div className="fj-inbox__actions">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => markRead.mutate({ all: true })}
            disabled={unreadCount === 0 || markRead.isPending}
          >
            Mark all as read
          </Button>
          <Link to="/notifications" className="fj-inbox__settings" onClick={() => onOpenChange(false)}>
            <Settings size={16} aria-hidden="true" />
            Notification settings
          </Link>
        </div>
        {inbox.isPending && <Skeleton style={{ height: 160 }} />}
        {inbox.isError && <LoadError what="your notifications" onRetry={() => void inbox.refetch()} />}
        {inbox.isSuccess && items.length === 0 && (
          <EmptyState
            icon={<BellOff size={28} aria-hidden="true" />}
            title="No notifications yet"
            description="Messages from the Founder Journal team and your teams will appear here."
          />
        )}
        {items.length > 0 && (
          <ul className="fj-inbox" aria-label="Notifications">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={`fj-inbox__item${item.read ? '' : ' fj-inbox__item--unread'}`}
                  onClick={() => openItem(item)}
                >
                  <span className="fj-inbox__title">
                    {!item.read && <span className="fj-inbox__dot" aria-hidden="true" />}
                    {item.title}
                    {!item.read && <span className="fj-visually-hidden"> (unread)</span>}
                  </span>
                  <span className="fj-inbox__body">{item.body}</span>
                  <time className="fj-inbox__time" dateTime={item.createdAt}>
                    {when.format(new Date(item.createdAt))}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
        {inbox.hasNextPage && (
          <Button
            variant="outline"
            block
            onClick={() => void inbox.fetchNextPage()}
            disabled={inbox.isFetchingNextPage}
          >
            {inbox.isFetchingNextPage ? 'Loading…' : 'Show older'}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
