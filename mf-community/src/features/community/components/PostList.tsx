import { Bookmark, MessagesSquare, PenSquare } from 'lucide-react';
import { Button, EmptyState, LoadError, Skeleton, useWithoutPendingRemovals } from '@fj/ui';
import { useFeed } from '../api/feedApi';
import { CATEGORY_LABELS } from '../../../shared/model/categories';
import { emptyFeedText, type FeedFilter } from '../../../shared/model/feedFilter';
import { FeedEnd } from './FeedEnd';
import { NewPostDialog } from './NewPostDialog';
import { PostCard } from './PostCard';

/** The feed for a filter: pinned first, then newest; the next 20 load as the end comes into view. */
export function PostList({ filter }: { filter: FeedFilter }) {
  const feed = useFeed(filter);
  const posts = useWithoutPendingRemovals(feed.data?.pages.flatMap((page) => page.posts) ?? []);

  if (feed.isPending) {
    return (
      <div className="fjc-feed" role="status" aria-label="Loading posts">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="fjc-post-skeleton" />
        ))}
      </div>
    );
  }
  if (feed.isError) return <LoadError what="posts" onRetry={() => void feed.refetch()} />;
  const composer = (
    <NewPostDialog
      trigger={
        <button type="button" className="fj-card fjc-composer">
          <PenSquare size={20} aria-hidden="true" />
          Share something with the community…
        </button>
      }
    />
  );
  if (posts.length === 0) {
    const { title, description } = emptyFeedText(filter, filter.category && CATEGORY_LABELS[filter.category]);
    return (
      <div className="fjc-feed">
        <EmptyState
          icon={
            filter.saved ? <Bookmark size={28} aria-hidden="true" /> : <MessagesSquare size={28} aria-hidden="true" />
          }
          title={title}
          description={description}
          action={filter.saved ? undefined : <NewPostDialog trigger={<Button>Write a post</Button>} />}
        />
      </div>
    );
  }
  return (
    <div className="fjc-feed">
      {!filter.saved && composer}
      <div
        role="feed"
        aria-label={filter.saved ? 'Saved posts' : 'Posts'}
        aria-busy={feed.isFetchingNextPage}
        className="fjc-feed"
      >
        {posts.map((post, i) => (
          <PostCard key={post.id} post={post} position={i + 1} />
        ))}
      </div>
      <FeedEnd
        hasNextPage={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        failed={feed.isFetchNextPageError}
        pages={feed.data.pages.length}
        loadMore={() => void feed.fetchNextPage()}
      />
    </div>
  );
}
