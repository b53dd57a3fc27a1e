import { useState } from 'react';
import { Ellipsis, Flag, Pencil, Pin, PinOff, RotateCcw, Trash2 } from 'lucide-react';
import type { CommunityPost } from '@fj/contracts';
import { Button, useAuth } from '@fj/ui';
import { Dialog, DialogContent, DialogTrigger } from '@fj/ui/dialog';
import { useDeletePost, useUpdatePost } from '../api/feedApi';
import { useAdminPostAction } from '../../../shared/api/moderationApi';
import { postToFormValues, toPostRequest } from '../model/postForm';
import { PostForm } from './PostForm';
import { ReportForm } from './ReportForm';

type Mode = 'menu' | 'edit' | 'report';
const TITLES: Record<Mode, string> = { menu: 'Post options', edit: 'Edit Post', report: 'Report Post' };

/**
 * A post's other actions in an action sheet: its author edits or deletes it (Undo), others report it, and admins
 * (from the server's identity, never a client flag) pin, restore or delete it.
 */
export function PostMenu({ post }: { post: CommunityPost }) {
  const { user } = useAuth();
  const isAdmin = !!user?.isAdmin;
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('menu');
  const remove = useDeletePost();
  const pin = useAdminPostAction(post.id, 'pin');
  const restore = useAdminPostAction(post.id, 'restore');
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setMode('menu');
  };
  const close = () => openChange(false);
  const run = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <button type="button" className="fjc-action" aria-label="More actions">
          <Ellipsis size={20} aria-hidden="true" />
        </button>
      </DialogTrigger>
      <DialogContent
        key={mode}
        title={TITLES[mode]}
        description={mode === 'menu' ? post.title : undefined}
        focusFirstField={mode !== 'menu'}
      >
        {mode === 'edit' ? (
          <EditPostForm post={post} onSaved={close} />
        ) : mode === 'report' ? (
          <ReportForm postId={post.id} onSent={close} />
        ) : (
          <div className="fjc-menu">
            {post.isMine && (
              <Button variant="outline" block onClick={() => setMode('edit')}>
                <Pencil size={18} aria-hidden="true" />
                Edit post
              </Button>
            )}
            {isAdmin && (
              <Button variant="outline" block onClick={run(() => pin.mutate({ isPinned: !post.isPinned }))}>
                {post.isPinned ? <PinOff size={18} aria-hidden="true" /> : <Pin size={18} aria-hidden="true" />}
                {post.isPinned ? 'Unpin post' : 'Pin to top'}
              </Button>
            )}
            {isAdmin && post.hidden && (
              <Button variant="outline" block onClick={run(() => restore.mutate(undefined))}>
                <RotateCcw size={18} aria-hidden="true" />
                Restore post
              </Button>
            )}
            {!post.isMine && (
              <Button variant="outline" block onClick={() => setMode('report')}>
                <Flag size={18} aria-hidden="true" />
                Report post
              </Button>
            )}
            {(post.isMine || isAdmin) && (
              <Button variant="outline" block className="fj-btn--danger-text" onClick={run(() => remove(post))}>
                <Trash2 size={18} aria-hidden="true" />
                Delete post
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditPostForm({ post, onSaved }: { post: CommunityPost; onSaved: () => void }) {
  const update = useUpdatePost(post.id);
  return (
    <PostForm
      initial={postToFormValues(post)}
      submitLabel="Save Changes"
      pending={update.isPending}
      onSubmit={(values) => {
        const body = toPostRequest(values);
        if (body) update.mutate(body, { onSuccess: onSaved });
      }}
    />
  );
}
