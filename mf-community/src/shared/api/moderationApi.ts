import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityPost, ReportPostRequest, ReportResult } from '@fj/contracts';
import { apiJson, errorMessage, toast, toastFailure } from '@fj/ui';
import { changeCachedPost } from './postCache';
import { POSTS_KEY, postUrl } from './keys';

/** POST /api/community/posts/{id}/report. */
export function useReportPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportPostRequest) => apiJson<ReportResult>('POST', `${postUrl(postId)}/report`, body),
    onSuccess: (result) => {
      toast(
        result.alreadyReported
          ? {
              title: 'Already Reported',
              description: 'You have reported this post before. Our moderators will review it.',
            }
          : { title: 'Report Sent', description: 'Thank you. Our moderators will review this post.' },
      );
      // Enough reports hide it: read the feeds again.
      void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Report Failed',
        description: errorMessage(error, 'Failed to send your report. Please try again.'),
      }),
  });
}

/** Admins: POST …/pin (pin or unpin) and POST …/restore (show a post hidden by reports again). */
export function useAdminPostAction(postId: string, action: 'pin' | 'restore') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: { isPinned: boolean }) => apiJson<CommunityPost>('POST', `${postUrl(postId)}/${action}`, body),
    onSuccess: (post) => {
      changeCachedPost(queryClient, postId, () => post);
      toast({ title: action === 'restore' ? 'Post Restored' : post.isPinned ? 'Post Pinned' : 'Post Unpinned' });
      // Pinning moves the post to the top (or back into place).
      void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Error',
        description: errorMessage(error, 'Something went wrong. Please try again.'),
      }),
  });
}
