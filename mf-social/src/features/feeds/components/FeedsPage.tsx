import { useState } from 'react';
import { CheckCheck, Plus, Rss } from 'lucide-react';
import { FEED_READER_PREMIUM_MESSAGE } from '@fj/contracts/messages';
import { ApiError, Button, Card, EmptyState, LoadError, Page, Skeleton, UpgradeLink, FilterChips } from '@fj/ui';
import { useFeeds, useMarkRead } from '../api/feedsApi';
import type { ArticleFilter, ArticleView } from '../model/itemsQuery';
import { AddFeedDialog } from './AddFeedDialog';
import { ArticleList } from './ArticleList';
import { FeedList } from './FeedList';
import { OpmlControls } from './OpmlControls';
import './feeds.css';

const FILTERS = [
  { value: 'unread', label: 'Unread' },
  { value: 'all', label: 'All' },
  { value: 'starred', label: 'Starred' },
] as const;

/**
 * /feeds — the RSS reader (Premium, issue 18): subscriptions by folder with unread counts and errors, the unified or
 * per-feed article list, read/star, mark all read, OPML in and out. The plan is the server's answer: a 403 shows the
 * upgrade card.
 */
export function FeedsPage() {
  const feeds = useFeeds();
  const markRead = useMarkRead();
  const [view, setView] = useState<ArticleView>({ filter: 'unread', feedId: null });
  const refused = feeds.error instanceof ApiError && feeds.error.status === 403;
  const folders = [...new Set((feeds.data?.feeds ?? []).map((f) => f.folder).filter((f): f is string => !!f))];
  const addButton = (
    <Button size="icon" aria-label="Add Feed">
      <Plus size={22} aria-hidden="true" />
    </Button>
  );
  const current = view.feedId ? feeds.data?.feeds.find((f) => f.id === view.feedId) : null;

  return (
    <Page title="RSS Feeds" actions={feeds.data ? <AddFeedDialog trigger={addButton} folders={folders} /> : undefined}>
      {feeds.isPending ? (
        <div className="fjf-stack" role="status" aria-label="Loading feeds">
          <Skeleton style={{ height: 48 }} />
          <Skeleton style={{ height: 200 }} />
        </div>
      ) : refused ? (
        <Card className="fjf-upgrade">
          <Rss size={28} aria-hidden="true" />
          <h2 className="fjf-upgrade__title">{FEED_READER_PREMIUM_MESSAGE}</h2>
          <p>Follow the blogs, newsletters and news sites you read in one place, with unread counts, stars, folders, OPML import and offline reading.</p>
          <UpgradeLink />
        </Card>
      ) : feeds.isError ? (
        <LoadError what="your feeds" onRetry={() => void feeds.refetch()} />
      ) : feeds.data.feeds.length === 0 ? (
        <div className="fjf-stack">
          <EmptyState
            icon={<Rss size={28} aria-hidden="true" />}
            title="No feeds yet"
            description="Add a feed or a website's address, or import the OPML file another reader exported."
            action={<AddFeedDialog trigger={<Button>Add your first feed</Button>} folders={[]} />}
          />
          <OpmlControls />
        </div>
      ) : (
        <div className="fjf-reader">
          <aside className="fjf-reader__side">
            <FeedList data={feeds.data} view={view} onView={setView} />
            <OpmlControls />
          </aside>
          <section className="fjf-reader__main" aria-label={current ? current.title : 'Articles'}>
            <div className="fjf-toolbar">
              <h2 className="fjf-toolbar__title">{current ? current.title : view.filter === 'starred' ? 'Starred' : 'All articles'}</h2>
              <Button
                variant="outline"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(view.feedId ? { feedId: view.feedId } : { all: true })}
              >
                <CheckCheck size={18} aria-hidden="true" />
                Mark all read
              </Button>
            </div>
            {current?.lastError && <p className="fjf-error" role="note">Last refresh failed: {current.lastError}</p>}
            <FilterChips label="Show" options={FILTERS} value={view.filter} onChange={(filter: ArticleFilter) => setView({ ...view, filter })} />
            <ArticleList key={`${view.filter}:${view.feedId ?? ''}`} view={view} />
          </section>
        </div>
      )}
    </Page>
  );
}
