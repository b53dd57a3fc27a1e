import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@fj/contracts';
import { getQueryFn } from '../api/queryClient';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/** The current user; a 401 means "signed out" (null), not an error, and it never retries. */
export const authUserQuery = queryOptions({
  queryKey: AUTH_USER_KEY,
  queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
  retry: false,
  // Asked even when the browser says it is offline: the failure is what opens the app from this device's store.
  networkMode: 'always',
});

/**
 * The signed-in user. `isUnreachable`: the server could not say who is signed in (offline, or it failed) and no user
 * was read back from this device's store (the shell tries that first, docs/decisions/2602-offline-first.md), so the
 * app can only say so and `retry`.
 */
export function useAuth() {
  const { data, isLoading, isError, refetch } = useQuery(authUserQuery);
  const user = data ?? null;
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    isUnreachable: isError && data === undefined,
    retry: () => void refetch(),
  };
}
