import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, Page } from '@fj/ui';
import { filterFromParams, paramsFromFilter, type FeedFilter } from '../../../shared/model/feedFilter';
import { CategoryFilter } from './CategoryFilter';
import { NewPostDialog } from './NewPostDialog';
import { PostList } from './PostList';
import { SharedPost } from './SharedPost';
import { StatsRow } from './StatsRow';
import '../../../shared/community.css';

/**
 * /community (docs/product.md#community): the stats row, the category buttons (and Saved), New Post, and the feed — or,
 * for a shared link (?post={id}), that one post. The filter lives in the URL, so reload and Back keep it.
 */
export function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const sharedId = params.get('post');
  const showFeed = (next: FeedFilter) => setParams(paramsFromFilter(next));

  return (
    <Page
      title="Community"
      actions={
        <NewPostDialog
          trigger={
            <Button size="icon" className="fjc-round" aria-label="New Post">
              <Plus size={22} aria-hidden="true" />
            </Button>
          }
        />
      }
    >
      <div className="fjc-layout">
        <aside className="fjc-aside" aria-label="Community overview">
          <StatsRow />
          <CategoryFilter filter={filter} onChange={showFeed} />
        </aside>
        <div className="fjc-main">
          {sharedId ? <SharedPost id={sharedId} onShowAll={() => showFeed(filter)} /> : <PostList filter={filter} />}
        </div>
      </div>
    </Page>
  );
}
