import { useState } from 'react';
import { ExternalLink, Star } from 'lucide-react';
import type { FeedItem } from '@fj/contracts';
import { Button, EmptyState, LoadError, Skeleton, formatDate } from '@fj/ui';
import { Dialog, DialogContent } from '@fj/ui/dialog';
import { useArticles, useMarkRead, useStar } from '../api/feedsApi';
import type { ArticleView } from '../model/itemsQuery';

const when = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The articles of the chosen view, newest first, page by page; a tap opens the article (and marks it read). */
export function ArticleList({ view }: { view: ArticleView }) {
  const articles = useArticles(view, true);
  const markRead = useMarkRead();
  const star = useStar();
  const [openId, setOpenId] = useState<string | null>(null);
  if (articles.isPending) {
    return (
      <div className="fjf-articles" role="status" aria-label="Loading articles">
        <Skeleton style={{ height: 72 }} />
        <Skeleton style={{ height: 72 }} />
        <Skeleton style={{ height: 72 }} />
      </div>
    );
  }
  if (articles.isError && !articles.data)
    return <LoadError what="the articles" onRetry={() => void articles.refetch()} />;
  const items = articles.data.pages.flatMap((p) => p.items);
  const open = items.find((i) => i.id === openId) ?? null;
  if (items.length === 0) {
    const title =
      view.filter === 'unread'
        ? 'All caught up'
        : view.filter === 'starred'
          ? 'No starred articles'
          : 'No articles yet';
    const description =
      view.filter === 'unread'
        ? 'No unread articles here. New ones arrive as the feeds are refreshed.'
        : view.filter === 'starred'
          ? 'Star an article to keep it: starred articles are never cleaned up.'
          : 'Articles appear here once the feed has published some.';
    return <EmptyState title={title} description={description} />;
  }
  const toggleStar = (item: FeedItem) => star.mutate({ id: item.id, starred: !item.isStarred });
  return (
    <div className="fjf-articles">
      <ul className="fjf-articles__list" aria-label="Articles">
        {items.map((item) => (
          <li key={item.id} className="fjf-article" data-unread={!item.isRead}>
            <button
              type="button"
              className="fjf-article__open"
              onClick={() => {
                setOpenId(item.id);
                if (!item.isRead) markRead.mutate({ ids: [item.id] });
              }}
            >
              <span className="fjf-article__title">
                {!item.isRead && <span className="fjf-dot" aria-label="Unread" />}
                {item.title}
              </span>
              <span className="fjf-article__meta">
                {item.feedTitle} · {when(item.publishedAt)}
              </span>
            </button>
            <button
              type="button"
              className="fj-icon-btn fjf-star"
              aria-pressed={item.isStarred}
              aria-label={`Star ${item.title}`}
              onClick={() => toggleStar(item)}
            >
              <Star size={20} aria-hidden="true" fill={item.isStarred ? 'currentColor' : 'none'} />
            </button>
          </li>
        ))}
      </ul>
      {articles.hasNextPage && (
        <Button
          variant="outline"
          block
          onClick={() => void articles.fetchNextPage()}
          disabled={articles.isFetchingNextPage}
        >
          {articles.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpenId(null)}>
        {open && (
          <DialogContent title={open.title} description={`${open.feedTitle} · ${when(open.publishedAt)}`}>
            {/* Sanitised on the server (allow-list, docs/decisions/1802-article-sanitiser.md). */}
            <div
              className="fjf-article__body"
              dangerouslySetInnerHTML={{ __html: open.contentHtml || '<p>This article has no text in its feed.</p>' }}
            />
            <div className="fj-form__actions">
              {open.link && (
                <a
                  className="fj-btn fj-btn--outline fj-btn--md"
                  href={open.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <ExternalLink size={18} aria-hidden="true" />
                  Open original
                </a>
              )}
              <Button variant="outline" aria-pressed={open.isStarred} onClick={() => toggleStar(open)}>
                <Star size={18} aria-hidden="true" fill={open.isStarred ? 'currentColor' : 'none'} />
                {open.isStarred ? 'Starred' : 'Star'}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  markRead.mutate({ ids: [open.id], read: false });
                  setOpenId(null);
                }}
              >
                Mark unread
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
