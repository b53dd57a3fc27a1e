import type { CommunityCategory, CommunityPost, CreateCommunityPostRequest } from '@fj/contracts';
import { POST_CONTENT_REQUIRED, POST_TITLE_REQUIRED } from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';
import { DEFAULT_CATEGORY } from '../../../shared/model/categories';

/** The New Post and Edit Post form (one form for both). */
export interface PostFormValues {
  title: string;
  content: string;
  category: CommunityCategory;
}

export const EMPTY_POST_FORM: PostFormValues = { title: '', content: '', category: DEFAULT_CATEGORY };

export const postToFormValues = (post: Pick<CommunityPost, 'title' | 'content' | 'category'>): PostFormValues => ({
  title: post.title,
  content: post.content,
  category: post.category,
});

/** Title and content are required (each said inline; the 'Missing Information' toast too). */
export function validatePostForm(values: PostFormValues): FieldErrors<'title' | 'content'> {
  const errors: FieldErrors<'title' | 'content'> = {};
  if (isBlank(values.title)) errors.title = POST_TITLE_REQUIRED;
  if (isBlank(values.content)) errors.content = POST_CONTENT_REQUIRED;
  return errors;
}

/** POST /api/community/posts and PUT /api/community/posts/:id: trimmed; null when a required field is blank. */
export function toPostRequest(values: PostFormValues): Required<CreateCommunityPostRequest> | null {
  const title = values.title.trim();
  const content = values.content.trim();
  if (!title || !content) return null;
  return { title, content, category: values.category };
}
