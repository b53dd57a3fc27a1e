import { SearchX } from 'lucide-react';
import { ApiError, Button, EmptyState, LoadError, Skeleton, useWithoutPendingRemovals } from '@fj/ui';
import { usePost } from '../api/feedApi';
import { PostCard } from './PostCard';

/** The post a shared link (/community?post={id}) opens, above a way back to the whole feed. */
export function SharedPost({ id, onShowAll }: { id: string; onShowAll: () => void }) {
  const post = usePost(id);
  const shown = useWithoutPendingRemovals(post.data ? [post.data] : []);
  const showAll = (
    <Button variant="outline" block onClick={onShowAll}>
      Show all posts
    </Button>
  );
  if (post.isPending) {
    return (
      <div role="status" aria-label="Loading the post">
        <Skeleton className="fjc-post-skeleton" />
      </div>
    );
  }
  if (post.isError && !(post.error instanceof ApiError && post.error.status === 404))
    return <LoadError what="the post" onRetry={() => void post.refetch()} />;
  if (shown.length === 0) {
    return (
      <div className="fjc-feed">
        <EmptyState
          icon={<SearchX size={28} aria-hidden="true" />}
          title="Post not available"
          description="It may have been deleted, or hidden after reports."
        />
        {showAll}
      </div>
    );
  }
  return (
    <section className="fjc-feed" aria-label="Shared post">
      <PostCard post={shown[0]} />
      {showAll}
    </section>
  );
}
