import { useState } from 'react';
import { AlertTriangle, Inbox, Settings2, Star } from 'lucide-react';
import type { Feed, FeedList as Feeds } from '@fj/contracts';
import { Button, FormField, Input, DATE_TIME, formatDate } from '@fj/ui';
import { ConfirmDialog, Dialog, DialogContent } from '@fj/ui/dialog';
import { useMoveFeed, useUnsubscribe } from '../api/feedsApi';
import type { ArticleView } from '../model/itemsQuery';

/** The subscriptions by folder, each with its unread count and its last error; choosing one filters the articles. */
export function FeedList({ data, view, onView }: { data: Feeds; view: ArticleView; onView: (v: ArticleView) => void }) {
  const [editing, setEditing] = useState<Feed | null>(null);
  const folders = new Map<string, Feed[]>();
  for (const f of data.feeds) folders.set(f.folder ?? '', [...(folders.get(f.folder ?? '') ?? []), f]);
  return (
    <nav className="fjf-feeds" aria-label="Feeds">
      <ul className="fjf-feeds__list">
        <li>
          <button
            type="button"
            className="fjf-feed"
            aria-current={!view.feedId && view.filter !== 'starred'}
            onClick={() => onView({ filter: 'unread', feedId: null })}
          >
            <Inbox size={18} aria-hidden="true" />
            <span className="fjf-feed__title">All articles</span>
            <span className="fjf-count" aria-label={`${data.totalUnread} unread`}>
              {data.totalUnread}
            </span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="fjf-feed"
            aria-current={view.filter === 'starred' && !view.feedId}
            onClick={() => onView({ filter: 'starred', feedId: null })}
          >
            <Star size={18} aria-hidden="true" />
            <span className="fjf-feed__title">Starred</span>
            <span className="fjf-count" aria-label={`${data.starredCount} starred`}>
              {data.starredCount}
            </span>
          </button>
        </li>
      </ul>
      {[...folders].map(([folder, feeds]) => (
        <section key={folder} aria-label={folder || 'Feeds without a folder'}>
          {folder && <h3 className="fjf-folder">{folder}</h3>}
          <ul className="fjf-feeds__list">
            {feeds.map((f) => (
              <li key={f.id} className="fjf-feed-row">
                <button
                  type="button"
                  className="fjf-feed"
                  aria-current={view.feedId === f.id}
                  onClick={() => onView({ filter: view.filter === 'starred' ? 'all' : view.filter, feedId: f.id })}
                >
                  <span className="fjf-feed__title">{f.title}</span>
                  {f.lastError && (
                    <AlertTriangle
                      size={16}
                      className="fjf-feed__warn"
                      aria-label={`Last refresh failed: ${f.lastError}`}
                    />
                  )}
                  <span className="fjf-count" aria-label={`${f.unreadCount} unread`}>
                    {f.unreadCount}
                  </span>
                </button>
                <button
                  type="button"
                  className="fj-icon-btn"
                  aria-label={`Options for ${f.title}`}
                  onClick={() => setEditing(f)}
                >
                  <Settings2 size={18} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {editing && (
        <FeedOptions
          feed={editing}
          onClose={() => setEditing(null)}
          onRemoved={() => view.feedId === editing.id && onView({ filter: 'unread', feedId: null })}
        />
      )}
    </nav>
  );
}

/** A feed's address, refresh state and last error; rename or move it to a folder; unsubscribe (asks first). */
function FeedOptions({ feed, onClose, onRemoved }: { feed: Feed; onClose: () => void; onRemoved: () => void }) {
  const [title, setTitle] = useState(feed.title);
  const [folder, setFolder] = useState(feed.folder ?? '');
  const [confirming, setConfirming] = useState(false);
  const [titleError, setTitleError] = useState<string | undefined>();
  const move = useMoveFeed();
  const unsubscribe = useUnsubscribe();
  return (
    <>
      <Dialog open={!confirming} onOpenChange={(open) => !open && onClose()}>
        <DialogContent title={feed.title} description={feed.url}>
          <dl className="fjf-meta">
            <dt>Last refresh</dt>
            <dd>{feed.lastFetchedAt ? formatDate(feed.lastFetchedAt, DATE_TIME) : 'Not yet'}</dd>
            {feed.lastError && (
              <>
                <dt>Last error</dt>
                <dd className="fjf-error">
                  {feed.lastError} (tried {feed.errorCount} {feed.errorCount === 1 ? 'time' : 'times'}; next try{' '}
                  {formatDate(feed.nextFetchAt, DATE_TIME)})
                </dd>
              </>
            )}
          </dl>
          <form
            className="fj-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!title.trim()) return setTitleError('A feed needs a title');
              move.mutate({ id: feed.id, title: title.trim(), folder: folder.trim() || null }, { onSuccess: onClose });
            }}
          >
            <FormField label="Title" required error={titleError}>
              {(control) => (
                <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
              )}
            </FormField>
            <FormField label="Folder (optional)">
              {(control) => (
                <Input {...control} value={folder} onChange={(e) => setFolder(e.target.value)} maxLength={60} />
              )}
            </FormField>
            <Button type="submit" block disabled={move.isPending}>
              {move.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button
              type="button"
              variant="outline"
              block
              className="fj-btn--danger-text"
              onClick={() => setConfirming(true)}
            >
              Unsubscribe
            </Button>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && onClose()}
        title="Unsubscribe?"
        description={`${feed.title} and its articles, starred ones included, will be removed.`}
        confirmLabel="Unsubscribe"
        pendingLabel="Unsubscribing…"
        onConfirm={async () => {
          await unsubscribe.mutateAsync(feed);
          onRemoved();
          onClose();
        }}
      />
    </>
  );
}
