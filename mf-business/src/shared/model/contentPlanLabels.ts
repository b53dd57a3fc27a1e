import type { ContentType } from '@fj/contracts';

/** Content types, as the screen names them (a Record: the compiler rejects a missing or unknown type). */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  post: 'Post',
  reel: 'Reel',
  story: 'Story',
  article: 'Article',
  video: 'Video',
};

export const CONTENT_TYPE_ORDER = Object.keys(CONTENT_TYPE_LABELS) as ContentType[];
