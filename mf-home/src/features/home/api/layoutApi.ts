import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserLayout } from '@fj/contracts';
import { apiJson, toast, toastFailure } from '@fj/ui';
import { toLayoutPayload, type WidgetState } from '../model/layout';

/** GET /api/user-layout (the default query function reads the key). */
export const USER_LAYOUT_KEY = ['/api/user-layout'] as const;

export const useUserLayout = () => useQuery<UserLayout>({ queryKey: USER_LAYOUT_KEY });

/**
 * Save Layout: POST /api/user-layout, with its toasts (docs/product.md#home-layout). `onSaved` exits customize mode.
 */
export function useSaveLayout(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (widgets: WidgetState[]) => apiJson<UserLayout>('POST', '/api/user-layout', toLayoutPayload(widgets)),
    onSuccess: (saved) => {
      queryClient.setQueryData(USER_LAYOUT_KEY, saved);
      toast({ title: 'Layout Saved!', description: 'Your dashboard layout has been customized successfully' });
      onSaved();
    },
    onError: (error) =>
      toastFailure(error, { title: 'Save Failed', description: 'Could not save your layout preferences' }),
  });
}
