import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Settings, UpdateSettings } from '@fj/contracts';
import { apiJson, isUnauthorizedError, SETTINGS_KEY, toast } from '@fj/ui';

/** The one settings query the shell also reads (theme, time zone). */
export function useSettings() {
  return useQuery<Settings>({ queryKey: SETTINGS_KEY });
}

/** Switches save immediately, with a success or failure toast (docs/product.md#settings). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettings) => apiJson<Settings>('POST', '/api/settings', changes),
    // The answer is the saved settings: the screen (and the shell's theme) show them with no refetch and no flicker.
    onSuccess: (saved) => {
      queryClient.setQueryData<Settings>(SETTINGS_KEY, (current) => (current ? { ...current, ...saved } : saved));
      toast({ title: 'Settings updated successfully' });
    },
    onError: (error) => {
      // A 401 already shows 'Unauthorized' and redirects (the shell's query client); keep that toast on screen.
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Failed to update settings', variant: 'destructive' });
    },
  });
}
