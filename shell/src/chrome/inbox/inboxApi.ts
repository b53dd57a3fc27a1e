// The inbox sheet's requests: loaded with the sheet (lazy), not with every page.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsRead, NotificationPage } from '@fj/contracts';
import { apiJson, toastFailure } from '@fj/ui';
import { NOTIFICATIONS_KEY } from './unreadCount';

const INBOX_KEY = [...NOTIFICATIONS_KEY, 'inbox'] as const;

/** The inbox, newest first, 20 a page (keyset cursor). */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: INBOX_KEY,
    queryFn: ({ pageParam }) =>
      apiJson<NotificationPage>(
        'GET',
        `/api/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** POST /api/notifications/read ({ ids } or { all: true }); the bell and the list follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsRead) =>
      apiJson<{ unreadCount: number }>('POST', '/api/notifications/read', body),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<NotificationPage>(NOTIFICATIONS_KEY, (page) => (page ? { ...page, unreadCount } : page));
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Error', description: 'Failed to mark notifications as read. Please try again.' }),
  });
}
