import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, UpdateProfileRequest } from '@fj/contracts';
import { apiJson, AUTH_USER_KEY, errorMessage, toast, toastFailure } from '@fj/ui';

/** PATCH /api/auth/user: the answer is the user, so the header and every screen show the change at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => apiJson<AuthUser>('PATCH', '/api/auth/user', changes),
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      toast({ title: 'Profile updated' });
    },
    onError: (error) =>
      toastFailure(error, { title: 'Profile not saved', description: errorMessage(error, 'Please try again.') }),
  });
}
