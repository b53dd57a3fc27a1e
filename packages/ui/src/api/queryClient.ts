import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, throwIfNotOk } from './ApiError';
import { isNetworkError, setServerReachable } from '../offline/connectivity';
import { answerValue, takeFirstAnswer } from './firstAnswers';
import { PageAnswersQueryCache, retryUnlessRefusedByThePage } from './pageAnswersCache';

type On401 = 'throw' | 'returnNull';

/**
 * Default reads: GET the query key segments joined by '/', with credentials; the first read of a URL whose answer the
 * page carries takes that answer instead (./firstAnswers.ts).
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/');
    const first = takeFirstAnswer(url);
    if (first) return answerValue(first) as T;
    const res = await fetch(url, { credentials: 'include', signal });
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
  const onError = (error: unknown) => {
    // No answer at all: the app is offline until a request gets through (docs/decisions/2602-offline-first.md).
    if (isNetworkError(error)) setServerReachable(false);
    if (onUnauthorized && error instanceof ApiError && error.status === 401) onUnauthorized(error);
  };
  const onSuccess = () => setServerReachable(true);
  const queryFn = getQueryFn({ on401: 'throw' });
  return new QueryClient({
    // A query whose answer the page carries starts with it (./pageAnswersCache.ts).
    queryCache: new PageAnswersQueryCache(queryFn, { onError, onSuccess }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        retryOnMount: retryUnlessRefusedByThePage,
      },
      mutations: { retry: false },
    },
  });
}
