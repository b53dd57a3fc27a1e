import { lazy, Suspense } from 'react';
import { Rss } from 'lucide-react';
import { FEED_READER_PREMIUM_MESSAGE } from '@fj/contracts/messages';
import { ApiError, Card, LoadError, Page, Skeleton, UpgradeLink } from '@fj/ui';
import { useFeeds } from '../api/feedsApi';
import './feeds.css';

// The reader's lists, dialogs and OPML tools load after the server said yes: a Free account never downloads them.
const Reader = lazy(() => import('./Reader'));

const loading = (
  <div className="fjf-stack" role="status" aria-label="Loading feeds">
    <Skeleton style={{ height: 48 }} />
    <Skeleton style={{ height: 200 }} />
  </div>
);

/**
 * /feeds — the RSS reader (Premium, docs/product.md#rss-reader): subscriptions by folder with unread counts and errors,
 * the unified or per-feed article list, read/star, mark all read, OPML in and out. The plan is the server's answer: a
 * 403 shows the upgrade card.
 */
export function FeedsPage() {
  const feeds = useFeeds();
  const refused = feeds.error instanceof ApiError && feeds.error.status === 403;
  return (
    <Page title="RSS Feeds">
      {feeds.isPending ? (
        loading
      ) : refused ? (
        <Card className="fjf-upgrade">
          <Rss size={28} aria-hidden="true" />
          <h2 className="fjf-upgrade__title">{FEED_READER_PREMIUM_MESSAGE}</h2>
          <p>
            Follow the blogs, newsletters and news sites you read in one place, with unread counts, stars, folders, OPML
            import and offline reading.
          </p>
          <UpgradeLink />
        </Card>
      ) : feeds.isError ? (
        <LoadError what="your feeds" onRetry={() => void feeds.refetch()} />
      ) : (
        <Suspense fallback={loading}>
          <Reader data={feeds.data} />
        </Suspense>
      )}
    </Page>
  );
}
