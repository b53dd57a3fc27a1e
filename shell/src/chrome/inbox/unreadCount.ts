import { useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@fj/contracts';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/**
 * The bell's unread count (the first page of GET /api/notifications). Unlike the app's other queries it is read
 * again every minute and when the window regains focus: a broadcast arrives without the user doing anything.
 */
export function useUnreadCount(): number {
  const { data } = useQuery<NotificationPage>({
    queryKey: NOTIFICATIONS_KEY,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  return data?.unreadCount ?? 0;
}
