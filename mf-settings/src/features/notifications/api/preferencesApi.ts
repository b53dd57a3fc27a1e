import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesResponse, UpdateNotificationPreferences } from '@fj/contracts';
import { apiJson, errorMessage, toast, toastFailure } from '@fj/ui';

export const PREFERENCES_KEY = ['/api/notification-preferences'] as const;

/**
 * GET /api/notification-preferences: the defaults until changed (docs/product.md#notification-preferences), and whether
 * this server can send email.
 */
export const usePreferences = () => useQuery<NotificationPreferencesResponse>({ queryKey: PREFERENCES_KEY });

/** PUT /api/notification-preferences with the changed fields (the full set on Reset / Disable All), with its toasts. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateNotificationPreferences) =>
      apiJson<NotificationPreferencesResponse>('PUT', '/api/notification-preferences', changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      toast({ title: 'Preferences Updated', description: 'Your notification settings have been saved.' });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Update Failed', description: errorMessage(error, 'Failed to update preferences') }),
  });
}
