import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CommunityFeed,
  CommunityPost,
  CommunityStats,
  CreateCommunityPostRequest,
  UpdateCommunityPostRequest,
} from '@fj/contracts';
import { apiJson, apiRequest, errorMessage, queryMeta, removeWithUndo, toast, toastFailure, ApiError } from '@fj/ui';
import { insertNewPost, removePost } from '../../../shared/model/feedCache';
import { feedUrl, type FeedFilter } from '../../../shared/model/feedFilter';
import { feedKey, POSTS_KEY, postKey, postUrl, STATS_KEY } from '../../../shared/api/keys';
import { changeCachedPost } from '../../../shared/api/postCache';

/** GET /api/community/posts, 20 posts a page; the next page loads with the cursor of the last. */
export function useFeed(filter: FeedFilter) {
  return useInfiniteQuery({
    queryKey: feedKey(filter),
    queryFn: ({ pageParam }) => apiJson<CommunityFeed>('GET', feedUrl(filter, pageParam)),
    meta: queryMeta(feedUrl(filter, null)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/community/posts/{id}: the post a shared link opens. */
export function usePost(id: string) {
  return useQuery<CommunityPost>({ queryKey: postKey(id) });
}

/** The stats row counts the member's own action at once (the server's count is refreshed at most once a minute). */
export function adjustStats(queryClient: QueryClient, change: Partial<Record<'posts' | 'likes', number>>) {
  queryClient.setQueryData<CommunityStats>(
    STATS_KEY,
    (stats) =>
      stats && {
        ...stats,
        posts: Math.max(0, stats.posts + (change.posts ?? 0)),
        likes: Math.max(0, stats.likes + (change.likes ?? 0)),
      },
  );
}

const CREATE_FAILED = 'Failed to create post. Please try again.';

/**
 * POST /api/community/posts ('Post Created'; 'Error' / 'Failed to create post. Please try again.', or the
 * server's words for the hourly limit). The post appears at once at the top of the feeds it belongs to.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommunityPostRequest) => apiJson<CommunityPost>('POST', '/api/community/posts', body),
    onSuccess: (post) => {
      for (const filter of [
        { category: null, saved: false },
        { category: post.category, saved: false },
      ]) {
        queryClient.setQueryData<InfiniteData<CommunityFeed>>(feedKey(filter), (data) => insertNewPost(data, post));
      }
      adjustStats(queryClient, { posts: 1 });
      toast({ title: 'Post Created', description: 'Your post is live in the community.' });
      void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Error',
        description:
          error instanceof ApiError && error.status === 429 ? errorMessage(error, CREATE_FAILED) : CREATE_FAILED,
      }),
  });
}

/** PUT /api/community/posts/{id}: the author's edit shows wherever the post is. */
export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCommunityPostRequest) => apiJson<CommunityPost>('PUT', postUrl(id), body),
    onSuccess: (post) => {
      changeCachedPost(queryClient, id, () => post);
      toast({ title: 'Post Updated' });
      void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update the post. Please try again.'),
      }),
  });
}

/**
 * Delete a post with Undo (decision 0901): it disappears at once; the DELETE is sent when the toast closes.
 * Authors delete their own posts, admins anyone's.
 */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return (post: Pick<CommunityPost, 'id' | 'title'>) =>
    removeWithUndo({
      id: post.id,
      title: 'Post Deleted',
      description: post.title,
      commit: async () => {
        try {
          await apiRequest('DELETE', postUrl(post.id));
          queryClient.setQueriesData<unknown>({ queryKey: POSTS_KEY }, (data: unknown) => removePost(data, post.id));
          queryClient.removeQueries({ queryKey: postKey(post.id) });
          adjustStats(queryClient, { posts: -1 });
          await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
        } catch (error) {
          toastFailure(error, {
            title: 'Delete Failed',
            description: errorMessage(error, 'Failed to delete the post. Please try again.'),
          });
          throw error;
        }
      },
    });
}
