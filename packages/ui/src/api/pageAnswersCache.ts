import {
  hashKey,
  QueryCache,
  type DefaultError,
  type Query,
  type QueryCacheConfig,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  type WithRequired,
} from '@tanstack/react-query';
import { takeFirstAnswer, type FirstAnswer } from './firstAnswers';

/**
 * A query whose answer the page carries (./firstAnswers.ts) starts with it: the screen's first render already shows
 * the data (docs/decisions/3107-a-screen-renders-once-with-the-data-its-page-carries.md), or the server's refusal as
 * its error (3116). Asking the query function instead would render the screen's skeleton first and the data a task
 * later, in one render React cannot split (a query's update is synchronous), on top of a second layout.
 *
 * Which URL a query reads is known for the reads of the default query function (its key's segments joined by '/');
 * a query with its own function names it in `meta.url` (`queryMeta`), a list read by pages the URL of its first page.
 */
export class PageAnswersQueryCache extends QueryCache {
  readonly #defaultQueryFn: QueryFunction<unknown>;

  constructor(defaultQueryFn: QueryFunction<unknown>, config?: QueryCacheConfig) {
    super(config);
    this.#defaultQueryFn = defaultQueryFn;
    // Shown once: its next mount reads again like any other (see readAgainOnEachOpen).
    this.subscribe((event) => {
      if (event.type === 'observerRemoved') fromPage.delete(event.query);
    });
  }

  override build<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
  >(
    client: QueryClient,
    options: WithRequired<QueryOptions<TQueryFnData, TError, TData, TQueryKey>, 'queryKey'>,
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const known = state !== undefined || this.get(options.queryHash ?? hashKey(options.queryKey)) !== undefined;
    const answer = known ? undefined : this.#pageAnswer(options);
    const query = super.build(client, options, answer ? (startedWith(answer) as QueryState<TData, TError>) : state);
    if (answer) fromPage.add(query);
    return query;
  }

  #pageAnswer(options: PageAnswerOptions): FirstAnswer | undefined {
    const url = options.meta?.url;
    if (typeof url === 'string') {
      const answer = takeFirstAnswer(url);
      if (!answer || !('value' in answer) || !('initialPageParam' in options)) return answer;
      return { value: { pages: [answer.value], pageParams: [options.initialPageParam] } };
    }
    if (options.queryFn !== this.#defaultQueryFn) return undefined;
    return takeFirstAnswer(options.queryKey.join('/'));
  }
}

/** What a query's options say about the URL it reads. */
interface PageAnswerOptions {
  queryKey: QueryKey;
  queryFn?: unknown;
  meta?: Record<string, unknown>;
  initialPageParam?: unknown;
}

/**
 * The `meta` of a query whose own function reads `url` (for a list read by pages: the URL of its first page), so that
 * the page's answer for it is used (the class above).
 */
export const queryMeta = (url: string) => ({ url });

/** Queries started with the page's answer (or refusal) and not yet shown and closed. */
const fromPage = new WeakSet<object>();

/**
 * `refetchOnMount` for a read that changes without this screen knowing (home's Today): read again each time the
 * screen opens, except when its answer came with the page just now.
 */
export const readAgainOnEachOpen = (query: object): boolean | 'always' => (fromPage.has(query) ? false : 'always');

/**
 * `retryOnMount` (the app's default): a query the page started with a refusal is shown as refused, not asked again as
 * it opens; once shown and closed, it asks again like any failed read.
 */
export const retryUnlessRefusedByThePage = (query: object): boolean => !fromPage.has(query);

/**
 * The state of a query that has its data (TanStack's own `initialData` state, without refetching it at once), or of one
 * whose read was refused (the state a failed fetch leaves).
 */
const startedWith = (answer: FirstAnswer): QueryState<unknown, unknown> => ({
  data: 'value' in answer ? answer.value : undefined,
  dataUpdateCount: 0,
  dataUpdatedAt: 'value' in answer ? Date.now() : 0,
  error: 'error' in answer ? answer.error : null,
  errorUpdateCount: 'error' in answer ? 1 : 0,
  errorUpdatedAt: 'error' in answer ? Date.now() : 0,
  fetchFailureCount: 'error' in answer ? 1 : 0,
  fetchFailureReason: 'error' in answer ? answer.error : null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'value' in answer ? 'success' : 'error',
  fetchStatus: 'idle',
});
