import { useId, useState } from 'react';
import { EyeOff, Pin } from 'lucide-react';
import type { CommunityPost } from '@fj/contracts';
import { Badge, DATE_TIME, formatDate } from '@fj/ui';
import { CATEGORY_LABELS } from '../../../shared/model/categories';
import { postDate } from '../model/postDates';
import { PostActions } from './PostActions';

/** Long posts show their start and a 'Show more' (the whole text is one tap away). */
const isLong = (text: string) => text.length > 600 || text.split('\n').length > 8;

/**
 * One post: the author's initials, name and date, the category and Pinned badges, title, content as plain
 * text (React escapes it; nothing the author typed becomes HTML), and the actions.
 */
export function PostCard({ post, position }: { post: CommunityPost; position?: number }) {
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = isLong(post.content);
  return (
    <article
      className={`fj-card fjc-post${post.hidden ? ' fjc-post--hidden' : ''}`}
      aria-labelledby={titleId}
      aria-posinset={position}
      aria-setsize={position ? -1 : undefined}
    >
      <header className="fjc-post__head">
        <span className="fj-avatar fj-avatar--initials" aria-hidden="true">
          {post.author.initials}
        </span>
        <div className="fjc-post__byline">
          <span className="fjc-post__author">{post.author.name}</span>
          <span className="fjc-post__date">
            <time dateTime={post.createdAt} title={formatDate(post.createdAt, DATE_TIME)}>
              {postDate(post.createdAt)}
            </time>
            {post.editedAt && ' · edited'}
          </span>
        </div>
        <div className="fjc-post__badges">
          {post.isPinned && (
            <Badge variant="premium">
              <Pin size={12} aria-hidden="true" />
              Pinned
            </Badge>
          )}
          <Badge variant="secondary">{CATEGORY_LABELS[post.category]}</Badge>
        </div>
      </header>
      {post.hidden && (
        <p className="fjc-post__notice">
          <EyeOff size={16} aria-hidden="true" />
          Hidden after reports: only its author and admins see it until an admin restores it.
        </p>
      )}
      <h2 id={titleId} className="fjc-post__title">
        {post.title}
      </h2>
      <p className={`fjc-post__content${long && !expanded ? ' fjc-post__content--clamped' : ''}`}>{post.content}</p>
      {long && (
        <button type="button" className="fjc-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
      <PostActions post={post} />
    </article>
  );
}
