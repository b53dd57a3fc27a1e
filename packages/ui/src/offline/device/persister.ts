import { del, get, set, type UseStore } from 'idb-keyval';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { QUERY_CACHE_KEY } from './userStore';

// Every screen the person opened reads offline (docs/decisions/2602-offline-first.md): TanStack Query's persister
// keeps the query cache in the user's IndexedDB store, written at most once a second and when the page is hidden.

/** Bump when a stored answer's shape changes in a way the screens cannot read: older caches are then dropped. */
const BUSTER = 'fj-cache-1';
/** A session lasts 30 days at most: nothing older is worth showing. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const WRITE_EVERY_MS = 1000;

/** Answers never kept on the device: payment state, chat device keys and backups, the account export. */
const NOT_KEPT = ['/api/payments', '/api/create-payment-intent', '/api/e2e', '/api/account'];
const isKept = (query: Query) =>
  query.state.status === 'success' &&
  !(typeof query.queryKey[0] === 'string' && NOT_KEPT.some((path) => (query.queryKey[0] as string).startsWith(path)));

export interface QueryCachePersister extends Persister {
  /** Writes what is waiting now (the page is being hidden). */
  flush(): Promise<void>;
  /** Drops what is waiting (the data is about to be deleted). */
  cancel(): void;
}

/**
 * Adds to what the store already holds: every answer in memory now, and the ones kept earlier that are no longer in
 * memory (screens opened before a reload, or forgotten by the cache since) while they are within their age.
 */
function merged(now: PersistedClient, before: PersistedClient | undefined): PersistedClient {
  if (!before || before.buster !== now.buster) return now;
  const inMemory = new Set(now.clientState.queries.map((q) => q.queryHash));
  const oldest = Date.now() - MAX_AGE_MS;
  const earlier = before.clientState.queries.filter(
    (q) => !inMemory.has(q.queryHash) && q.state.dataUpdatedAt > oldest,
  );
  return { ...now, clientState: { ...now.clientState, queries: [...now.clientState.queries, ...earlier] } };
}

/**
 * A Persister over idb-keyval: the dehydrated cache under one key, throttled, added to what was kept before (the
 * app reads fresh answers online and never shows this copy then: a reload starts with an empty memory, and the
 * screens opened before it must stay readable offline).
 */
export function idbPersister(store: UseStore): QueryCachePersister {
  let latest: PersistedClient | undefined;
  let kept: Promise<PersistedClient | undefined> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = () => get<PersistedClient>(QUERY_CACHE_KEY, store).catch(() => undefined);
  const write = async () => {
    clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = undefined;
    if (!client) return;
    const next = merged(client, await (kept ??= read()));
    kept = Promise.resolve(next);
    await set(QUERY_CACHE_KEY, next, store);
  };
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(
        () =>
          void write().catch((error: unknown) => console.warn('The screens could not be kept on this device', error)),
        WRITE_EVERY_MS,
      );
    },
    restoreClient: read,
    removeClient: () => del(QUERY_CACHE_KEY, store),
    flush: write,
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
  };
}

const options = (queryClient: QueryClient, persister: Persister) => ({
  queryClient,
  persister,
  buster: BUSTER,
  maxAge: MAX_AGE_MS,
  dehydrateOptions: { shouldDehydrateQuery: isKept, shouldDehydrateMutation: () => false },
});

/** Saves the cache now and on every change; returns the unsubscribe. */
export function keepQueryCache(queryClient: QueryClient, persister: Persister): () => void {
  void persistQueryClientSave(options(queryClient, persister)).catch(() => undefined);
  return persistQueryClientSubscribe(options(queryClient, persister));
}

/**
 * Reads the kept cache into `queryClient`: queries not in memory get what was last seen, marked stale so that they
 * are read again once the server answers (never shown as fresh). Answers newer in memory are kept.
 */
export async function restoreQueryCache(queryClient: QueryClient, persister: Persister): Promise<void> {
  const before = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'success')
      .map((q) => q.queryHash),
  );
  await persistQueryClientRestore(options(queryClient, persister)).catch(() => undefined);
  await queryClient.invalidateQueries({ predicate: (q) => !before.has(q.queryHash), refetchType: 'none' });
}
