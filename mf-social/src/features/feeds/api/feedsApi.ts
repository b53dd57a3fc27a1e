import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CreateFeed, Feed, FeedItem, FeedItemPage, FeedList } from '@fj/contracts';
import { apiJson, apiRequest, errorMessage, toast, toastFailure } from '@fj/ui';
import { itemsUrl, type ArticleView } from '../model/itemsQuery';

export const FEEDS_KEY = ['/api/feeds'] as const;
const ITEMS_KEY = ['feed-items'] as const;

/** GET /api/feeds: subscriptions with unread counts (a 403 here means the reader is not on the user's plan). */
export function useFeeds() {
  return useQuery<FeedList>({ queryKey: FEEDS_KEY });
}

/** Articles of one view, page by page (keyset cursor). */
export function useArticles(view: ArticleView, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...ITEMS_KEY, view.filter, view.feedId],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      fetch(itemsUrl(view, pageParam), { credentials: 'include', signal }).then(async (res) => {
        if (!res.ok) throw new Error(`${res.status}`);
        return (await res.json()) as FeedItemPage;
      }),
    getNextPageParam: (last) => last.nextCursor,
    // Each visit to a view asks again (a read article leaves the unread list then, not under the reader's finger).
    staleTime: 0,
  });
}

function useRefreshReader() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: FEEDS_KEY });
    void queryClient.invalidateQueries({ queryKey: ITEMS_KEY });
  };
}

/** Changes one article in every cached page at once (read or star), so the list answers the tap immediately. */
function usePatchArticle() {
  const queryClient = useQueryClient();
  return (id: string, patch: Partial<FeedItem>) =>
    queryClient.setQueriesData<InfiniteData<FeedItemPage>>(
      { queryKey: ITEMS_KEY },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) })),
        },
    );
}

export function useSubscribe() {
  const refresh = useRefreshReader();
  return useMutation({
    mutationFn: (body: CreateFeed) => apiJson<Feed>('POST', '/api/feeds', body),
    onSuccess: (feed) => {
      refresh();
      toast({
        title: 'Feed Added',
        description: `${feed.title}: ${feed.unreadCount} ${feed.unreadCount === 1 ? 'article' : 'articles'}.`,
      });
    },
  });
}

export function useUnsubscribe() {
  const refresh = useRefreshReader();
  return useMutation({
    mutationFn: (feed: Feed) => apiRequest('DELETE', `/api/feeds/${encodeURIComponent(feed.id)}`),
    onSuccess: (_, feed) => {
      refresh();
      toast({ title: 'Unsubscribed', description: `${feed.title} and its articles were removed.` });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Unsubscribe Failed', description: errorMessage(error, 'Failed to unsubscribe') }),
  });
}

export function useMoveFeed() {
  const refresh = useRefreshReader();
  return useMutation({
    mutationFn: ({ id, folder, title }: { id: string; folder: string | null; title: string }) =>
      apiJson<Feed>('PATCH', `/api/feeds/${encodeURIComponent(id)}`, { folder, title }),
    onSuccess: refresh,
    onError: (error) =>
      toastFailure(error, { title: 'Save Failed', description: errorMessage(error, 'Failed to save the feed') }),
  });
}

/** Mark read/unread: the list changes at once; the unread counts follow from the server. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const patch = usePatchArticle();
  const refresh = useRefreshReader();
  return useMutation({
    mutationFn: (body: { ids: string[]; read?: boolean } | { feedId: string } | { all: true }) =>
      apiJson<{ updated: number; totalUnread: number }>('POST', '/api/feeds/items/read', body),
    onMutate: (body) => {
      if ('ids' in body) body.ids.forEach((id) => patch(id, { isRead: body.read ?? true }));
    },
    onSuccess: (_, body) => {
      if ('ids' in body) void queryClient.invalidateQueries({ queryKey: FEEDS_KEY });
      else refresh();
    },
    onError: (error) =>
      toastFailure(error, {
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update the articles'),
      }),
  });
}

export function useStar() {
  const queryClient = useQueryClient();
  const patch = usePatchArticle();
  return useMutation({
    mutationFn: ({ id, starred }: { id: string; starred: boolean }) =>
      apiJson('POST', `/api/feeds/items/${encodeURIComponent(id)}/star`, { starred }),
    onMutate: ({ id, starred }) => patch(id, { isStarred: starred }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDS_KEY }),
    onError: (error, { id, starred }) => {
      patch(id, { isStarred: !starred });
      toastFailure(error, { title: 'Star Failed', description: errorMessage(error, 'Failed to star the article') });
    },
  });
}

export { useRefreshReader };
