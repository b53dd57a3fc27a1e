import { useState, type ReactElement } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { CommunityPost, PostComment } from '@fj/contracts';
import { COMMENT_MAX, COMMENT_REQUIRED } from '@fj/contracts/messages';
import {
  Button,
  FormField,
  LoadError,
  Skeleton,
  Textarea,
  isBlank,
  useAuth,
  useValidatedForm,
  useWithoutPendingRemovals,
} from '@fj/ui';
import { Dialog, DialogContent, DialogTrigger } from '@fj/ui/dialog';
import { useComments, useCreateComment, useDeleteComment, useUpdateComment } from '../api/commentsApi';
import { postDate } from '../model/postDates';

/** A post's thread in a sheet: the comments, oldest first, and a box to add one. */
export function CommentsSheet({ post, trigger }: { post: CommunityPost; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Comments" description={post.title}>
        {open && <Thread post={post} />}
      </DialogContent>
    </Dialog>
  );
}

function Thread({ post }: { post: CommunityPost }) {
  const thread = useComments(post.id);
  const comments = useWithoutPendingRemovals(thread.data?.pages.flatMap((page) => page.comments) ?? []);
  return (
    <div className="fjc-thread">
      {thread.isPending ? (
        <div role="status" aria-label="Loading comments" className="fjc-thread__list">
          <Skeleton style={{ height: 56 }} />
          <Skeleton style={{ height: 56 }} />
        </div>
      ) : thread.isError ? (
        <LoadError what="the comments" onRetry={() => void thread.refetch()} />
      ) : comments.length === 0 ? (
        <p className="fj-muted fjc-thread__empty">No comments yet. Start the conversation.</p>
      ) : (
        <ul
          className="fjc-thread__list"
          aria-label={`${comments.length} ${comments.length === 1 ? 'comment' : 'comments'}`}
        >
          {comments.map((comment) => (
            <CommentItem key={comment.id} postId={post.id} comment={comment} />
          ))}
        </ul>
      )}
      {thread.hasNextPage && (
        <Button variant="ghost" block disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
          {thread.isFetchingNextPage ? 'Loading…' : 'Show more comments'}
        </Button>
      )}
      <NewComment postId={post.id} />
    </div>
  );
}

function CommentItem({ postId, comment }: { postId: string; comment: PostComment }) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment(postId);
  const remove = useDeleteComment(postId);
  const canDelete = comment.isMine || !!user?.isAdmin;
  return (
    <li className="fjc-comment">
      <span className="fj-avatar fj-avatar--initials fj-avatar--sm" aria-hidden="true">
        {comment.author.initials}
      </span>
      <div className="fjc-comment__body">
        <p className="fjc-comment__meta">
          <span className="fjc-post__author">{comment.author.name}</span>{' '}
          <time className="fjc-post__date" dateTime={comment.createdAt}>
            {postDate(comment.createdAt)}
            {comment.editedAt && ' · edited'}
          </time>
        </p>
        {editing ? (
          <CommentForm
            label="Edit your comment"
            initial={comment.content}
            submitLabel="Save"
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(content) => update.mutate({ id: comment.id, content }, { onSuccess: () => setEditing(false) })}
          />
        ) : (
          <p className="fjc-comment__text">{comment.content}</p>
        )}
      </div>
      {!editing && (comment.isMine || canDelete) && (
        <div className="fjc-comment__tools">
          {comment.isMine && (
            <button type="button" className="fj-icon-btn" aria-label="Edit comment" onClick={() => setEditing(true)}>
              <Pencil size={16} aria-hidden="true" />
            </button>
          )}
          {canDelete && (
            <button type="button" className="fj-icon-btn" aria-label="Delete comment" onClick={() => remove(comment)}>
              <Trash2 size={16} aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function NewComment({ postId }: { postId: string }) {
  const create = useCreateComment(postId);
  // Remounted after each comment, so the box starts empty again.
  const [round, setRound] = useState(0);
  return (
    <CommentForm
      key={round}
      label="Add a comment"
      submitLabel="Comment"
      pending={create.isPending}
      onSubmit={(content) => create.mutate({ content }, { onSuccess: () => setRound((n) => n + 1) })}
    />
  );
}

/** A comment box: required (said inline), up to 2,000 characters. */
function CommentForm({
  label,
  initial = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (content: string) => void;
  onCancel?: () => void;
}) {
  const { values, set, errors, submit } = useValidatedForm(
    { content: initial },
    (v) => (isBlank(v.content) ? { content: COMMENT_REQUIRED } : {}),
    (v) => onSubmit(v.content.trim()),
  );
  return (
    <form className="fj-form fjc-comment-form" onSubmit={submit} noValidate>
      <FormField label={label} error={errors.content}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={COMMENT_MAX}
            value={values.content}
            onChange={(e) => set('content', e.target.value)}
            placeholder="Write a comment…"
          />
        )}
      </FormField>
      <div className="fj-form__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
