import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentPage, CreateCommentRequest, PostComment } from '@fj/contracts';
import { apiJson, apiRequest, ApiError, errorMessage, removeWithUndo, toast, toastFailure } from '@fj/ui';
import { changeCachedPost } from '../../../shared/api/postCache';
import { commentsKey, postUrl } from '../../../shared/api/keys';

/** GET /api/community/posts/{id}/comments: the thread, oldest first, 50 a page. */
export function useComments(postId: string) {
  return useInfiniteQuery({
    queryKey: commentsKey(postId),
    queryFn: ({ pageParam }) =>
      apiJson<CommentPage>(
        'GET',
        `${postUrl(postId)}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

const COMMENT_FAILED = 'Failed to add your comment. Please try again.';

/** POST /api/community/posts/{id}/comments; the post's comment count follows everywhere it is shown. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentRequest) => apiJson<PostComment>('POST', `${postUrl(postId)}/comments`, body),
    onSuccess: async () => {
      changeCachedPost(queryClient, postId, (p) => ({ ...p, commentsCount: p.commentsCount + 1 }));
      await queryClient.invalidateQueries({ queryKey: commentsKey(postId) });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Error',
        description:
          error instanceof ApiError && error.status === 429 ? errorMessage(error, COMMENT_FAILED) : COMMENT_FAILED,
      }),
  });
}

/** PUT /api/community/comments/{id}: its author corrects a comment. */
export function useUpdateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      apiJson<PostComment>('PUT', `/api/community/comments/${encodeURIComponent(id)}`, { content }),
    onSuccess: async () => {
      toast({ title: 'Comment Updated' });
      await queryClient.invalidateQueries({ queryKey: commentsKey(postId) });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update your comment. Please try again.'),
      }),
  });
}

/** Delete a comment with Undo (its author, or an admin); the DELETE is sent when the toast closes. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return (comment: Pick<PostComment, 'id' | 'content'>) =>
    removeWithUndo({
      id: comment.id,
      title: 'Comment Deleted',
      commit: async () => {
        try {
          await apiRequest('DELETE', `/api/community/comments/${encodeURIComponent(comment.id)}`);
          changeCachedPost(queryClient, postId, (p) => ({ ...p, commentsCount: Math.max(0, p.commentsCount - 1) }));
          await queryClient.invalidateQueries({ queryKey: commentsKey(postId) });
        } catch (error) {
          toastFailure(error, {
            title: 'Delete Failed',
            description: errorMessage(error, 'Failed to delete the comment. Please try again.'),
          });
          throw error;
        }
      },
    });
}
