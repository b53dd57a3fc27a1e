import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PodcastEpisodePage, PodcastList, SocialAccount } from '@fj/contracts';
import { apiJson, apiRequest, errorMessage, toast, toastFailure } from '@fj/ui';

export const PODCASTS_KEY = ['/api/podcasts'] as const;

export function usePodcasts() {
  return useQuery<PodcastList>({ queryKey: PODCASTS_KEY });
}

export function useEpisodes(accountId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['podcast-episodes', accountId],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiJson<PodcastEpisodePage>(
        'GET',
        `/api/podcasts/${encodeURIComponent(accountId)}/episodes${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Link a podcast: a social account of platform podcast (the server reads the feed and stores its episodes). */
export function useAddPodcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { businessId: string; rssUrl: string }) =>
      apiJson<SocialAccount>('POST', '/api/social-accounts', { ...body, platform: 'podcast' }),
    onSuccess: (account) => {
      void queryClient.invalidateQueries({ queryKey: PODCASTS_KEY });
      toast({ title: 'Podcast Added', description: `${account.displayName ?? account.username} is now tracked.` });
    },
  });
}

export function useRemovePodcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => apiRequest('DELETE', `/api/social-accounts/${encodeURIComponent(accountId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PODCASTS_KEY }),
    onError: (error) =>
      toastFailure(error, { title: 'Remove Failed', description: errorMessage(error, 'Failed to remove the podcast') }),
  });
}
