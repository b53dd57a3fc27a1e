/** What the article list shows: every feed or one feed, all or unread or starred articles. */
export type ArticleFilter = 'unread' | 'all' | 'starred';
export interface ArticleView {
  filter: ArticleFilter;
  feedId: string | null;
}

/**
 * The first page of unified unread articles asks for 100: exactly this URL is what the service worker keeps for
 * offline reading (the last 100 unread articles, shell/src/sw.ts).
 */
export const OFFLINE_UNREAD_URL = '/api/feeds/items?unread=true&limit=100';

export function itemsUrl({ filter, feedId }: ArticleView, cursor: string | null): string {
  if (filter === 'unread' && !feedId && !cursor) return OFFLINE_UNREAD_URL;
  const params = new URLSearchParams();
  if (feedId) params.set('feedId', feedId);
  if (filter === 'unread') params.set('unread', 'true');
  if (filter === 'starred') params.set('starred', 'true');
  params.set('limit', filter === 'unread' && !feedId ? '100' : '30');
  if (cursor) params.set('cursor', cursor);
  return `/api/feeds/items?${params}`;
}
