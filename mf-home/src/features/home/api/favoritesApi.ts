import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeFavorite } from '@fj/contracts';
import { apiJson, toast, toastFailure } from '@fj/ui';

export const HOME_FAVORITES_KEY = ['/api/home-favorites'] as const;

export const useHomeFavorites = () => useQuery<HomeFavorite[]>({ queryKey: HOME_FAVORITES_KEY });

type Choice = { id: string; isEnabled: boolean; order: number };

/** PUT /api/home-favorites with the whole list; toasts 'Favorites Updated' / 'Update Failed'. */
export function useUpdateFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorites: Choice[]) => apiJson<HomeFavorite[]>('PUT', '/api/home-favorites', { favorites }),
    onSuccess: (saved) => {
      queryClient.setQueryData(HOME_FAVORITES_KEY, saved);
      toast({ title: 'Favorites Updated' });
    },
    onError: (error) => toastFailure(error, { title: 'Update Failed', description: 'Failed to update favorites' }),
  });
}
