import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@fj/contracts';
import { getQueryFn } from '../api/queryClient';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/** The current user; a 401 means "signed out" (null), not an error, and it never retries (spec §7). */
export const authUserQuery = queryOptions({
  queryKey: AUTH_USER_KEY,
  queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
  retry: false,
});

export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
