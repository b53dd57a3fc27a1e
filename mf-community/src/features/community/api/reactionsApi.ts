import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkResult, CommunityPost, LikeResult } from '@fj/contracts';
import { apiJson, toastFailure } from '@fj/ui';
import { toggledLike } from '../../../shared/model/feedCache';
import { changeCachedPost } from '../../../shared/api/postCache';
import { adjustStats } from './feedApi';
import { feedKey, postUrl } from '../../../shared/api/keys';

// Toggles answer in the tap: the heart fills (and the count moves) before the server answers, and the server's answer
// then sets the exact state. Taps on one post run one after another; only the last answer is applied, so a quick
// like-unlike-like never flickers back.
const inFlight = new Map<string, number>();
const begin = (key: string) => inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
/** True when this was the last request in flight for `key`. */
const end = (key: string) => {
  const left = (inFlight.get(key) ?? 1) - 1;
  if (left === 0) inFlight.delete(key);
  else inFlight.set(key, left);
  return left === 0;
};

/** POST /api/community/like { postId }: toggles the member's like. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: { id: 'community-like' },
    mutationFn: (post: CommunityPost) => apiJson<LikeResult>('POST', '/api/community/like', { postId: post.id }),
    onMutate: (post) => {
      begin(`like:${post.id}`);
      changeCachedPost(queryClient, post.id, toggledLike);
      adjustStats(queryClient, { likes: post.likedByMe ? -1 : 1 });
    },
    onSuccess: (result, post) => {
      if (end(`like:${post.id}`))
        changeCachedPost(queryClient, post.id, (p) => ({
          ...p,
          likedByMe: result.liked,
          likesCount: result.likesCount,
        }));
    },
    onError: (error, post) => {
      end(`like:${post.id}`);
      // The tap did not count: put back what it changed.
      changeCachedPost(queryClient, post.id, toggledLike);
      adjustStats(queryClient, { likes: post.likedByMe ? 1 : -1 });
      toastFailure(error, { title: 'Error', description: 'Failed to update your like. Please try again.' });
    },
  });
  return (post: CommunityPost) => mutation.mutate(post);
}

/** POST /api/community/posts/{id}/bookmark: toggles the member's bookmark; the Saved list follows. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: { id: 'community-bookmark' },
    mutationFn: (post: CommunityPost) => apiJson<BookmarkResult>('POST', `${postUrl(post.id)}/bookmark`),
    onMutate: (post) => {
      begin(`bookmark:${post.id}`);
      changeCachedPost(queryClient, post.id, (p) => ({ ...p, bookmarkedByMe: !p.bookmarkedByMe }));
    },
    onSuccess: (result, post) => {
      if (!end(`bookmark:${post.id}`)) return;
      changeCachedPost(queryClient, post.id, (p) => ({ ...p, bookmarkedByMe: result.bookmarked }));
      // Saved lists are read again when next shown (the post joins or leaves them in feed order).
      void queryClient.invalidateQueries({ predicate: (query) => isSavedFeed(query.queryKey) });
    },
    onError: (error, post) => {
      end(`bookmark:${post.id}`);
      changeCachedPost(queryClient, post.id, (p) => ({ ...p, bookmarkedByMe: !p.bookmarkedByMe }));
      toastFailure(error, { title: 'Error', description: 'Failed to update your saved posts. Please try again.' });
    },
  });
  return (post: CommunityPost) => mutation.mutate(post);
}

const isSavedFeed = (key: readonly unknown[]) => {
  const filter = key[1] as { feed?: boolean; saved?: boolean } | undefined;
  return key[0] === feedKey({ category: null, saved: true })[0] && !!filter?.feed && !!filter.saved;
};
