import type { QueryClient } from '@tanstack/react-query';
import type { CommunityPost } from '@fj/contracts';
import { updatePost } from '../model/feedCache';
import { POSTS_KEY } from './keys';

/** Change post `id` in every cached feed and shared post. */
export function changeCachedPost(queryClient: QueryClient, id: string, change: (post: CommunityPost) => CommunityPost) {
  queryClient.setQueriesData<unknown>({ queryKey: POSTS_KEY }, (data: unknown) => updatePost(data, id, change));
}
