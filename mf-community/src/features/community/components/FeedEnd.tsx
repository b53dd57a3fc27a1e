import { useEffect, useRef } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@fj/ui';

/**
 * The end of the feed: the next page loads by itself as this comes within a screen of view (infinite scroll), with a
 * loading indicator; 'Load more posts' does the same from the keyboard (or where nothing scrolls).
 */
export function FeedEnd({
  hasNextPage,
  loading,
  failed,
  pages,
  loadMore,
}: {
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  pages: number;
  loadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || loading || failed || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once if the end is still in view after the page arrived.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '0px 0px 600px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, loading, failed, pages, loadMore]);

  return (
    <div ref={sentinel} className="fjc-feed-end">
      {loading ? (
        <p className="fjc-loading" role="status">
          <LoaderCircle size={20} className="fjc-spin" aria-hidden="true" />
          Loading more posts…
        </p>
      ) : hasNextPage ? (
        <Button variant="outline" onClick={loadMore}>
          {failed ? 'Could not load more posts. Try again' : 'Load more posts'}
        </Button>
      ) : pages > 1 ? (
        <p className="fj-muted">You're all caught up.</p>
      ) : null}
    </div>
  );
}
