import type { CommunityCategory } from '@fj/contracts';
import { isCategory } from './categories';

/** What the feed shows: one category or all, and everything or only the caller's saved posts. Kept in the URL. */
export interface FeedFilter {
  category: CommunityCategory | null;
  saved: boolean;
}

export function filterFromParams(params: URLSearchParams): FeedFilter {
  const category = params.get('category');
  return { category: isCategory(category) ? category : null, saved: params.get('saved') === '1' };
}

/** The URL's query for a filter (other parameters, such as ?post=, are dropped: a filter goes back to the feed). */
export function paramsFromFilter({ category, saved }: FeedFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (saved) params.set('saved', '1');
  return params;
}

/** GET /api/community/posts for a filter and a page (cursor null = the first). */
export function feedUrl({ category, saved }: FeedFilter, cursor: string | null): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (saved) query.set('bookmarked', 'true');
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/api/community/posts?${text}` : '/api/community/posts';
}

export function emptyFeedText(
  { category, saved }: FeedFilter,
  categoryLabel: string | null,
): { title: string; description: string } {
  if (saved) return { title: 'No saved posts yet', description: 'Tap the bookmark on a post to keep it here.' };
  if (category)
    return { title: 'No posts yet', description: `Nobody has posted in ${categoryLabel} yet. Start the conversation!` };
  return {
    title: 'No posts yet',
    description: 'Be the first to share a win, a question or a lesson with fellow founders.',
  };
}
