import type { FeedFilter } from '../model/feedFilter';

// Query keys. Everything about posts lives under POSTS_KEY, so invalidating it refreshes feeds, shared posts and
// threads together; a single post keeps the default query function's key (GET /api/community/posts/{id}).
export const POSTS_KEY = ['/api/community/posts'] as const;
export const STATS_KEY = ['/api/community/stats'] as const;
export const feedKey = (filter: FeedFilter) =>
  [...POSTS_KEY, { feed: true, category: filter.category, saved: filter.saved }] as const;
export const postKey = (id: string) => [...POSTS_KEY, encodeURIComponent(id)] as const;
export const commentsKey = (postId: string) => [...POSTS_KEY, encodeURIComponent(postId), 'comments'] as const;
export const postUrl = (id: string) => `/api/community/posts/${encodeURIComponent(id)}`;
