import type { CommunityPost } from '@fj/contracts';

/** The link that opens one post: /community?post={id} on this app's origin. */
export const postLink = (origin: string, id: string) => `${origin}/community?post=${encodeURIComponent(id)}`;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Share a post: the device's share sheet (Web Share API) where there is one, else copy the link. A share sheet the
 * person closes is 'cancelled' (nothing to say); a share sheet that fails falls back to copying.
 */
export async function sharePost(
  post: Pick<CommunityPost, 'id' | 'title'>,
  {
    origin,
    share,
    copy,
  }: { origin: string; share?: (data: ShareData) => Promise<void>; copy?: (text: string) => Promise<void> },
): Promise<ShareOutcome> {
  const url = postLink(origin, post.id);
  if (share) {
    try {
      await share({ title: post.title, text: post.title, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  if (!copy) return 'failed';
  try {
    await copy(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
