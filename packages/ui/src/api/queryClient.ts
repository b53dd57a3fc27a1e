import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, throwIfNotOk } from './ApiError';

type On401 = 'throw' | 'returnNull';

/** Default reads: GET the query key segments joined by '/', with credentials. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export interface QueryClientOptions {
  /** Called for any query or mutation that fails with 401 (the session ended while the app was open). */
  onUnauthorized?: (error: ApiError) => void;
}

/**
 * The app's one QueryClient: data never goes stale, no retries, no refetch on focus or interval
 * (docs/product.md#data-loading).
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const on401 = (error: unknown) => {
    if (onUnauthorized && error instanceof ApiError && error.status === 401) onUnauthorized(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: on401 }),
    mutationCache: new MutationCache({ onError: on401 }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
