import type { InfiniteData } from '@tanstack/react-query';
import type { CommunityFeed, CommunityPost } from '@fj/contracts';

// Everything cached under '/api/community/posts' is one of: a feed (infinite pages), one post (a shared link), or a
// comment thread. These change a post wherever it is shown, so a like or an edit shows everywhere at once.

const isFeed = (data: unknown): data is InfiniteData<CommunityFeed> =>
  !!data &&
  typeof data === 'object' &&
  'pages' in data &&
  Array.isArray((data as InfiniteData<CommunityFeed>).pages) &&
  'posts' in ((data as InfiniteData<CommunityFeed>).pages[0] ?? { posts: [] });
const isPost = (data: unknown): data is CommunityPost =>
  !!data && typeof data === 'object' && 'likedByMe' in data && 'id' in data;

/** `data` with post `id` replaced by `change(post)` (the same object when it does not hold that post). */
export function updatePost<T>(data: T, id: string, change: (post: CommunityPost) => CommunityPost): T {
  if (isPost(data)) return (data.id === id ? change(data) : data) as T;
  if (!isFeed(data)) return data;
  if (!data.pages.some((page) => page.posts.some((post) => post.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map((post) => (post.id === id ? change(post) : post)),
    })),
  };
}

/** A feed with post `id` gone (after it was deleted or is no longer saved). */
export function removePost<T>(data: T, id: string): T {
  if (!isFeed(data)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== id) })),
  };
}

/** A feed's first page with a new post in its place: after the pinned posts, before everything older. */
export function insertNewPost(
  data: InfiniteData<CommunityFeed> | undefined,
  post: CommunityPost,
): InfiniteData<CommunityFeed> | undefined {
  if (!data || data.pages.length === 0 || data.pages.some((page) => page.posts.some((p) => p.id === post.id)))
    return data;
  const [first, ...rest] = data.pages;
  const at = first.posts.findIndex((p) => !p.isPinned);
  const posts = at === -1 ? [...first.posts, post] : [...first.posts.slice(0, at), post, ...first.posts.slice(at)];
  return { ...data, pages: [{ ...first, posts }, ...rest] };
}

/** The like as the member sees it right after tapping: toggled, the count one up or down. */
export const toggledLike = (post: CommunityPost): CommunityPost => ({
  ...post,
  likedByMe: !post.likedByMe,
  likesCount: Math.max(0, post.likesCount + (post.likedByMe ? -1 : 1)),
});
