import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsRead, NotificationPage } from '@fj/contracts';
import { apiJson, toastFailure } from '@fj/ui';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
const INBOX_KEY = [...NOTIFICATIONS_KEY, 'inbox'] as const;

/**
 * The bell's unread count (the first page of GET /api/notifications). Unlike the app's other queries it is read
 * again every minute and when the window regains focus: a broadcast arrives without the user doing anything.
 */
export function useUnreadCount(): number {
  const { data } = useQuery<NotificationPage>({ queryKey: NOTIFICATIONS_KEY, refetchInterval: 60_000, refetchOnWindowFocus: true });
  return data?.unreadCount ?? 0;
}

/** The inbox, newest first, 20 a page (keyset cursor). */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: INBOX_KEY,
    queryFn: ({ pageParam }) => apiJson<NotificationPage>('GET', `/api/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** POST /api/notifications/read ({ ids } or { all: true }); the bell and the list follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsRead) => apiJson<{ unreadCount: number }>('POST', '/api/notifications/read', body),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<NotificationPage>(NOTIFICATIONS_KEY, (page) => (page ? { ...page, unreadCount } : page));
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) => toastFailure(error, { title: 'Error', description: 'Failed to mark notifications as read. Please try again.' }),
  });
}
