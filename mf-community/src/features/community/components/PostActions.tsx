import { Bookmark, Heart, MessageCircle, Share2 } from 'lucide-react';
import type { CommunityPost } from '@fj/contracts';
import { cn, toast, formatNumber } from '@fj/ui';
import { useToggleBookmark, useToggleLike } from '../api/reactionsApi';
import { sharePost } from '../model/share';
import { CommentsSheet } from './CommentsSheet';
import { PostMenu } from './PostMenu';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** Like (filled when liked, answers in the tap), the thread, Share, bookmark, and the post's other actions. */
export function PostActions({ post }: { post: CommunityPost }) {
  const toggleLike = useToggleLike();
  const toggleBookmark = useToggleBookmark();
  const share = async () => {
    const outcome = await sharePost(post, {
      origin: window.location.origin,
      share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
      copy: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
    });
    if (outcome === 'copied')
      toast({ title: 'Link copied', description: 'Anyone in the community can open the post with it.' });
    if (outcome === 'failed')
      toast({ title: 'Copy Failed', description: 'Failed to copy the link to this post.', variant: 'destructive' });
  };
  return (
    <div className="fjc-actions">
      <button
        type="button"
        className={cn('fjc-action', post.likedByMe && 'fjc-action--liked')}
        aria-pressed={post.likedByMe}
        aria-label={`Like, ${plural(post.likesCount, 'like', 'likes')}`}
        onClick={() => toggleLike(post)}
      >
        <Heart size={20} aria-hidden="true" fill={post.likedByMe ? 'currentColor' : 'none'} />
        <span aria-hidden="true">{post.likesCount}</span>
      </button>
      <CommentsSheet
        post={post}
        trigger={
          <button
            type="button"
            className="fjc-action"
            aria-label={`Comments, ${plural(post.commentsCount, 'comment', 'comments')}`}
          >
            <MessageCircle size={20} aria-hidden="true" />
            <span aria-hidden="true">{post.commentsCount}</span>
          </button>
        }
      />
      <button type="button" className="fjc-action" aria-label="Share" onClick={() => void share()}>
        <Share2 size={20} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={cn('fjc-action', post.bookmarkedByMe && 'fjc-action--saved')}
        aria-pressed={post.bookmarkedByMe}
        aria-label="Bookmark"
        onClick={() => toggleBookmark(post)}
      >
        <Bookmark size={20} aria-hidden="true" fill={post.bookmarkedByMe ? 'currentColor' : 'none'} />
      </button>
      <span className="fjc-actions__spacer" />
      <PostMenu post={post} />
    </div>
  );
}
