import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage, AdminStats, BroadcastRecipients, CreateAdminMessage } from '@fj/contracts';
import { apiJson, toast, toastFailure } from '@fj/ui';

export const ADMIN_MESSAGES_KEY = ['/api/admin/messages'] as const;
export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;

/** GET /api/admin/messages: every broadcast, newest first (admins only). */
export const useAdminMessages = () => useQuery<AdminMessage[]>({ queryKey: ADMIN_MESSAGES_KEY });
/** GET /api/admin/stats: the stat cards' real figures. */
export const useAdminStats = () => useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });

/** GET /api/admin/messages/recipients: how many accounts a broadcast sent now reaches (counted when the preview opens). */
export const useBroadcastRecipients = (enabled: boolean) =>
  useQuery<BroadcastRecipients>({
    queryKey: ['/api/admin/messages/recipients'],
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** POST /api/admin/messages, with its toasts (docs/product.md#admin). The list and the stats are read again. */
export function useCreateAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminMessage) => apiJson<AdminMessage>('POST', '/api/admin/messages', body),
    onSuccess: async () => {
      toast({ title: 'Message Created', description: 'Your message has been sent to all users.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_MESSAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]);
    },
    onError: (error) =>
      toastFailure(error, { title: 'Error', description: 'Failed to create message. Please try again.' }),
  });
}
