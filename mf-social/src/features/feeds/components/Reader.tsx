import { useState } from 'react';
import { CheckCheck, Plus, Rss } from 'lucide-react';
import type { FeedList as Feeds } from '@fj/contracts';
import { Button, EmptyState, FilterChips } from '@fj/ui';
import { useMarkRead } from '../api/feedsApi';
import type { ArticleFilter, ArticleView } from '../model/itemsQuery';
import { AddFeedDialog } from './AddFeedDialog';
import { ArticleList } from './ArticleList';
import { FeedList } from './FeedList';
import { OpmlControls } from './OpmlControls';

const FILTERS = [
  { value: 'unread', label: 'Unread' },
  { value: 'all', label: 'All' },
  { value: 'starred', label: 'Starred' },
] as const;

/** The reader itself (Premium): loaded only once the server has answered the feed list, never for a Free account. */
export default function Reader({ data }: { data: Feeds }) {
  const markRead = useMarkRead();
  const [view, setView] = useState<ArticleView>({ filter: 'unread', feedId: null });
  const folders = [...new Set(data.feeds.map((f) => f.folder).filter((f): f is string => !!f))];
  const current = view.feedId ? data.feeds.find((f) => f.id === view.feedId) : null;
  if (data.feeds.length === 0) {
    return (
      <div className="fjf-stack">
        <EmptyState
          icon={<Rss size={28} aria-hidden="true" />}
          title="No feeds yet"
          description="Add a feed or a website's address, or import the OPML file another reader exported."
          action={<AddFeedDialog trigger={<Button>Add your first feed</Button>} folders={[]} />}
        />
        <OpmlControls />
      </div>
    );
  }
  return (
    <div className="fjf-reader">
      <aside className="fjf-reader__side">
        <AddFeedDialog
          trigger={
            <Button variant="outline" block>
              <Plus size={18} aria-hidden="true" />
              Add Feed
            </Button>
          }
          folders={folders}
        />
        <FeedList data={data} view={view} onView={setView} />
        <OpmlControls />
      </aside>
      <section className="fjf-reader__main" aria-label={current ? current.title : 'Articles'}>
        <div className="fjf-toolbar">
          <h2 className="fjf-toolbar__title">
            {current ? current.title : view.filter === 'starred' ? 'Starred' : 'All articles'}
          </h2>
          <Button
            variant="outline"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(view.feedId ? { feedId: view.feedId } : { all: true })}
          >
            <CheckCheck size={18} aria-hidden="true" />
            Mark all read
          </Button>
        </div>
        {current?.lastError && (
          <p className="fjf-error" role="note">
            Last refresh failed: {current.lastError}
          </p>
        )}
        <FilterChips
          label="Show"
          options={FILTERS}
          value={view.filter}
          onChange={(filter: ArticleFilter) => setView({ ...view, filter })}
        />
        <ArticleList key={`${view.filter}:${view.feedId ?? ''}`} view={view} />
      </section>
    </div>
  );
}
